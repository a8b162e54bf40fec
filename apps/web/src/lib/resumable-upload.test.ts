import { MSG } from '@portal/contract/messages';
import { RESUMABLE_CHUNK_BYTES } from '@portal/contract/resumable-uploads';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, mockApi, signInAs } from '../testing/test-utils';
import { decodeMetadata, pickedFile, tusServer } from '../testing/tus-server';
import { ApiError, http, onForbidden, onUnauthorized, tokenStore } from './http';
import { fingerprintOf, resumableUploadOf } from './resumable-upload';
import { observeUploads } from './upload-progress';

const MB = 1024 * 1024;
const pdf = (size = 9 * MB, name = 'cr12.pdf') => pickedFile(name, size, 'application/pdf');
const venture = { id: 7, cr12: 'https://files.example/cr12.pdf' };

/** What the wizard's `uploadVentureFile` sends (lib/ may not import features/): one form request. */
function uploadVentureFile(type: string, file: File) {
  const form = new FormData();
  form.append('files', file);
  return http('POST', '/api/venture', { query: { type }, form });
}

/** Runs `run` as the upload dialog does: its progress reports, and a controller for its Cancel. */
function watched<T>(run: () => Promise<T>) {
  const controller = new AbortController();
  const progress: [number, number][] = [];
  const result = observeUploads(
    { signal: controller.signal, onProgress: (sent, total) => progress.push([sent, total]) },
    run,
  );
  return { result, progress, controller };
}

/** What this browser keeps of partial uploads (tus-js-client's URL storage). */
const storedUploads = () => Object.keys(localStorage).filter((key) => key.startsWith('tus::'));

beforeEach(() => {
  localStorage.clear();
  signInAs('t1');
});
afterEach(() => vi.restoreAllMocks());

