import { idParam } from '@portal/contract/common';
import { MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES } from '@portal/contract/constants';
import {
  CERTIFICATES,
  certificateDeleteBody,
  ownerVenture as ownerVentureSchema,
  venture,
  ventureInput,
} from '@portal/contract/ventures';
import contentDisposition from 'content-disposition';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser, requirePermission } from '../../lib/access';
import { todayFor } from '../../lib/dates';
import { HttpError } from '../../lib/http-error';
import { uploadedFile } from '../../lib/multipart-body';
import { bodyPerType, documentBodies, fileAnswer } from '../../lib/openapi';
import type { ResourceAction } from '../../lib/resource-action';
import { answerTypeActions } from '../../lib/type-actions';
import { readFiles } from '../../lib/uploads';
import { openProgram } from '../programs';
import { parseInput } from './parse-input';
import {
  CERTIFICATE_DELETES,
  type CertificateDeleteType,
  deleteCertificate,
  ownerVenture,
  readVentureDocument,
  saveVenture,
  uploadVentureFile,
  VENTURE_UPLOADS,
  type VentureUploadType,
} from './ventures.service';

/** Uploads: a file in multipart `files`, stored in the caller's venture (created with the first). */
const uploadActions = Object.fromEntries(
  (Object.keys(VENTURE_UPLOADS) as VentureUploadType[]).map((type) => {
    const image = VENTURE_UPLOADS[type].kind === 'image';
    const action: ResourceAction = {
      access: 'signedIn',
      summary: image ? 'the logo: an image, 5 MB' : 'PDF or image, 10 MB',
      handler: async ({ ctx, request, user }) => {
        const { files } = await readFiles(request, { maxBytes: image ? MAX_IMAGE_BYTES : MAX_DOCUMENT_BYTES });
        return uploadVentureFile(ctx, user!, type, files[0]!);
      },
    };
    return [type, action];
  }),
);

/**
 * Certificate deletes: the body is the venture; its id, if given, must be the caller's. Parsed
 * here, once, with the wizard's 422 (the first failing rule as the message).
 */
const deleteActions = Object.fromEntries(
  (Object.keys(CERTIFICATE_DELETES) as CertificateDeleteType[]).map((type) => {
    const action: ResourceAction = {
      access: 'signedIn',
      summary: `clears the ${CERTIFICATES[CERTIFICATE_DELETES[type]].label}`,
      handler: ({ ctx, request, user }) =>
        deleteCertificate(ctx, user!, CERTIFICATE_DELETES[type], parseInput(certificateDeleteBody, request.body)),
    };
    return [type, action];
  }),
);

const ventureActions: Record<string, ResourceAction> = { ...uploadActions, ...deleteActions };
const typeNames = Object.keys(ventureActions) as [string, ...string[]];
const ventureFile = z.object({ files: uploadedFile });
const byType = (types: string[], body: z.ZodType) => Object.fromEntries(types.map((t) => [t, body]));

/** Object-level refusals (someone else's venture) are logged like the permission checks' ones. */
export function logRefusals(app: FastifyInstance) {
  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof HttpError && error.statusCode === 403) {
      request.log.warn({ userId: request.user?.id, url: request.url }, 'access refused: not the owner');
    }
  });
}

/**
 * `/api/venture` (spec 1 §7, step 2 of the application wizard): the caller's own venture, its
 * save, the logo and certificate uploads, the certificate deletes, and the private documents.
 * Every save goes through `openProgram` (409 after the deadline day).
 */
export const ventureRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  logRefusals(app);

  app.get('/api/venture', {
    preHandler: requirePermission('signedIn'),
    schema: {
      tags: ['venture'],
      summary: "The caller's own venture (type=owner): `{ code, venture }`, code 0 and null when none",
      querystring: z.object({ type: z.literal('owner') }),
      response: { 200: ownerVentureSchema },
    },
    handler: (request) => ownerVenture(ctx, currentUser(request)),
  });

  const ventureSave = ventureInput(() => todayFor(ctx));
  app.post('/api/venture', {
    config: {
      keepsPublicCache: true,
      // The wizard shows the 422's message: the first failing rule.
      firstErrorMessage: true,
      swaggerTransform: documentBodies({
        'application/json': bodyPerType({
          '': ventureSave,
          ...byType(Object.keys(deleteActions), certificateDeleteBody),
        }),
        'multipart/form-data': bodyPerType(byType(Object.keys(uploadActions), ventureFile)),
      }),
    },
    // Signed in, then the deadline (409 after it), before the body or a file is read; an upload or
    // a delete is answered there, the save's body validated after.
    preValidation: [
      requirePermission('signedIn'),
      async () => {
        await openProgram(ctx);
      },
      answerTypeActions(ctx, ventureActions, 'signedIn'),
    ],
    schema: {
      tags: ['venture'],
      summary: "Save the caller's venture, or upload/delete its logo and certificates by type",
      description: [
        "Without `type`: saves the caller's venture (contract `ventureInput`; an id in the body is ignored).",
        "Checks in the spec's order, the 422 `message` being the first failing one; the CR12 and the",
        'registration certificate must have been uploaded first.',
        ...Object.entries(uploadActions).map(([t, a]) => `- \`type=${t}\`: multipart \`files\`, ${a.summary}.`),
        "  With no venture yet, the caller's venture row is created.",
        ...Object.entries(deleteActions).map(
          ([t, a]) => `- \`type=${t}\`: ${a.summary}; body the venture (its id, if given, must be the caller's).`,
        ),
        'Every call answers the venture; 409 after the deadline day.',
      ].join('\n'),
      querystring: z.object({ type: z.enum(typeNames).optional() }),
      body: ventureSave,
      response: { 200: venture },
    },
    handler: async (request) => saveVenture(ctx, currentUser(request), request.body),
  });

  app.get('/api/venture/:id/documents/:field', {
    preHandler: requirePermission('signedIn'),
    schema: {
      tags: ['venture'],
      summary: 'A private certificate of a venture (owner or application_view staff), inline',
      params: idParam.extend({ field: z.enum(Object.keys(CERTIFICATES) as [keyof typeof CERTIFICATES]) }),
      response: {
        200: fileAnswer('The certificate: a PDF, or a picture re-encoded as WebP', ['application/pdf', 'image/webp']),
      },
    },
    handler: async (request, reply) => {
      const doc = await readVentureDocument(ctx, currentUser(request), request.params.id, request.params.field);
      const body = await doc.stream();
      // A stream, outside the JSON answers the route's reply is typed for.
      return (reply as FastifyReply)
        .header('Content-Type', doc.contentType)
        .header('Content-Length', doc.size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', contentDisposition(doc.filename, { type: 'inline' }))
        .header('Cache-Control', 'private, no-store')
        .header('Content-Security-Policy', 'sandbox')
        .send(body);
    },
  });
};
