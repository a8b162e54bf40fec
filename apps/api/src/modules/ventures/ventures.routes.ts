import { idParam } from '@portal/contract/common';
import { MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES } from '@portal/contract/constants';
import { CERTIFICATES, ownerVenture as ownerVentureSchema, venture, ventureInput } from '@portal/contract/ventures';
import contentDisposition from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser, requirePermission } from '../../lib/access';
import { todayFor } from '../../lib/dates';
import { HttpError } from '../../lib/http-error';
import { readFiles } from '../../lib/uploads';
import { openProgram } from '../programs';
import { parseInput } from './parse-input';
import {
  CERTIFICATE_DELETES,
  type CertificateDeleteType,
  deleteBody,
  deleteCertificate,
  ownerVenture,
  readVentureDocument,
  saveVenture,
  uploadVentureFile,
  VENTURE_UPLOADS,
  type VentureUploadType,
} from './ventures.service';

const uploadTypes = Object.keys(VENTURE_UPLOADS) as VentureUploadType[];
const deleteTypes = Object.keys(CERTIFICATE_DELETES) as CertificateDeleteType[];
const isUpload = (t: string): t is VentureUploadType => t in VENTURE_UPLOADS;

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

  app.post('/api/venture', {
    config: { keepsPublicCache: true },
    // Signed in, then the deadline (409 after it), before the body or a file is read.
    preHandler: [
      requirePermission('signedIn'),
      async () => {
        await openProgram(ctx);
      },
    ],
    schema: {
      tags: ['venture'],
      summary: "Save the caller's venture, or upload/delete its logo and certificates by type",
      description: [
        "Without `type`: saves the caller's venture (contract `ventureInput`; an id in the body is ignored).",
        "Checks in the spec's order, the 422 `message` being the first failing one; the CR12 and the",
        'registration certificate must have been uploaded first.',
        `- \`type=${uploadTypes.join('|')}\`: multipart \`files\` (logo: image, 5 MB; certificates: PDF or image, 10 MB).`,
        "  With no venture yet, the caller's venture row is created.",
        `- \`type=${deleteTypes.join('|')}\`: body the venture (its id, if given, must be the caller's).`,
        'Every call answers the venture; 409 after the deadline day.',
      ].join('\n'),
      querystring: z.object({ type: z.enum([...uploadTypes, ...deleteTypes]).optional() }),
      response: { 200: venture },
    },
    handler: async (request) => {
      const user = currentUser(request);
      const { type } = request.query;
      // The body is parsed here, into the typed input of each service; the 422's message is the
      // first failing rule (parseInput), which the wizard shows.
      if (!type) return saveVenture(ctx, user, parseInput(ventureInput(todayFor(ctx)), request.body));
      if (isUpload(type)) {
        const maxBytes = VENTURE_UPLOADS[type].kind === 'image' ? MAX_IMAGE_BYTES : MAX_DOCUMENT_BYTES;
        const { files } = await readFiles(request, { maxBytes });
        return uploadVentureFile(ctx, user, type, files[0]!);
      }
      return deleteCertificate(ctx, user, CERTIFICATE_DELETES[type], parseInput(deleteBody, request.body));
    },
  });

  app.get('/api/venture/:id/documents/:field', {
    preHandler: requirePermission('signedIn'),
    schema: {
      tags: ['venture'],
      summary: 'A private certificate of a venture (owner or application_view staff), inline',
      params: idParam.extend({ field: z.enum(Object.keys(CERTIFICATES) as [keyof typeof CERTIFICATES]) }),
    },
    handler: async (request, reply) => {
      const doc = await readVentureDocument(ctx, currentUser(request), request.params.id, request.params.field);
      const body = await doc.stream();
      return reply
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
