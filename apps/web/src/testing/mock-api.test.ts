import { describe, expect, it } from 'vitest';
import { http, httpFile } from '../lib/http';
import { calls, mockApi } from './mock-api';

/** The mock API answers as the real one would reach the app: these are its own promises. */
describe('mockApi', () => {
  it('answers by method and path, whatever the query, and records each call in order', async () => {
    const api = mockApi({
      'GET /api/program': ({ url }) => ({ body: { program: null, application: url.searchParams.has('open') ? 1 : 0 } }),
      'PUT /api/program/3': ({ body }) => ({
        status: 409,
        body: { message: `taken: ${(body as { name: string }).name}` },
      }),
    });
    await expect(http('GET', '/api/program', { query: { type: 'programDetails', open: 1 } })).resolves.toEqual({
      program: null,
      application: 1,
    });
    await expect(http('PUT', '/api/program/3', { body: { name: 'Cohort 8' } })).rejects.toMatchObject({
      status: 409,
      message: 'taken: Cohort 8',
    });
    expect(api.mock.calls.map(([input, init]) => `${init?.method} ${input}`)).toEqual([
      'GET /api/program?type=programDetails&open=1',
      'PUT /api/program/3',
    ]);
    const init = calls(api, 'PUT /api/program/3')[0]?.[1];
    expect(init?.body).toBe('{"name":"Cohort 8"}');
    expect(init?.headers['content-type']).toBe('application/json');
  });

  it('answers 404 to a call it was not given, and forgets the answers of an earlier mockApi', async () => {
    mockApi({ 'GET /api/program': () => ({ body: { program: null, application: 0 } }) });
    const api = mockApi({});
    await expect(http('GET', '/api/program')).rejects.toMatchObject({ status: 404, message: 'Not found.' });
    expect(calls(api, 'GET /api/program')).toHaveLength(1);
  });

  it('hands a multipart upload over as the page sent it: names, bytes, File', async () => {
    let received: FormData | undefined;
    const api = mockApi({
      'POST /api/image': ({ body }) => {
        received = body as FormData;
        return { status: 201, body: { data: [] } };
      },
    });
    const form = new FormData();
    form.append('album_id', '4');
    form.append('files', new File(['hello'], 'a.png', { type: 'image/png' }));
    await http('POST', '/api/image', { form });
    const file = received?.get('files');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('a.png');
    expect(await (file as File).text()).toBe('hello');
    expect(received?.get('album_id')).toBe('4');
    expect(calls(api, 'POST /api/image')[0]?.[1]?.body).toBeInstanceOf(FormData);
  });

  it('sends a file answer as is, with its headers', async () => {
    mockApi({
      'GET /api/report': () => ({
        body: new Blob(['a,b\n'], { type: 'text/csv' }),
        headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="x.csv"' },
      }),
    });
    const file = await httpFile('GET', '/api/report', { query: { type: 'trackApplications' } });
    expect(file.fileName).toBe('x.csv');
    expect(await file.blob.text()).toBe('a,b\n');
  });

  it('lets the app abort a call that has not been answered', async () => {
    mockApi({ 'GET /api/program': () => new Promise(() => {}) });
    const abort = new AbortController();
    const pending = fetch('/api/program', { signal: abort.signal });
    abort.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('is typed by the contract: an answer of the wrong shape, or to a call it does not know, does not compile', () => {
    // @ts-expect-error `application` is 0 or 1 (the contract's programDetails)
    mockApi({ 'GET /api/program': () => ({ body: { program: null, application: 2 } }) });
    // @ts-expect-error no such call in api-answers.ts
    mockApi({ 'GET /api/nothing': () => ({ body: {} }) });
  });
});
