import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { errorBody } from '@portal/contract/errors';
import { MSG } from '@portal/contract/messages';
import {
  RESUMABLE_EXPIRY_MS,
  RESUMABLE_TARGETS,
  RESUMABLE_UPLOADS_PATH,
  type ResumableMetadata,
  resumableMetadata,
} from '@portal/contract/resumable-uploads';
import { video } from '@portal/contract/stories';
import { venture } from '@portal/contract/ventures';
import type { Server } from '@tus/server';
import { Metadata } from '@tus/utils';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { assertAccess, currentUser, requirePermission } from '../../lib/access';
import { invalid, notFound } from '../../lib/http-error';
import type { ResumableStore } from '../../lib/storage';
import { tooLarge } from '../../lib/uploads';
import { SERVER_TARGETS } from './resumable-targets';
import { sharedUploadLocker } from './shared-locker';
import { type Cleared, createTusServer, URL_ID } from './tus-server';
import { releaseUpload, reserveUpload } from './upload-quota';

const tags = ['uploads'];
const idParam = z.object({ id: z.string().regex(URL_ID, 'Not an upload') });
const noContent = z.null().describe('No body');

/**
 * `RESUMABLE_UPLOADS_PATH` (issue 20 §3): large certificates and videos by the tus protocol, so a
 * dropped connection resumes where it stopped. Each request is checked here, as every route is:
 * signed in, then the target's permission; creation also checks the metadata, the size against the
 * target's limit, the declared type and the target's own preconditions (the programme is open, the
 * video exists), and last the caller's quota (upload-quota.ts: uploads under way, their bytes,
 * uploads begun in an hour), so a refused upload sends no byte; a later request must come from the
 * upload's owner (anyone else is told 404). Then tus (tus-server.ts) moves the bytes.
 */
export const resumableUploadRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const cleared = new WeakMap<IncomingMessage, Cleared>();
  // Made at the first upload: a server that never takes one never touches the store's folder.
  let server: Promise<{ tus: Server; store: ResumableStore }> | undefined;
  const tusServer = () => {
    server ??= ctx.storage.resumable(RESUMABLE_EXPIRY_MS).then((store) => ({
      store,
      tus: createTusServer({
        ctx,
        store,
        cleared,
        log: () => app.log,
        // Several instances share PostgreSQL: the lock on an upload must hold across them.
        locker: ctx.database.kind === 'postgres' ? sharedUploadLocker(ctx.db) : undefined,
      }),
    }));
    return server;
  };

  /**
   * Hands the request to tus, then settles what its answer leaves behind before sending it: a
   * finished upload's partial bytes are removed (stored or refused), and the place in the quota of
   * an upload no longer in the store (finished, cancelled, or a creation tus refused) is freed.
   */
  const handOver = async (request: FastifyRequest, reply: FastifyReply, clearance: Cleared) => {
    const { tus, store } = await tusServer();
    const storeId = `${store.idPrefix}${clearance.id}`;
    cleared.set(request.raw, clearance);
    reply.hijack();
    // The reply is hijacked: a failure here must still answer, or the client would wait forever.
    const answer = await (async () => tus.handleWeb(webRequestOf(request, reply)))().catch((err) => {
      request.log.error({ err }, 'resumable upload failed');
      return new Response(JSON.stringify({ message: MSG.serverError }), { status: 500 });
    });
    try {
      if (clearance.finished) await store.datastore.remove(storeId);
      const mayBeGone =
        clearance.finished || request.method === 'DELETE' || (request.method === 'POST' && answer.status !== 201);
      const gone =
        mayBeGone &&
        (await store.datastore.getUpload(storeId).then(
          () => false,
          () => true,
        ));
      if (gone) await releaseUpload(ctx.db, clearance.id);
    } catch (err) {
      // The answer stands; what is left goes with the sweep a day after the upload began.
      request.log.error({ err }, 'partial upload not removed, or its place not freed');
    }
    await sendAnswer(reply, answer);
  };

  // tus reads a PATCH's bytes from the request itself: Fastify leaves them in the stream.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  app.post(RESUMABLE_UPLOADS_PATH, {
    preHandler: requirePermission('signedIn'),
    schema: {
      tags,
      summary: 'Begin a resumable upload (tus 1.0.0 creation): a large certificate or video',
      description: [
        'Headers: `Tus-Resumable: 1.0.0`, `Upload-Length` (bytes), `Upload-Metadata` with `target`',
        `(${Object.keys(RESUMABLE_TARGETS).join(', ')}), \`id\` (a video's id), \`filename\`, \`filetype\`.`,
        "Answers 201 with `Location`, the upload's URL. Refused as the endpoint the target stands for",
        'would refuse it (401, 403, 404, 409 after the deadline), 413 over its limit, 422 for bad',
        "metadata or a declared type it does not take, 429 over the caller's quota: uploads under way",
        'and their declared bytes (finish or cancel one), uploads begun in an hour (`Retry-After`).',
        '400 for `Upload-Concat` (parallel parts are not taken). The bytes follow by `PATCH` to the URL;',
        'a creation carrying the whole file (`Content-Type: application/offset+octet-stream`) answers',
        'as the final PATCH does.',
      ].join(' '),
      response: {
        200: z.union([venture, video]),
        201: noContent,
        400: errorBody,
        401: errorBody,
        403: errorBody,
        404: errorBody,
        413: errorBody,
        422: errorBody,
        429: errorBody,
      },
    },
    handler: async (request, reply) => {
      const user = currentUser(request);
      const { meta, size } = readCreation(request);
      const target = SERVER_TARGETS[meta.target];
      assertAccess(request, target.access);
      const limit = RESUMABLE_TARGETS[meta.target].maxBytes;
      if (size > limit) throw tooLarge('files', limit);
      if (meta.filetype && !target.declares(meta.filetype))
        throw invalid({ files: target.wrongType }, target.wrongType);
      await target.preflight(ctx, user, meta);
      const id = randomBytes(16).toString('hex');
      await reserveUpload(ctx, user, { id, bytes: size, quota: RESUMABLE_TARGETS[meta.target].quota });
      await handOver(request, reply, { user, meta, id });
    },
  });

  /** The caller's own upload under way, and its target: anyone else's is not there for them. */
  const ownUpload = async (request: FastifyRequest, id: string): Promise<Cleared> => {
    const user = currentUser(request);
    const { store } = await tusServer();
    const upload = await store.datastore.getUpload(`${store.idPrefix}${id}`).catch(() => null);
    const meta = resumableMetadata.safeParse(upload?.metadata ?? {});
    if (!upload || !meta.success || upload.metadata?.owner !== String(user.id)) throw notFound(MSG.uploadNotFound);
    assertAccess(request, SERVER_TARGETS[meta.data.target].access);
    return { user, meta: meta.data, id };
  };

  app.patch(`${RESUMABLE_UPLOADS_PATH}/:id`, {
    preHandler: requirePermission('signedIn'),
    schema: {
      tags,
      summary: 'Send bytes of a resumable upload (tus PATCH, `Upload-Offset`, body application/offset+octet-stream)',
      description:
        'The owner only (404 for anyone else). 204 while bytes are missing; the request that completes ' +
        'the file answers what the target endpoint answers (the venture, the video) with 200, or its refusal.',
      params: idParam,
      response: { 200: z.union([venture, video]), 204: noContent, 404: errorBody, 413: errorBody, 422: errorBody },
    },
    handler: async (request, reply) => handOver(request, reply, await ownUpload(request, request.params.id)),
  });

  app.route({
    method: 'HEAD',
    url: `${RESUMABLE_UPLOADS_PATH}/:id`,
    preHandler: requirePermission('signedIn'),
    schema: {
      tags,
      summary: 'How much of a resumable upload has arrived (tus HEAD: `Upload-Offset`, `Upload-Length`)',
      params: idParam,
    },
    handler: async (request, reply) => handOver(request, reply, await ownUpload(request, request.params.id)),
  });

  app.delete(`${RESUMABLE_UPLOADS_PATH}/:id`, {
    preHandler: requirePermission('signedIn'),
    schema: {
      tags,
      summary: 'Cancel a resumable upload (tus termination): its bytes are removed',
      params: idParam,
      response: { 204: noContent, 404: errorBody },
    },
    handler: async (request, reply) => handOver(request, reply, await ownUpload(request, request.params.id)),
  });
};

