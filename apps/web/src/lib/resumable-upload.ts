import {
  RESUMABLE_CHUNK_BYTES,
  RESUMABLE_FROM_BYTES,
  RESUMABLE_TARGETS,
  RESUMABLE_UPLOADS_PATH,
  type ResumableMetadata,
  type ResumableTarget,
  resumableTargetOf,
} from '@portal/contract/resumable-uploads';
import type { DetailedError, HttpResponse, PreviousUpload, Upload } from 'tus-js-client';
import type { UploadObserver } from './upload-progress';

/**
 * Resumable uploads (issue 20 §3): a large file for one of the contract's resumable targets goes
 * by tus (tus-js-client) instead of as one multipart form, so a dropped connection, or a reload and
 * a new pick of the same file, carries on from the bytes the server already has. `lib/http.ts`
 * asks `resumableUploadOf` for every form it sends and, when there is one, sends it with
 * `sendResumably`, which answers like a transport: the final answer as a `Response`, so its
 * failures go through the same 401/403 listeners and `ApiError`s as every other request.
 */
export type ResumableUpload = { target: ResumableTarget; file: File; id?: string };

/**
 * How long to wait before each retry of a failed request: quick at first (a blip), then up to
 * 20 s (a phone between cells); about 40 s in all before the dialog offers Retry, which resumes.
 */
export const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000];

/**
 * The resumable upload a form request stands for, or null to send it as a form: its path and
 * `type` name a target, it carries one file (`files`) over `RESUMABLE_FROM_BYTES`, with the
 * record's `id` where the target needs one, and this browser can send it (not the server render).
 */
export function resumableUploadOf(
  path: string,
  query: Record<string, unknown> | undefined,
  form: FormData,
): ResumableUpload | null {
  // What tus-js-client sends with in a browser (its `isSupported`); the server render has none.
  if (typeof XMLHttpRequest !== 'function' || typeof Blob !== 'function') return null;
  const type = query?.type;
  const target = resumableTargetOf(path, typeof type === 'string' ? type : undefined);
  if (!target) return null;
  const files = form.getAll('files');
  const file = files[0];
  if (files.length !== 1 || !(file instanceof File) || file.size <= RESUMABLE_FROM_BYTES) return null;
  if (!RESUMABLE_TARGETS[target].needsId) return { target, file };
  const id = form.get('id');
  // Without an id the form goes as it is, and the endpoint answers what is missing.
  return typeof id === 'string' && id ? { target, file, id } : null;
}

/** The tus `Upload-Metadata` the server reads (contract `resumableMetadata`). */
export function metadataOf({ target, file, id }: ResumableUpload): Record<keyof ResumableMetadata, string> {
  const metadata: Record<string, string> = { target, filename: file.name, filetype: file.type };
  if (id) metadata.id = id;
  return metadata as Record<keyof ResumableMetadata, string>;
}

/**
 * What a stored partial upload is found by after a reload: the same file (name, size, type, date)
 * for the same upload (target and record). The same file picked for another record or another
 * certificate is another upload and starts afresh.
 */
export function fingerprintOf({ target, file, id }: ResumableUpload): string {
  return ['portal-tus', target, id ?? '', file.name, file.type, file.size, file.lastModified].join('/');
}

/** The newest of the partial uploads stored for a fingerprint (two tabs may each have left one). */
function newest(previous: PreviousUpload[]): PreviousUpload | undefined {
  return previous.toSorted((a, b) => Date.parse(b.creationTime) - Date.parse(a.creationTime))[0];
}

/** A tus answer as the `Response` `lib/http.ts` reads (JSON body or none, as the server sent it). */
function responseOf(res: HttpResponse): Response {
  const body = res.getBody();
  const type = res.getHeader('Content-Type');
  return new Response(body ? body : null, { status: res.getStatus(), headers: type ? { 'content-type': type } : {} });
}

/** A failure with no usable answer: `lib/http.ts` reports it as a network failure (status 0). */
const noAnswer = () => new TypeError('The resumable upload got no usable answer.');

type Tus = typeof import('tus-js-client');

/**
 * The failure tus-js-client gave up on (after its retries): a refusal by the server (4xx/5xx)
 * answers as that `Response`; anything else (the network, a malformed answer) has no answer.
 */
