import { File as NodeFile } from 'node:buffer';
import { HttpResponse, http, ws } from 'msw';
import { setupServer } from 'msw/node';

/** What a call no test answers gets, as from the API's unknown paths. */
const notFound = () => HttpResponse.json({ message: 'Not found.' }, { status: 404 });

/**
 * The live updates' socket (app/live-client.ts) connects and hears nothing, so no test reaches for
 * a real server; LiveUpdates.test.tsx brings its own fake socket to talk to.
 */
const silentLive = ws.link(/\/api\/live$/).addEventListener('connection', () => {});

/**
 * The mock API of the component tests: Mock Service Worker intercepts every `fetch`. A test adds
 * its answers with `mockApi` (mock-api.ts); a call nobody answers gets a 404, as on the real API.
 */
export const server = setupServer(http.all('*', notFound), silentLive);

/** Node's FormData, the only one its fetch sends as multipart; jsdom's environment hides it behind its own. */
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;

/**
 * jsdom's form, as Node's fetch needs it. Vitest's own bridge (its jsdom environment) drops each
 * file's name and, with jsdom 28, its bytes; this one keeps both, as a browser sends them.
 */
async function nodeForm(form: FormData): Promise<FormData> {
  const out = new NodeFormData();
  for (const [key, value] of form) {
    if (typeof value === 'string') out.append(key, value);
    else
      out.append(key, new NodeFile([new Uint8Array(await value.arrayBuffer())], value.name, value) as unknown as File);
  }
  return out;
}

/** Starts the mock server for a test file (vitest.setup.ts); `server.close()` stops it and restores `fetch`. */
export function listen() {
  // Every path has an answer (the 404 above): an unhandled request is a bug of the mock itself.
  server.listen({ onUnhandledRequest: 'error' });
  const intercepted = globalThis.fetch;
  globalThis.fetch = async (input, init) =>
    intercepted(input, init?.body instanceof FormData ? { ...init, body: await nodeForm(init.body) } : init);
}