/** The creation's size and metadata, checked: what tus would otherwise take on the client's word. */
function readCreation(request: FastifyRequest): { meta: ResumableMetadata; size: number } {
  const length = request.headers['upload-length'];
  const size = typeof length === 'string' && /^\d{1,15}$/.test(length) ? Number(length) : Number.NaN;
  if (!(size > 0)) throw invalid({ files: MSG.fileRequired }, MSG.fileRequired);
  let raw: Record<string, string | null>;
  try {
    raw = Metadata.parse(String(request.headers['upload-metadata'] ?? ''));
  } catch {
    throw invalid({ target: MSG.required });
  }
  // A refusal is the app's 422 with its field errors (plugins/errors.ts formats a ZodError).
  return { meta: resumableMetadata.parse(raw), size };
}

/**
 * The request as tus reads it (a web Request), with the Node request beside it where tus and the
 * routes' clearance look for it. The body is the request's stream, only where tus reads one.
 */
function webRequestOf(request: FastifyRequest, reply: FastifyReply): Request {
  const { raw } = request;
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw.headers)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
  }
  // tus reads a body only of this type; a HEAD may not have one, whatever its headers say.
  const withBody = raw.headers['content-type'] === 'application/offset+octet-stream' && raw.method !== 'HEAD';
  const web = new Request(`http://localhost${raw.url}`, {
    method: raw.method,
    headers,
    ...(withBody ? { body: Readable.toWeb(raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
  Object.defineProperty(web, 'runtime', { value: { node: { req: raw, res: reply.raw } } });
  return web;
}

/** Writes tus's answer (its bodies are short texts) on the hijacked reply. */
async function sendAnswer(reply: FastifyReply, answer: Response): Promise<void> {
  const body = Buffer.from(await answer.arrayBuffer());
  reply.raw.statusCode = answer.status;
  for (const [name, value] of answer.headers) reply.raw.setHeader(name, value);
  reply.raw.end(body);
}
