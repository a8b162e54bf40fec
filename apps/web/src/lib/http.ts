import { TOKEN_STORAGE_KEY } from '@portal/contract/constants';
import { MSG } from '@portal/contract/messages';
import { parse as parseContentDisposition } from 'content-disposition';
import { resumableUploadOf, sendResumably } from './resumable-upload';
import { activeUpload, uploadSender } from './upload-progress';

/** An API failure: `message` is the server's message (or a generic one), `status` 0 for network failures. */
export class ApiError extends Error {
  status: number;
  errors?: Record<string, string>;

  constructor(message: string, status: number, errors?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    if (errors) this.errors = errors;
  }
}

/** The bearer token, kept in localStorage under `user-token` (spec 1 §9). */
export const tokenStore = {
  get(): string | null {
    try {
      return localStorage.getItem(TOKEN_STORAGE_KEY);
    } catch {
      return null;
    }
  },
  set(t: string): void {
    try {
      localStorage.setItem(TOKEN_STORAGE_KEY, t);
    } catch {
      // private mode or storage disabled: the session lasts for this page only
    }
  },
  clear(): void {
    try {
      localStorage.removeItem(TOKEN_STORAGE_KEY);
    } catch {
      // nothing to clear
    }
  },
};

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Called when a request that carried a token answers 401 (expired, revoked or deactivated):
 * the token is already cleared; the session provider resets the signed-in state.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

type ForbiddenListener = () => void;
const forbiddenListeners = new Set<ForbiddenListener>();

/**
 * Called when a request that carried a token answers 403: the user's permissions may have changed
 * since the session was read (an admin took a role away), so the session refreshes its copy.
 */
export function onForbidden(listener: ForbiddenListener): () => void {
  forbiddenListeners.add(listener);
  return () => {
    forbiddenListeners.delete(listener);
  };
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

type Transport = (url: string, init: RequestInit) => Promise<Response>;
const browserFetch: Transport = (url, init) => fetch(url, init);
let transport: Transport = browserFetch;

/**
 * Where requests go. The browser uses `fetch`; the server-side render (entry-server.tsx) answers
 * the same relative URLs from the API in process.
 */
export function setTransport(next: Transport): void {
  transport = next;
}

export interface HttpOptions {
  body?: unknown;
  query?: Record<string, string | number | undefined | null>;
  form?: FormData;
  signal?: AbortSignal;
}

/** `path` plus the defined query values, URL-encoded. */
export function buildUrl(path: string, query?: HttpOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const qs = params.toString();
  if (!qs) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${qs}`;
}

function isRecordOfStrings(v: unknown): v is Record<string, string> {
  return (
    typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string')
  );
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    try {
      return await res.json();
    } catch {
      return undefined;
    }
  }
  const text = await res.text().catch(() => '');
  return text || undefined;
}

/**
 * The one request both `http` and `httpFile` make: the stored bearer token, the body (JSON, a
 * form, or a large file by tus: lib/resumable-upload.ts), network failures as `ApiError` status 0,
 * and, on a failure answer, the 401/403 listeners and the server's message and field errors as
 * `ApiError`. Answers the successful `Response`.
 */
async function request(method: HttpMethod, path: string, opts: HttpOptions, accept?: string): Promise<Response> {
  const token = tokenStore.get();
  const headers: Record<string, string> = {};
  if (accept) headers.Accept = accept;
  if (token) headers.Authorization = `Bearer ${token}`;

  let body: BodyInit | undefined;
  if (opts.form) {
    body = opts.form; // the browser sets the multipart boundary
  } else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }

  let res: Response;
  // An upload the upload dialog is watching goes with its progress and its Cancel.
  const upload = opts.form ? activeUpload() : null;
  const send = upload && transport === browserFetch ? uploadSender() : null;
  // A large file for a resumable target goes by tus; its answers are read below like any other.
  const resumable = opts.form && transport === browserFetch ? resumableUploadOf(path, opts.query, opts.form) : null;
  const signal = upload?.signal ?? opts.signal;
  try {
    const url = buildUrl(path, opts.query);
    if (resumable) res = await sendResumably(resumable, { token, observer: upload, signal });
    else if (upload && send && opts.form) res = await send(url, { method, headers, body: opts.form }, upload);
    else res = await transport(url, { method, headers, body, signal });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(MSG.error, 0);
  }
  if (res.ok) return res;

  const data = await readBody(res);
  if (res.status === 401 && token) {
    tokenStore.clear();
    for (const listener of [...unauthorizedListeners]) listener();
  }
  if (res.status === 403 && token) for (const listener of [...forbiddenListeners]) listener();

  const payload = (typeof data === 'object' && data !== null ? data : {}) as { message?: unknown; errors?: unknown };
  const message = typeof payload.message === 'string' && payload.message ? payload.message : MSG.error;
  const errors = isRecordOfStrings(payload.errors) ? payload.errors : undefined;
  throw new ApiError(message, res.status, errors);
}

/** JSON in and out, with the stored bearer token. Throws `ApiError` on any failure. */
export async function http<T>(method: HttpMethod, path: string, opts: HttpOptions = {}): Promise<T> {
  const res = await request(method, path, opts, 'application/json');
  return (await readBody(res)) as T;
}

/** A downloaded file: its bytes and the name the server gave it (Content-Disposition), if any. */
export type HttpFile = { blob: Blob; fileName: string | null };

/**
 * The file name of a `Content-Disposition` header (content-disposition's parser: the UTF-8
 * `filename*` when given, else `filename`); null without one or when the header is malformed.
 * Path parts are dropped.
 */
export function fileNameFrom(header: string | null | undefined): string | null {
  if (!header) return null;
  let name: string | undefined;
  try {
    name = parseContentDisposition(header).parameters.filename;
  } catch {
    return null;
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}

/**
 * A file from the API (CSV, PDF) with the stored bearer token: a plain link could not carry it.
 * Failures throw `ApiError` and fire the 401/403 listeners exactly as `http` does (one `request`).
 */
export async function httpFile(method: HttpMethod, path: string, opts: HttpOptions = {}): Promise<HttpFile> {
  // No Accept header: the answer is the file's own type (CSV, PDF), or JSON only on failure.
  const res = await request(method, path, opts);
  return { blob: await res.blob(), fileName: fileNameFrom(res.headers.get('content-disposition')) };
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** A 4xx answer: its server message is meant for the user (a 5xx or network failure's is not). */
export const isClientError = (e: unknown): e is ApiError => e instanceof ApiError && e.status >= 400 && e.status < 500;
