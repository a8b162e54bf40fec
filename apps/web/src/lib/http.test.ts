import { MSG } from '@portal/contract/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, buildUrl, fileNameFrom, http, httpFile, onForbidden, onUnauthorized, tokenStore } from './http';

function stubFetch(status: number, body?: unknown) {
  const fn = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('http', () => {
  it('builds query strings from defined values only', () => {
    expect(buildUrl('/api/program', { type: 'search', page: 2, search: 'a b', x: undefined, y: null })).toBe(
      '/api/program?type=search&page=2&search=a+b',
    );
    expect(buildUrl('/api/x', {})).toBe('/api/x');
  });

  it('sends JSON and the bearer token', async () => {
    tokenStore.set('abc');
    const fn = stubFetch(200, { ok: 1 });
    await expect(http('POST', '/api/thing', { body: { a: 1 } })).resolves.toEqual({ ok: 1 });
    const [, init] = fn.mock.calls[0]!;
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer abc');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');
  });

  it("throws the server's message, status and field errors", async () => {
    stubFetch(422, { message: 'Bad', errors: { name: 'Input is Required' } });
    const err = await http('POST', '/api/x', { body: {} }).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ message: 'Bad', status: 422, errors: { name: 'Input is Required' } });
  });

  it('uses the generic message without one, and status 0 for network failures', async () => {
    stubFetch(500);
    await expect(http('GET', '/api/x')).rejects.toMatchObject({ message: MSG.error, status: 500 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(http('GET', '/api/x')).rejects.toMatchObject({ message: MSG.error, status: 0 });
  });

  it('on a 401 with a token, forgets the token and tells the session', async () => {
    tokenStore.set('old');
    const listener = vi.fn();
    const off = onUnauthorized(listener);
    stubFetch(401, { message: MSG.unauthenticated });
    await expect(http('GET', '/api/get-user')).rejects.toMatchObject({ status: 401 });
    expect(tokenStore.get()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);

    // Without a token (a failed login), nothing to reset.
    await expect(http('POST', '/api/login', { body: {} })).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledTimes(1);
    off();
  });
});

describe('files', () => {
  it('reads the file name of a Content-Disposition header', () => {
    expect(fileNameFrom('attachment; filename="Submitted Applications - 2026-06-01.csv"')).toBe(
      'Submitted Applications - 2026-06-01.csv',
    );
    expect(fileNameFrom('attachment; filename="a.pdf"; filename*=UTF-8\'\'Mama%20Pesa%20%E2%80%93%20ok.pdf')).toBe(
      'Mama Pesa – ok.pdf',
    );
    expect(fileNameFrom('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(fileNameFrom('attachment; filename="../../etc/x.csv"')).toBe('x.csv');
    expect(fileNameFrom('attachment')).toBeNull();
    expect(fileNameFrom(null)).toBeNull();
  });

  it('fetches a file with the bearer token, and throws the server message on failure', async () => {
    tokenStore.set('abc');
    const fn = vi.fn(
      async () =>
        new Response('a,b\n', {
          status: 200,
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="x.csv"' },
        }),
    );
    vi.stubGlobal('fetch', fn);
    const file = await httpFile('GET', '/api/report', { query: { type: 'submittedApplications' } });
    expect(file.fileName).toBe('x.csv');
    expect(await file.blob.text()).toBe('a,b\n');
    expect(fn.mock.calls[0]).toEqual([
      '/api/report?type=submittedApplications',
      expect.objectContaining({ method: 'GET', headers: { Authorization: 'Bearer abc' } }),
    ]);
    stubFetch(403, { message: 'You do not have permission to do this.' });
    await expect(httpFile('GET', '/api/report')).rejects.toMatchObject({ status: 403, message: MSG.forbidden });
  });

  it('fires the 403 and 401 listeners on a file download, as on any request', async () => {
    tokenStore.set('abc');
    const forbidden = vi.fn();
    const unauthorized = vi.fn();
    const stopForbidden = onForbidden(forbidden);
    const stopUnauthorized = onUnauthorized(unauthorized);
    try {
      stubFetch(403, { message: MSG.forbidden });
      await expect(httpFile('GET', '/api/report')).rejects.toMatchObject({ status: 403 });
      expect(forbidden).toHaveBeenCalledTimes(1);
      expect(tokenStore.get()).toBe('abc');
      stubFetch(401, { message: 'Unauthenticated.' });
      await expect(httpFile('GET', '/api/report')).rejects.toMatchObject({ status: 401 });
      expect(unauthorized).toHaveBeenCalledTimes(1);
      expect(tokenStore.get()).toBeNull();
    } finally {
      stopForbidden();
      stopUnauthorized();
    }
  });
});
