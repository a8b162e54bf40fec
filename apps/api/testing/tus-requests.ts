import { RESUMABLE_UPLOADS_PATH } from '@portal/contract/resumable-uploads';
import type { FastifyInstance } from 'fastify';

/** tus `Upload-Metadata`: `key base64(value)` pairs, comma-separated. */
export const tusMetadata = (values: Record<string, string | number>) =>
  Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(String(value)).toString('base64')}`)
    .join(',');

/** An answer as the tests read it: status, lower-case headers, text and JSON. */
export type TusAnswer = {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  // biome-ignore lint/suspicious/noExplicitAny: a test reads whatever the answer holds, as inject's json() does
  json(): any;
};

/**
 * The tus requests of a resumable upload, as tus-js-client sends them: create, send bytes from an
 * offset, ask the offset, cancel; `url` is the upload's path (the Location). Over real HTTP to the
 * listening app: tus reads a PATCH's body from the socket's stream, which `app.inject` does not
 * hand over to a hijacked reply.
 */
export async function tusRequests(app: FastifyInstance) {
  const base = app.server.listening
    ? `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
    : await app.listen({ port: 0, host: '127.0.0.1' });
  const tus = { 'tus-resumable': '1.0.0' };
  const send = async (
    method: string,
    url: string,
    headers: Record<string, string>,
    body?: Buffer,
  ): Promise<TusAnswer> => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { ...tus, ...headers },
      body: body && new Uint8Array(body),
      // An answer that never comes fails the request (the fuzz test counts it) instead of the test's time.
      signal: AbortSignal.timeout(60_000),
    });
    const text = await res.text();
    return {
      statusCode: res.status,
      headers: Object.fromEntries(res.headers),
      body: text,
      json: () => JSON.parse(text),
    };
  };
  return {
    base,
    /** Any request, with the tus version header unless `headers` overrides it. */
    send,
    create: (headers: Record<string, string>, size: number, metadata: Record<string, string | number>) =>
      send('POST', RESUMABLE_UPLOADS_PATH, {
        ...headers,
        'upload-length': String(size),
        'upload-metadata': tusMetadata(metadata),
      }),
    /** tus's creation-with-upload: the creation carries the whole file as its body. */
    createWithUpload: (headers: Record<string, string>, bytes: Buffer, metadata: Record<string, string | number>) =>
      send(
        'POST',
        RESUMABLE_UPLOADS_PATH,
        {
          ...headers,
          'upload-length': String(bytes.length),
          'upload-metadata': tusMetadata(metadata),
          'content-type': 'application/offset+octet-stream',
        },
        bytes,
      ),
    patch: (headers: Record<string, string>, url: string, offset: number, bytes: Buffer) =>
      send(
        'PATCH',
        url,
        { ...headers, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        bytes,
      ),
    head: (headers: Record<string, string>, url: string) => send('HEAD', url, headers),
    cancel: (headers: Record<string, string>, url: string) => send('DELETE', url, headers),
  };
}

/** A PDF of `bytes`: the server keeps PDFs as they are, decided from their first bytes. */
export const paddedPdf = (bytes: number) => {
  const head = Buffer.from('%PDF-1.4\n% padding for an upload test\n', 'latin1');
  const tail = Buffer.from('\n%%EOF\n', 'latin1');
  return Buffer.concat([head, Buffer.alloc(bytes - head.length - tail.length, 0x20), tail]);
};
