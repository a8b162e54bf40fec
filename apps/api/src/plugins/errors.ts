import { MSG } from '@portal/contract/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { isConnectionFailure } from '../db/connection-errors';
import { HttpError } from '../lib/http-error';

const fieldErrors = (issues: { path: PropertyKey[]; message: string }[]) => {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
};

/**
 * What a request that met a lost database connection is told to wait before it tries again: a
 * PostgreSQL restart takes a second or two, and the pool opens new connections by itself.
 */
export const DATABASE_RETRY_AFTER_S = 2;

/** The JSON body limit of every route (uploads are multipart, limited per file). */
export const JSON_BODY_LIMIT = 1024 * 1024;

/** Request bodies up to this size are read to their end after a 413 (see letClientFinish). */
export const DRAIN_MAX_BYTES = 256 * 1024 * 1024;

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * A refusal before the body was read (too large, too many files) must still reach the client.
 * Fastify answers such a request with `Connection: close`, and closing a socket with unread
 * data resets it: the client, still sending, sees EPIPE or ECONNRESET instead of the 413. So
 * the rest of the body is read and thrown away and the connection stays open, unless the body
 * announces more than DRAIN_MAX_BYTES (then closing is cheaper than reading).
 */
async function letClientFinish(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const raw = request.raw;
  if (raw.complete || raw.readableEnded || raw.destroyed) return;
  const length = Number(request.headers['content-length']);
  if (Number.isFinite(length) && length > DRAIN_MAX_BYTES) return;
  reply.removeHeader('connection');
  raw.unpipe();
  await new Promise<void>((resolve) => {
    raw.on('data', () => undefined);
    raw.once('end', resolve);
    raw.once('close', resolve);
    raw.once('error', () => resolve());
    raw.resume();
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A body refused by the route's schema answers, as its 422 `message`, the first failing rule
     * instead of the generic one: the wizard's calls, whose schemas declare their keys in the order
     * of the spec's checks (spec 1 §5) and whose screens show that message.
     */
    firstErrorMessage?: boolean;
  }
}

/** The one error shape `{ message, errors? }`; a 5xx never tells the client about internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(async (error: FastifyError | Error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode === 413) await letClientFinish(request, reply);
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({ message: error.message, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: (v.instancePath || '').split('/').filter(Boolean),
        message: v.message ?? 'Invalid value',
      }));
      const first = error.validationContext === 'body' && request.routeOptions.config?.firstErrorMessage;
      const message = (first && issues[0]?.message) || MSG.validationFailed;
      return reply.status(422).send({ message, errors: fieldErrors(issues) });
    }
    if (error instanceof ZodError) {
      return reply.status(422).send({ message: MSG.validationFailed, errors: fieldErrors(error.issues) });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 413 || (error as FastifyError).code === 'FST_REQ_FILE_TOO_LARGE') {
      await letClientFinish(request, reply);
      const message =
        (error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? MSG.requestTooLarge.replace('{size}', megabytes(request.routeOptions.bodyLimit ?? JSON_BODY_LIMIT))
          : MSG.payloadTooLarge;
      return reply.status(413).send({ message });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (bad JSON, wrong content type, too many files): safe to pass on.
      return reply
        .status(status)
        .send({ message: status === 429 ? MSG.tooManyAttempts : error.message || MSG.badRequest });
    }
    if (isConnectionFailure(error)) {
      // The database restarted or could not be reached: nothing is wrong with the request, and
      // the same request may well succeed in a moment. A write that failed here was not committed,
      // unless the connection died during its commit (then it may have been: the client cannot
      // tell, as with any lost answer).
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_S))
        .send({ message: MSG.serviceUnavailable });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: MSG.serverError });
  });
}
