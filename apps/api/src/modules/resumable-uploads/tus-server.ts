import type { IncomingMessage } from 'node:http';
import { MSG } from '@portal/contract/messages';
import { RESUMABLE_UPLOADS_PATH, type ResumableMetadata } from '@portal/contract/resumable-uploads';
import { Server } from '@tus/server';
import type { Locker, Upload } from '@tus/utils';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../lib/access';
import { HttpError } from '../../lib/http-error';
import type { ResumableStore } from '../../lib/storage';
import { SERVER_TARGETS } from './resumable-targets';

/**
 * What the route decided about a request before tus handles it: who sends it, for which upload
 * (`id`, as in its URL: a new one for a creation); tus sets `finished` once the last byte is in.
 */
export type Cleared = { user: AuthUser; meta: ResumableMetadata; id: string; finished?: boolean };

/** An upload id in a URL: 32 hex digits, the store's prefix left off. */
export const URL_ID = /^[0-9a-f]{32}$/;

/**
 * The tus server behind `RESUMABLE_UPLOADS_PATH`. It only moves bytes: the routes check the
 * caller, the upload's owner and the target before handing a request over (`cleared`), and the
 * last byte in, the target's own service stores the file and answers; the routes remove the
 * partial upload once tus has answered, whatever the answer (tus reads the upload again after a
 * creation-with-upload finished).
 */
export function createTusServer(opts: {
  ctx: AppContext;
  store: ResumableStore;
  cleared: WeakMap<IncomingMessage, Cleared>;
  log: () => FastifyBaseLogger;
  locker?: Locker;
}) {
  const { ctx, store, cleared } = opts;
  const clearance = (req: Request) => {
    const node = (req as { runtime?: { node?: { req: IncomingMessage } } }).runtime?.node?.req;
    const found = node && cleared.get(node);
    // The routes clear every request they hand over: a request that is not is a bug, not a caller's fault.
    if (!found) throw new Error('a resumable upload request reached tus without the route clearing it');
    return found;
  };
  return new Server({
    path: RESUMABLE_UPLOADS_PATH,
    datastore: store.datastore,
    locker: opts.locker,
    // Same origin only: the app and the API are one site, so tus need not answer CORS for others.
    allowedOrigins: [],
    // The route chose the id of a new upload: it reserved its place in the caller's quota under it.
    namingFunction: (req) => `${store.idPrefix}${clearance(req).id}`,
    generateUrl: (_req, { path, id }) => `${path}/${id.slice(store.idPrefix.length)}`,
    getFileIdFromRequest: (_req, lastPath) =>
      lastPath && URL_ID.test(lastPath) ? `${store.idPrefix}${lastPath}` : undefined,
    // What the client sent is replaced by what the route read from it, and the owner is set here:
    // the owner is who may resume it (tus metadata is otherwise the client's to write).
    onUploadCreate: async (req) => {
      const { user, meta } = clearance(req);
      const metadata: Record<string, string> = { target: meta.target, filename: meta.filename, owner: String(user.id) };
      if (meta.id !== undefined) metadata.id = String(meta.id);
      if (meta.filetype) metadata.filetype = meta.filetype;
      return { metadata };
    },
    onUploadFinish: async (req, upload) => {
      const cleared = clearance(req);
      const { user, meta } = cleared;
      cleared.finished = true;
      try {
        const target = SERVER_TARGETS[meta.target];
        const answer = await target.commit(ctx, user, meta, stagedFile(store, upload, meta));
        // The app's onSend hooks do not run for an answer tus writes: what they would do is done here.
        if (target.changesPublic) ctx.events.publicChanged();
        return {
          status_code: 200,
          headers: {
            'Content-Type': 'application/json',
            'Cache-Control': 'no-store',
            'X-Content-Type-Options': 'nosniff',
          },
          body: JSON.stringify(answer),
        };
      } catch (err) {
        throw asTusError(err, opts.log());
      }
    },
    onResponseError: (_req, err) => {
      // tus's 501: an extension it does not have (Upload-Concat: parallel parts; Upload-Defer-Length
      // where the store lacks it). The client's request, not the server's fault: 400 with words.
      if ('status_code' in err && err.status_code === 501) {
        return { status_code: 400, body: JSON.stringify({ message: MSG.uploadInParts }) };
      }
      if ('status_code' in err && err.status_code < 500) return undefined;
      opts.log().error({ err }, 'resumable upload failed');
      return { status_code: 500, body: JSON.stringify({ message: MSG.serverError }) };
    },
  });
}

/** The finished bytes, read from the store as often as the target's service asks. */
const stagedFile = (store: ResumableStore, upload: Upload, meta: ResumableMetadata) => ({
  size: upload.size ?? upload.offset,
  filename: meta.filename,
  open: async () => store.datastore.read(upload.id),
});

/** A service's refusal in the API's one error shape; tus writes it as the answer. */
function asTusError(err: unknown, log: FastifyBaseLogger) {
  if (err instanceof HttpError) {
    return { status_code: err.statusCode, body: JSON.stringify({ message: err.message, errors: err.errors }) };
  }
  log.error({ err }, 'a finished resumable upload could not be stored');
  return { status_code: 500, body: JSON.stringify({ message: MSG.serverError }) };
}
