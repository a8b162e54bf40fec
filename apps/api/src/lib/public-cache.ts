import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { nextNairobiMidnight } from '@portal/contract/dates';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from './dates';
import { pageEntryKey, requestLocale } from './page-locale';

/**
 * The public pages' answers, serialised once and served from memory (with an ETag, and 304 when
 * the browser already has them), until something that could change them happens:
 *
 * - any write request (a POST, PUT, PATCH or DELETE) not refused with a 4xx empties it (on every
 *   instance: app.ts publishes it as a public change), unless
 *   its route declares `config: { keepsPublicCache: true }` (the founders' wizard, sign-in and the
 *   like: deadline night must not flush it). Forgetting that flag costs speed, never correctness;
 * - every entry expires at the next midnight in Nairobi, when the programme's "today" changes (the
 *   open/closed flag flips at the end of the deadline day with no write at all), and after
 *   MAX_AGE_MS at the latest, a bound on staleness for writes this process did not hear of
 *   (another instance's are broadcast, lib/shared-events.ts, but a message can be lost);
 * - an answer computed while a write landed is served but not kept (the generation check), so a
 *   read that started before a commit can't store what the commit replaced.
 *
 * Answers of one URL (path and query) are cached only through `serve`, which the route calls after
 * its access check; what it caches must not depend on who asks.
 */
export const MAX_AGE_MS = 5 * 60_000;
/** An upper bound on memory: random query strings evict the oldest entries, never grow it further. */
export const MAX_CACHE_BYTES = 16 * 1024 * 1024;

const JSON_TYPE = 'application/json; charset=utf-8';
const HTML_TYPE = 'text/html; charset=utf-8';

type Entry = {
  /** Anyone may have it (no sign-in): answered before routing and the access checks (`early`). */
  open: boolean;
  /** The answer as sent: JSON, or a server-rendered page's HTML. */
  body: string;
  contentType: string;
  etag: string;
  expiresAt: number;
  bytes: number;
  gzip?: Buffer;
  br?: Buffer;
};

export type PublicCache = ReturnType<typeof createPublicCache>;

export function createPublicCache(clock: Clock) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let generation = 0;

  const drop = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    bytes -= e.bytes;
    entries.delete(key);
  };

  const keep = (key: string, entry: Entry) => {
    drop(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    // Map keeps insertion order: the oldest answers go first (a hit does not reorder: that would
    // cost every request a delete and a set, and writes empty the cache often enough anyway).
    for (const oldest of entries.keys()) {
      if (bytes <= MAX_CACHE_BYTES) break;
      drop(oldest);
    }
  };

  const entryOf = (body: string, contentType: string, open: boolean, now: Date): Entry => ({
    open,
    body,
    contentType,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    expiresAt: Math.min(now.getTime() + MAX_AGE_MS, nextNairobiMidnight(now).getTime()),
    bytes: Buffer.byteLength(body),
  });

  /** Pages being rendered: a burst of visitors after an edit waits for one render, not one each. */
  const rendering = new Map<string, Promise<Entry | null>>();

  const fresh = (key: string, now: number) => {
    const e = entries.get(key);
    if (!e) return undefined;
    if (e.expiresAt <= now) {
      drop(key);
      return undefined;
    }
    return e;
  };

  return {
    /**
     * Answers from the cache, or computes the answer (`compute`), keeps it and answers it.
     * `open`: the route answers anyone, signed in or not, so later requests may be answered by
     * `early` before the route's own checks run.
     */
    async serve(
      request: FastifyRequest,
      reply: FastifyReply,
      compute: () => Promise<unknown>,
      opts: { open?: boolean } = {},
    ) {
      const now = clock.now();
      let entry = fresh(request.url, now.getTime());
      if (!entry) {
        const startedAt = generation;
        entry = entryOf(JSON.stringify(await compute()), JSON_TYPE, opts.open ?? false, now);
        if (startedAt === generation) keep(request.url, entry);
      }
      return answer(request, reply, entry);
    },

    /**
     * A public page's server-rendered HTML, kept like an open answer under `key` (`pageEntryKey`:
     * its URL without the parameters that change nothing, and its language). `render` gives null
     * when the page can't be rendered on the server: nothing is kept and `servePage` answers false.
     */
    async servePage(
      request: FastifyRequest,
      reply: FastifyReply,
      render: () => Promise<string | null>,
      key = request.url,
    ) {
      const now = clock.now();
      let entry: Entry | null | undefined = fresh(key, now.getTime());
      if (!entry) {
        let pending = rendering.get(key);
        if (!pending) {
          const startedAt = generation;
          pending = render()
            .then((html) => {
              if (html === null) return null;
              const made = entryOf(html, HTML_TYPE, true, now);
              if (startedAt === generation) keep(key, made);
              return made;
            })
            .finally(() => rendering.delete(key));
          rendering.set(key, pending);
        }
        entry = await pending;
      }
      if (!entry) return false;
      answer(request, reply, entry);
      return true;
    },

    /**
     * The first onRequest hook: a GET of an open answer held in the cache is answered at once,
     * without routing, validation or the token check (what the route would answer is the same
     * for everyone; a page's, for everyone who reads its language). Everything else goes on to its
     * route.
     */
    early(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
      const entry =
        entries.size > 0 && (request.method === 'GET' || request.method === 'HEAD')
          ? fresh(cacheKeyOf(request), clock.now().getTime())
          : undefined;
      if (entry?.open) answer(request, reply, entry);
      else done();
    },

    /** Forgets every answer, pages in every language: something they may show has changed. */
    invalidate() {
      generation++;
      entries.clear();
      bytes = 0;
    },

    /** For tests and the health of the cache: how many answers it holds. */
    get size() {
      return entries.size;
    },
  };
}

