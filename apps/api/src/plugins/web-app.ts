import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageEntryKey, requestLocale } from '../lib/page-locale';
import type { PublicCache } from '../lib/public-cache';
import { createRenderBudget } from '../lib/render-budget';

/**
 * What a browser path is (entry-server's `pageAddress`): a server-rendered page, kept under its one
 * spelling `render` (path and the parameters the page reads, in range); another spelling of such a
 * page (case, encoding, slashes), sent to `redirect`; or anything else (`shell`), which the browser
 * renders from index.html and never costs a render.
 */
type PageAddress = { render: string } | { redirect: string } | { shell: true };

/** The server-side render's entry (apps/web/src/entry-server.tsx, built into dist-ssr/). */
interface RenderEntry {
  pageAddress(url: string, api: Api): Promise<PageAddress>;
  renderPage(request: { url: string; locale: string; template: string; api: Api }): Promise<string | null>;
}

/** The render's API calls, answered in process. */
type Api = (url: string, init: RequestInit) => Promise<Response>;

/** A path of this site, nothing else: `//host` and `/\host` are other sites to a browser. */
const SAME_SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

/** A render slower than this is abandoned for the browser-rendered page. */
const RENDER_TIMEOUT_MS = 5_000;

/**
 * The web app on the API's port: the built files, and for every other browser path a page. Public
 * pages come rendered on the server (their HTML with content, kept in the public cache like the
 * public answers and emptied with them); the rest get index.html and render in the browser, as
 * does any page whose render fails. API and storage paths that match no route answer a JSON 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  opts: { webDist: string; serveWeb: boolean; publicCache: PublicCache; renderBudgetMs?: number },
) {
  const { webDist, serveWeb, publicCache } = opts;
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // Cache-Control comes from setHeaders alone; .br/.gz files are written at build time.
      cacheControl: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite puts content-hashed files under assets/: cache them for good; the rest revalidate.
        res.setHeader(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  const renderer = serveWeb ? pageRenderer(app, webDist, opts.renderBudgetMs) : null;

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const isPage =
      serveWeb &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api') &&
      !url.startsWith('/storage') &&
      !path.extname(url.split('?')[0]!);
    if (!isPage) return reply.status(404).send({ message: 'Not found.' });
    const address = renderer ? await renderer.addressOf(request) : null;
    if (address && 'redirect' in address) {
      // The page's one spelling: permanent, so browsers and crawlers ask for that one from now on.
      return reply.redirect(address.redirect, 301);
    }
    const key = address && 'render' in address ? address.render : null;
    // In the visitor's language (her `locale` cookie), kept once per address and language.
    const locale = requestLocale(request);
    if (
      renderer &&
      key &&
      (await publicCache.servePage(
        request,
        reply,
        () => renderer.render(request, key, locale),
        pageEntryKey(key, locale),
      ))
    ) {
      return reply;
    }
    // Browser paths get the app, which shows its own not-found screen.
    return reply.sendFile('index.html');
  });
}

/**
 * Renders a page on the server, or null; null also when the render is missing, fails, hangs or is
 * over the budget (lib/render-budget.ts: one at a time, a few waiting, so much CPU a second).
 */
function pageRenderer(app: FastifyInstance, webDist: string, renderBudgetMs: number | undefined) {
  const file = path.join(webDist, '..', 'dist-ssr', 'entry-server.js');
  if (!fs.existsSync(file)) return null;
  const template = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  // Loaded at the first page, not at start: the cold start stays short.
  let loading: Promise<RenderEntry> | undefined;
  const entry = () => (loading ??= import(pathToFileURL(file).href) as Promise<RenderEntry>);
  const budget = createRenderBudget({ loopMsPerSecond: renderBudgetMs });

  // The render's API calls, answered in process by the same routes (and cache) as the browser's.
  const api: Api = async (url, init) => {
    if ((init.method ?? 'GET') !== 'GET') throw new Error(`A server render may only read: ${init.method} ${url}`);
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    return new Response(res.statusCode === 204 ? null : res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? '') },
    });
  };

  return {
    /** What the request's path is (entry-server's `pageAddress`); null when that can't be told. */
    async addressOf(request: FastifyRequest): Promise<PageAddress | null> {
      let address: PageAddress;
      try {
        address = await (await entry()).pageAddress(request.url, api);
      } catch (err) {
        request.log.error({ err }, 'the server render could not be loaded: the browser renders pages');
        return null;
      }
      // Only ever to a path of this site, whatever the render says.
      if ('redirect' in address && !SAME_SITE_PATH.test(address.redirect)) return { shell: true };
      return address;
    },

    render(request: FastifyRequest, url: string, locale: string): Promise<string | null> {
      return budget.run(async () => {
        let timer: NodeJS.Timeout | undefined;
        try {
          const { renderPage } = await entry();
          const timeout = new Promise<null>((resolve) => {
            timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
          });
          return await Promise.race([renderPage({ url, locale, template, api }), timeout]);
        } catch (err) {
          request.log.error({ err, url, locale }, 'server render failed: the browser renders the page');
          return null;
        } finally {
          clearTimeout(timer);
        }
      });
    },
  };
}
