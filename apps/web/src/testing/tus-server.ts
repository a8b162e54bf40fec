import { Blob as NodeBlob } from 'node:buffer';
import type { ErrorBody } from '@portal/contract/errors';
import { HttpResponse, http } from 'msw';
import { server } from './server';

/**
 * A mock tus server (resumable uploads, issue 20 §3) for component tests, behaving as the API's
 * `/api/uploads` does: POST creates (201, relative `Location`), HEAD tells the offset, PATCH appends
 * at the offset, DELETE removes (204); only the upload's owner (its bearer token) sees it, anyone
 * else gets 404. The final PATCH answers `complete`'s answer (the target endpoint's JSON, or a
 * refusal), and the upload is removed once it is answered. Added on top of the test's `mockApi`.
 */
export type TusUpload = {
  length: number;
  metadata: Record<string, string>;
  owner: string | null;
  /** The bytes received so far, in order: their length is the offset. */
  bytes: Uint8Array;
};

/** One request the server got: method, path, headers (lower case) and the bytes of a PATCH. */
export type TusCall = { method: string; path: string; headers: Record<string, string>; bytes?: Uint8Array };

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };

export type TusServerOptions = {
  /** A refusal of the POST (e.g. 413), or null to create the upload. */
  create?: (metadata: Record<string, string>, length: number) => Answer | null;
  /** The final PATCH's answer once every byte is in (default: 200 `{ ok: true }`). */
  complete?: (upload: TusUpload) => Answer;
  /** Called before a PATCH is answered: return an answer (or `'network'`) to fail it instead. */
  patch?: (upload: TusUpload, offset: number) => Answer | 'network' | null | Promise<Answer | 'network' | null>;
};

/** The base64 `Upload-Metadata` header as an object. */
export function decodeMetadata(header: string | null): Record<string, string> {
  if (!header) return {};
  return Object.fromEntries(
    header.split(',').map((pair) => {
      const [key = '', value = ''] = pair.trim().split(' ');
      return [key, new TextDecoder().decode(Uint8Array.from(atob(value), (c) => c.charCodeAt(0)))];
    }),
  );
}

const json = ({ status, body, headers }: Answer) =>
  body === undefined ? new HttpResponse(null, { status, headers }) : HttpResponse.json(body, { status, headers });

const refusal = (status: number, message: string): Answer => ({ status, body: { message } satisfies ErrorBody });

export function tusServer(options: TusServerOptions = {}) {
  const uploads = new Map<string, TusUpload>();
  const calls: TusCall[] = [];
  let next = 1;
  const record = (request: Request, bytes?: Uint8Array) =>
    calls.push({
      method: request.method,
      path: new URL(request.url).pathname,
      headers: Object.fromEntries(request.headers),
      ...(bytes ? { bytes } : {}),
    });
  // Only the owner sees an upload: anyone else is told it does not exist.
  const mine = (request: Request, id: string) => {
    const upload = uploads.get(id);
    return upload && upload.owner === request.headers.get('authorization') ? upload : null;
  };

  server.use(
    http.post('/api/uploads', ({ request }) => {
      record(request);
      const length = Number(request.headers.get('upload-length'));
      const metadata = decodeMetadata(request.headers.get('upload-metadata'));
      const refused = options.create?.(metadata, length);
      if (refused) return json(refused);
      const id = `u${next++}`;
      uploads.set(id, { length, metadata, owner: request.headers.get('authorization'), bytes: new Uint8Array() });
      return json({ status: 201, headers: { Location: `/api/uploads/${id}`, 'Tus-Resumable': '1.0.0' } });
    }),
    http.head('/api/uploads/:id', ({ request, params }) => {
      record(request);
      const upload = mine(request, String(params.id));
      if (!upload) return json({ status: 404 });
      const headers = { 'Upload-Offset': String(upload.bytes.length), 'Upload-Length': String(upload.length) };
      return json({ status: 200, headers: { ...headers, 'Cache-Control': 'no-store' } });
    }),
    http.patch('/api/uploads/:id', async ({ request, params }) => {
      const bytes = new Uint8Array(await request.arrayBuffer());
      record(request, bytes);
      const id = String(params.id);
      const upload = mine(request, id);
      if (!upload) return json(refusal(404, 'Not found.'));
      const offset = Number(request.headers.get('upload-offset'));
      const failed = await options.patch?.(upload, offset);
      if (failed === 'network') return HttpResponse.error();
      if (failed) return json(failed);
      if (offset !== upload.bytes.length) return json(refusal(409, 'The offset does not match.'));
      const received = new Uint8Array(upload.bytes.length + bytes.length);
      received.set(upload.bytes);
      received.set(bytes, upload.bytes.length);
      upload.bytes = received;
      const headers = { 'Upload-Offset': String(upload.bytes.length) };
      if (upload.bytes.length < upload.length) return json({ status: 204, headers });
      uploads.delete(id);
      const answer = options.complete?.(upload) ?? { status: 200, body: { ok: true } };
      return json({ ...answer, headers: { ...headers, ...answer.headers } });
    }),
    http.delete('/api/uploads/:id', ({ request, params }) => {
      record(request);
      if (!mine(request, String(params.id))) return json(refusal(404, 'Not found.'));
      uploads.delete(String(params.id));
      return json({ status: 204 });
    }),
  );
  return { uploads, calls };
}

/**
 * A file as she picks it, of `size` bytes in a pattern (a misplaced chunk shows). jsdom's File is
 * what the app sees (FormData, `instanceof File`), but MSW's XMLHttpRequest interceptor hands the
 * sent body to Node's `Request`, which cannot read a jsdom Blob (it sends the text "undefined"):
 * so the slices tus-js-client sends are Node Blobs of the same bytes.
 */
export function pickedFile(name: string, size: number, type: string, lastModified = 1_767_225_600_000): File {
  const bytes = Uint8Array.from({ length: size }, (_, i) => i % 251);
  const file = new File([bytes], name, { type, lastModified });
  Object.defineProperty(file, 'slice', {
    value: (start?: number, end?: number) => new NodeBlob([bytes.subarray(start, end)]),
  });
  return file;
}