function encoded(entry: Entry, accept: string | undefined): { body: string | Buffer; encoding?: 'br' | 'gzip' } {
  // Compressed once per entry, not once per request (the compress plugin would redo it each time).
  if (entry.bytes < 1024 || !accept) return { body: entry.body };
  if (/\bbr\b/.test(accept)) {
    entry.br ??= zlib.brotliCompressSync(entry.body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.bytes },
    });
    return { body: entry.br, encoding: 'br' };
  }
  if (/\bgzip\b/.test(accept)) {
    entry.gzip ??= zlib.gzipSync(entry.body, { level: 9 });
    return { body: entry.gzip, encoding: 'gzip' };
  }
  return { body: entry.body };
}

/** Where `early` looks a request up: the API's answers under their URL, pages under URL and language. */
const cacheKeyOf = (request: FastifyRequest): string =>
  request.url.startsWith('/api') ? request.url : pageEntryKey(request.url, requestLocale(request));

function answer(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  // `no-cache` lets a shared cache keep the answer (revalidating it each time): a page differs by
  // the language cookie, so it must not serve one language's page to a reader of the other.
  const vary = entry.contentType === HTML_TYPE ? 'accept-encoding, cookie' : 'accept-encoding';
  reply.header('etag', entry.etag).header('cache-control', 'no-cache').header('vary', vary);
  if (matches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  const { body, encoding } = encoded(entry, request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type(entry.contentType).send(body);
}

const matches = (header: string | undefined, etag: string) =>
  !!header && (header.trim() === '*' || header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag));

/** Write methods: a successful one may change what the public sees. */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's public cache (tests read its size). */
    publicCache: PublicCache;
  }
  interface FastifyContextConfig {
    /** This route's writes never change a public answer (the wizard, sign-in ...): keep the cache. */
    keepsPublicCache?: boolean;
  }
}

/**
 * The onSend hook that empties the cache before a successful write's answer leaves: `changed` is
 * told (app.ts empties this instance's cache and tells the others).
 */
export const invalidateOnWrite =
  (changed: () => void) =>
  // A callback hook, not an async one: it runs on every answer, and a promise each time costs.
  <P>(request: FastifyRequest, reply: FastifyReply, payload: P, done: (err: null, payload: P) => void): void => {
    const refused = reply.statusCode >= 400 && reply.statusCode < 500;
    // A 4xx wrote nothing (every refusal is made before the write); a 5xx may have committed.
    if (WRITES.has(request.method) && !refused && !request.routeOptions.config?.keepsPublicCache) changed();
    done(null, payload);
  };
