import type { ErrorBody } from '@portal/contract/errors';
import { HttpResponse, type HttpResponseResolver, http } from 'msw';
import { type Mock, vi } from 'vitest';
import type { ApiAnswers, ApiCall } from './api-answers';
import { server } from './server';

/** A call as a handler sees it: its JSON body parsed (or its multipart form), and its URL with the query. */
export type ApiRequest = { body: unknown; url: URL };

type ResponseHeaders = Record<string, string>;
/**
 * A handler's answer: a success (200 unless told) whose body is the contract's answer to the call,
 * or a failure with the API's error shape. With a content-type other than JSON in `headers`, a
 * string or Blob body is sent as is (a CSV, a PDF).
 */
export type Answer<T> =
  | { status?: 200 | 201 | 204; body?: T; headers?: ResponseHeaders }
  | {
      status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 503;
      // Loose on purpose: a test may answer an odd failure (`{}`) to check the generic message.
      body?: Partial<ErrorBody> & Record<string, unknown>;
      headers?: ResponseHeaders;
    };

export type Handler<T> = (request: ApiRequest) => Answer<T> | Promise<Answer<T>>;

/** The answer to one call: `let answer: AnswerTo<'PUT /api/user/1'> = { status: 500 }`. */
export type AnswerTo<K extends ApiCall> = Answer<ApiAnswers[K]>;

/**
 * A test's answers, by `'METHOD /api/path'` (the query is not part of the key), each typed by the
 * call it answers. `Extra` names calls the API does not have, with their answers' types: the test
 * of a generic building block over a made-up resource (resource-admin/use-admin-form.test.tsx).
 */
export type Handlers<Extra extends object = Record<never, never>> = { [K in ApiCall]?: Handler<ApiAnswers[K]> } & {
  [K in keyof Extra]?: Handler<Extra[K]>;
};

/** How a call reached the API, as the tests read it: the method, the headers (lower case) and the body as sent. */
export type SentInit = { method: string; headers: Record<string, string>; body: string | FormData | null };
/** Called once per request the app made, in order, with its path and query (as requested) and what it sent. */
export type ApiMock = Mock<(input: string, init?: SentInit) => void>;

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete, PATCH: http.patch } as const;

/**
 * Answers the app's API calls in this test with `handlers`, through the mock server (server.ts),
 * replacing what an earlier `mockApi` answered. A call without a handler answers 404. Returns a
 * mock that records every call (`calls(api, 'POST /api/program')`, `api.mock.calls`).
 */
export function mockApi<Extra extends object = Record<never, never>>(handlers: NoInfer<Handlers<Extra>>): ApiMock {
  const api: ApiMock = vi.fn();
  server.resetHandlers();
  server.use(
    ...Object.entries(handlers).map(([key, handler]) => {
      const [method, path] = key.split(' ') as [keyof typeof METHODS, string];
      if (!METHODS[method] || !path) throw new Error(`mockApi: '${key}' is not 'METHOD /path'`);
      return METHODS[method](path, answerWith(api, handler as Handler<unknown>));
    }),
    http.all(
      '*',
      answerWith(api, () => ({ status: 404, body: { message: 'Not found.' } })),
    ),
  );
  return api;
}

/** The calls `'METHOD /path'` (query ignored) recorded by `api`, each `[path and query, init]`. */
export const calls = (api: ApiMock, key: string) =>
  api.mock.calls.filter(([input, init]) => `${init?.method} ${new URL(input, location.origin).pathname}` === key);

/** The query of each call `'METHOD /path'` recorded by `api`, as an object (`{ type: 'review', page: '1' }`). */
export const queries = (api: ApiMock, key: string) =>
  calls(api, key).map(([input]) => Object.fromEntries(new URL(input, location.origin).searchParams));

function answerWith(api: ApiMock, handler: Handler<unknown>): HttpResponseResolver {
  return async ({ request }) => {
    const url = new URL(request.url);
    const init: SentInit = { method: request.method, headers: Object.fromEntries(request.headers), body: null };
    // Recorded before anything is awaited, so calls keep the order the app made them in.
    api(url.origin === location.origin ? url.pathname + url.search : url.href, init);
    const { sent, parsed } = await readBody(request);
    init.body = sent;
    return toResponse(await handler({ body: parsed, url }));
  };
}

async function readBody(request: Request): Promise<{ sent: string | FormData | null; parsed: unknown }> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await pageFormData(await request.formData());
    return { sent: form, parsed: form };
  }
  const text = await request.text();
  if (!text) return { sent: null, parsed: undefined };
  return { sent: text, parsed: type.includes('json') ? JSON.parse(text) : text };
}

/**
 * Node's fetch parsed the form into its own FormData and Files; the tests compare with jsdom's
 * (`toBeInstanceOf(File)`), so the entries are handed over as the page's.
 */
async function pageFormData(form: FormData): Promise<FormData> {
  const page = new FormData();
  for (const [key, value] of form) {
    page.append(key, typeof value === 'string' ? value : new File([await value.arrayBuffer()], value.name, value));
  }
  return page;
}

async function toResponse(answer: Answer<unknown>): Promise<Response> {
  const status = answer.status ?? 200;
  const headers = { 'content-type': 'application/json', ...answer.headers };
  const { body } = answer;
  if (body === undefined) return new HttpResponse(null, { status, headers });
  const raw = !headers['content-type'].includes('json') && (typeof body === 'string' || body instanceof Blob);
  if (!raw) return new HttpResponse(JSON.stringify(body), { status, headers });
  // jsdom's Blob is not the one of Node's fetch: hand its bytes over instead.
  return new HttpResponse(body instanceof Blob ? new Uint8Array(await body.arrayBuffer()) : body, { status, headers });
}
