import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PublicCache } from '../lib/public-cache';

/** The server-side render's entry (apps/web/src/entry-server.tsx, built into dist-ssr/). */
type RenderPage = (request: {
  url: string;
  template: string;
  api: (url: string, init: RequestInit) => Promise<Response>;
}) => Promise<string | null>;

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
  opts: { webDist: string; serveWeb: boolean; publicCache: PublicCache },
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

  const renderer = serveWeb ? pageRenderer(app, webDist) : null;

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const isPage =
      serveWeb &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api') &&
      !url.startsWith('/storage') &&
      !path.extname(url.split('?')[0]!);
    if (!isPage) return reply.status(404).send({ message: 'Not found.' });
    if (renderer && (await publicCache.servePage(request, reply, () => renderer(request)))) return reply;
    // Browser paths get the app, which shows its own not-found screen.
    return reply.sendFile('index.html');
  });
}

/** Renders a page on the server, or null; null also when the render is missing, fails or hangs. */
function pageRenderer(app: FastifyInstance, webDist: string) {
  const entry = path.join(webDist, '..', 'dist-ssr', 'entry-server.js');
  if (!fs.existsSync(entry)) return null;
  const template = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  // Loaded at the first page, not at start: the cold start stays short.
  let loading: Promise<RenderPage> | undefined;

  // The render's API calls, answered in process by the same routes (and cache) as the browser's.
  const api = async (url: string, init: RequestInit) => {
    if ((init.method ?? 'GET') !== 'GET') throw new Error(`A server render may only read: ${init.method} ${url}`);
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    return new Response(res.statusCode === 204 ? null : res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? '') },
    });
  };

  return async (request: FastifyRequest): Promise<string | null> => {
    try {
      loading ??= import(pathToFileURL(entry).href).then((m: { renderPage: RenderPage }) => m.renderPage);
      const renderPage = await loading;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
      });
      const html = await Promise.race([renderPage({ url: request.url, template, api }), timeout]);
      clearTimeout(timer);
      return html;
    } catch (err) {
      request.log.error({ err, url: request.url }, 'server render failed: the browser renders the page');
      return null;
    }
  };
}
