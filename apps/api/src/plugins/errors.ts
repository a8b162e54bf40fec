import { MSG } from '@portal/contract/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { HttpError } from '../lib/http-error';

const fieldErrors = (issues: { path: PropertyKey[]; message: string }[]) => {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
};

/** The one error shape `{ message, errors? }`; a 5xx never tells the client about internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: (v.instancePath || '').split('/').filter(Boolean),
        message: v.message ?? 'Invalid value',
      }));
      return reply.status(422).send({ message: MSG.validationFailed, errors: fieldErrors(issues) });
    }
    if (error instanceof ZodError) {
      return reply.status(422).send({ message: MSG.validationFailed, errors: fieldErrors(error.issues) });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 413 || (error as FastifyError).code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ message: MSG.payloadTooLarge });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (bad JSON, wrong content type, too many files): safe to pass on.
      return reply
        .status(status)
        .send({ message: status === 429 ? MSG.tooManyAttempts : error.message || MSG.badRequest });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: MSG.serverError });
  });
}