describe('resumable uploads', () => {
  it('sends a large certificate by tus, in chunks with the bearer token, and answers the venture', async () => {
    const api = mockApi({});
    const tus = tusServer({ complete: () => ({ status: 200, body: venture }) });
    const file = pdf();
    const { result, progress } = watched(() => uploadVentureFile('CR12', file));
    await expect(result).resolves.toEqual(venture);

    expect(tus.calls.map((c) => `${c.method} ${c.path} ${c.headers['upload-offset'] ?? ''}`)).toEqual([
      'POST /api/uploads ',
      'PATCH /api/uploads/u1 0',
      `PATCH /api/uploads/u1 ${RESUMABLE_CHUNK_BYTES}`,
    ]);
    const [post, first, last] = tus.calls;
    expect(post?.headers).toMatchObject({
      'tus-resumable': '1.0.0',
      'upload-length': String(9 * MB),
      authorization: 'Bearer t1',
    });
    expect(decodeMetadata(post?.headers['upload-metadata'] ?? null)).toEqual({
      target: 'venture:CR12',
      filename: 'cr12.pdf',
      filetype: 'application/pdf',
    });
    for (const patch of [first, last]) {
      expect(patch?.headers).toMatchObject({
        'tus-resumable': '1.0.0',
        'content-type': 'application/offset+octet-stream',
        authorization: 'Bearer t1',
      });
    }
    // The bytes arrived whole and in order.
    expect(first?.bytes?.length).toBe(RESUMABLE_CHUNK_BYTES);
    const received = Buffer.concat([first?.bytes ?? new Uint8Array(), last?.bytes ?? new Uint8Array()]);
    expect(received.equals(Buffer.from(await file.arrayBuffer()))).toBe(true);
    expect(progress.at(-1)).toEqual([9 * MB, 9 * MB]);
    // Nothing went to the multipart endpoint, and nothing is left to resume.
    expect(calls(api, 'POST /api/venture')).toHaveLength(0);
    expect(storedUploads()).toEqual([]);
  });

  it("names the video's record in the metadata", async () => {
    mockApi({});
    const tus = tusServer({ complete: () => ({ status: 200, body: { id: 3, video: 'v.mp4' } }) });
    const form = new FormData();
    form.append('id', '3');
    form.append('files', pickedFile('talk.mp4', 5 * MB, 'video/mp4'));
    await expect(http('POST', '/api/video', { query: { type: 'video' }, form })).resolves.toEqual({
      id: 3,
      video: 'v.mp4',
    });
    expect(decodeMetadata(tus.calls[0]?.headers['upload-metadata'] ?? null)).toMatchObject({
      target: 'video:video',
      id: '3',
    });
  });

  it('sends a small file, or a large one for an upload that is not resumable, as a form', async () => {
    const api = mockApi({ 'POST /api/venture': () => ({ body: venture as never }) });
    const tus = tusServer();
    await expect(uploadVentureFile('CR12', pdf(2 * MB))).resolves.toEqual(venture);
    await expect(uploadVentureFile('image', pickedFile('logo.png', 5 * MB, 'image/png'))).resolves.toEqual(venture);
    expect(calls(api, 'POST /api/venture')).toHaveLength(2);
    expect(tus.calls).toEqual([]);
    // A video without its record's id is no resumable upload: the endpoint says what is missing.
    const form = new FormData();
    form.append('files', pickedFile('talk.mp4', 5 * MB, 'video/mp4'));
    expect(resumableUploadOf('/api/video', { type: 'video' }, form)).toBeNull();
  });

  it("refuses with the server's message and field errors, at creation or on the last chunk", async () => {
    mockApi({});
    const tus = tusServer({
      create: (metadata) => {
        if (metadata.filename === 'late.pdf') return { status: 409, body: { message: 'Applications are closed.' } };
        if (metadata.filename !== 'huge.pdf') return null;
        return { status: 413, body: { message: 'The file is too large.', errors: { files: 'Too large' } } };
      },
      complete: () => ({ status: 422, body: { message: 'The file is not a PDF or an image.' } }),
    });
    // Applications closed (409 to the creation) is final too, though tus retries a 409 to a PATCH.
    tus.calls.length = 0;
    await expect(uploadVentureFile('CR12', pdf(5 * MB, 'late.pdf'))).rejects.toMatchObject({
      status: 409,
      message: 'Applications are closed.',
    });
    expect(tus.calls.map((c) => c.method)).toEqual(['POST']);

    tus.calls.length = 0;
    const tooLarge = await uploadVentureFile('CR12', pdf(9 * MB, 'huge.pdf')).catch((e: unknown) => e);
    expect(tooLarge).toBeInstanceOf(ApiError);
    expect(tooLarge).toMatchObject({ status: 413, message: 'The file is too large.', errors: { files: 'Too large' } });
    // A 4xx is final: no retry.
    expect(tus.calls.map((c) => c.method)).toEqual(['POST']);

    await expect(uploadVentureFile('CR12', pdf(5 * MB, 'scan.pdf'))).rejects.toMatchObject({
      status: 422,
      message: 'The file is not a PDF or an image.',
    });
  });

  it('on a 401 forgets the token and tells the session; on a 403 tells the session, as any request', async () => {
    mockApi({});
    const unauthorized = vi.fn();
    const forbidden = vi.fn();
    const stop = [onUnauthorized(unauthorized), onForbidden(forbidden)];
    tusServer({
      create: (metadata) =>
        metadata.filename === 'a.pdf'
          ? { status: 403, body: { message: MSG.forbidden } }
          : { status: 401, body: { message: MSG.unauthenticated } },
    });
    try {
      await expect(uploadVentureFile('CR12', pdf(5 * MB, 'a.pdf'))).rejects.toMatchObject({ status: 403 });
      expect(forbidden).toHaveBeenCalledTimes(1);
      expect(tokenStore.get()).toBe('t1');
      await expect(uploadVentureFile('CR12', pdf(5 * MB, 'b.pdf'))).rejects.toMatchObject({ status: 401 });
      expect(unauthorized).toHaveBeenCalledTimes(1);
      expect(tokenStore.get()).toBeNull();
    } finally {
      for (const off of stop) off();
    }
  });

  it('carries on after a dropped connection from what the server has', async () => {
    mockApi({});
    let drops = 1;
    const tus = tusServer({
      complete: () => ({ status: 200, body: venture }),
      patch: (_upload, offset) => (offset > 0 && drops-- > 0 ? 'network' : null),
    });
    await expect(uploadVentureFile('CR12', pdf())).resolves.toEqual(venture);
    expect(tus.calls.map((c) => `${c.method} ${c.headers['upload-offset'] ?? ''}`)).toEqual([
      'POST ',
      'PATCH 0',
      `PATCH ${RESUMABLE_CHUNK_BYTES}`,
      'HEAD ',
      `PATCH ${RESUMABLE_CHUNK_BYTES}`,
    ]);
  });

  it('retries a server error on a chunk before the last, not on the last (the server has dropped the upload)', async () => {
    mockApi({});
    let errors = 1;
    const tus = tusServer({
      patch: (_upload, offset) => (offset === 0 && errors-- > 0 ? { status: 503 } : null),
      complete: () => ({ status: 500, body: { message: 'Something broke.' } }),
    });
    await expect(uploadVentureFile('CR12', pdf())).rejects.toMatchObject({ status: 500 });
    expect(tus.calls.map((c) => `${c.method} ${c.headers['upload-offset'] ?? ''}`)).toEqual([
      'POST ',
      'PATCH 0',
      'HEAD ',
      'PATCH 0',
      `PATCH ${RESUMABLE_CHUNK_BYTES}`,
    ]);
  });

  it('after a failure it cannot retry, picking the same file again resumes it; another upload starts anew', async () => {
    mockApi({});
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const tus = tusServer({
      complete: () => ({ status: 200, body: venture }),
      patch: (_upload, offset) => (offset > 0 && !navigator.onLine ? 'network' : null),
    });
    // Offline, tus-js-client does not retry: the dialog offers Retry at once.
    await expect(uploadVentureFile('CR12', pdf())).rejects.toMatchObject({ status: 0, message: MSG.error });
    expect(storedUploads()).toHaveLength(1);

    // The same file for another upload is another upload.
    online.mockReturnValue(true);
    tus.calls.length = 0;
    await expect(uploadVentureFile('registrationCetificate', pdf())).resolves.toEqual(venture);
    expect(tus.calls[0]?.method).toBe('POST');

    // After a reload she picks it again (another File object, same file): it resumes where it stopped.
    tus.calls.length = 0;
    const { result, progress } = watched(() => uploadVentureFile('CR12', pdf()));
    await expect(result).resolves.toEqual(venture);
    expect(tus.calls.map((c) => `${c.method} ${c.path} ${c.headers['upload-offset'] ?? ''}`)).toEqual([
      'HEAD /api/uploads/u1 ',
      `PATCH /api/uploads/u1 ${RESUMABLE_CHUNK_BYTES}`,
    ]);
    // The dialog shows the bytes already there at once, before any new byte is sent.
    expect(progress[0]).toEqual([RESUMABLE_CHUNK_BYTES, 9 * MB]);
    expect(storedUploads()).toEqual([]);
  });

  it('starts anew when the server no longer has the stored upload', async () => {
    mockApi({});
    const file = pdf();
    localStorage.setItem(
      `tus::${fingerprintOf({ target: 'venture:CR12', file })}::1`,
      JSON.stringify({
        size: file.size,
        metadata: {},
        creationTime: new Date().toString(),
        uploadUrl: '/api/uploads/gone',
      }),
    );
    const tus = tusServer({ complete: () => ({ status: 200, body: venture }) });
    await expect(uploadVentureFile('CR12', file)).resolves.toEqual(venture);
    expect(tus.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'HEAD /api/uploads/gone',
      'POST /api/uploads',
      'PATCH /api/uploads/u1',
      'PATCH /api/uploads/u1',
    ]);
  });

  it('Cancel stops the upload and removes it from the server', async () => {
    mockApi({});
    let cancel = () => {};
    const tus = tusServer({
      // She cancels while the second chunk is on its way (the server never takes it).
      patch: (_upload, offset) => {
        if (offset === 0) return null;
        cancel();
        return { status: 423 };
      },
    });
    const watch = watched(() => uploadVentureFile('CR12', pdf()));
    cancel = () => watch.controller.abort();
    const err = await watch.result.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DOMException);
    expect(err).toMatchObject({ name: 'AbortError' });
    await vi.waitFor(() => expect(tus.calls.at(-1)?.method).toBe('DELETE'));
    expect(tus.uploads.size).toBe(0);
    await vi.waitFor(() => expect(storedUploads()).toEqual([]));
  });

  it('fails, rather than answering nothing, when the last answer has no body', async () => {
    mockApi({});
    tusServer({ complete: () => ({ status: 204 }) });
    await expect(uploadVentureFile('CR12', pdf(5 * MB))).rejects.toMatchObject({ status: 0, message: MSG.error });
  });
});