function failureOf({ DetailedError }: Tus, err: Error): Response | TypeError {
  const res = err instanceof DetailedError ? err.originalResponse : null;
  return res && res.getStatus() >= 400 ? responseOf(res) : noAnswer();
}

/**
 * Whether tus-js-client retries a failed request (it resumes from the server's offset): a network
 * failure, 423 (locked), 409 to a PATCH or HEAD (offset mismatch; to the POST it is the API's
 * "applications are closed", final), or a server error on any chunk but the last. The server drops
 * the staged upload once it has answered the last one, so a retry would find nothing to resume and
 * send the whole file again. Any other answer is final, and offline it waits for Retry, as
 * tus-js-client's own rule does.
 */
function retryable(err: DetailedError, size: number): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  const res = err.originalResponse;
  if (!res) return true;
  const status = res.getStatus();
  const req = err.originalRequest;
  if (status === 423) return true;
  if (status === 409) return req.getMethod() !== 'POST';
  const last = req.getMethod() === 'PATCH' && Number(req.getHeader('Upload-Offset')) + RESUMABLE_CHUNK_BYTES >= size;
  return status >= 500 && !last;
}

type SendOptions = { token: string | null; observer: UploadObserver | null; signal?: AbortSignal };

/**
 * Sends `upload` by tus, resuming a partial upload stored for the same file and upload. Resolves
 * with the final PATCH's answer (the target endpoint's JSON) or the server's refusal, rejects with
 * a `TypeError` when no answer came, or an `AbortError` when `signal` cancels it (the partial upload
 * is then removed from the server, so nothing is kept).
 */
export async function sendResumably(upload: ResumableUpload, options: SendOptions): Promise<Response> {
  // Loaded with the first large upload, not with every page: it would count against the JS a
  // phone downloads before the first paint (docs/performance.md).
  return send(await import('tus-js-client'), upload, options);
}

function send(lib: Tus, upload: ResumableUpload, { token, observer, signal }: SendOptions): Promise<Response> {
  let tus: Upload | null = null;
  let cancel = () => {};
  const sent = new Promise<Response>((resolve, reject) => {
    cancel = () => {
      // DELETE: the server removes what it had; a failing DELETE leaves it to expire.
      tus?.abort(true).catch(() => undefined);
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    tus = new lib.Upload(upload.file, {
      // Absolute: tus-js-client resolves the answered Location against it.
      endpoint: new URL(RESUMABLE_UPLOADS_PATH, location.origin).href,
      chunkSize: RESUMABLE_CHUNK_BYTES,
      retryDelays: RETRY_DELAYS,
      onShouldRetry: (err) => retryable(err, upload.file.size),
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      metadata: metadataOf(upload),
      fingerprint: async () => fingerprintOf(upload),
      // A finished upload's stored URL is gone with it: the same file again is a new upload.
      removeFingerprintOnSuccess: true,
      // The first report of a resumed upload is its offset (before the first PATCH's bytes).
      onProgress: (bytesSent, bytesTotal) => observer?.onProgress(bytesSent, bytesTotal),
      onSuccess: ({ lastResponse }) =>
        // An answer without the endpoint's body (e.g. a HEAD of an upload already complete) is no
        // outcome the caller could use.
        lastResponse.getBody() ? resolve(responseOf(lastResponse)) : reject(noAnswer()),
      onError: (err) => {
        const failure = failureOf(lib, err);
        if (failure instanceof Response) resolve(failure);
        else reject(failure);
      },
    });
    void start(tus, signal).catch(reject);
  });
  if (signal?.aborted) cancel();
  signal?.addEventListener('abort', cancel, { once: true });
  return sent.finally(() => signal?.removeEventListener('abort', cancel));
}

/** Resumes the newest stored partial upload of the same file and upload, else starts a new one. */
async function start(tus: Upload, signal: AbortSignal | undefined): Promise<void> {
  const previous = newest(await tus.findPreviousUploads());
  // Cancelled while looking: starting now would undo the abort (start() clears it).
  if (signal?.aborted) return;
  if (previous) tus.resumeFromPreviousUpload(previous);
  tus.start();
}
