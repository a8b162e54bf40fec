// The server-side render of the public pages (docs/performance.md, "Public pages as HTML"). Built
// by `vite build --ssr` into dist-ssr/entry-server.js; the API imports it and calls `renderPage`.
import './zod-config';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@portal/contract/locale';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactElement, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { documentTitle } from './app/document-title';
import type { ShellHandle } from './app/layouts';
import { pageAddress as addressOf, type PageAddress } from './app/page-address';
import { createQueryClient, Providers } from './app/providers';
import { routes } from './app/router';
import { setTransport } from './lib/http';
import { i18n } from './lib/i18n/i18n';
import sw from './lib/i18n/sw.json';
import { SERVER_DATA_ID, type ServerRenderedData, scriptJson } from './lib/server-rendered';

// Every catalogue is in the store from the start on the server (the browser loads Swahili when
// needed). The clones each render makes share this store and read it only.
i18n.addResourceBundle('sw', 'translation', sw, true, true);

export interface RenderRequest {
  /** Path and query of the page, as `pageAddress` gives it. */
  url: string;
  /** The visitor's language (her `locale` cookie); anything but one of the contract's is English. */
  locale?: string;
  /** The client build's index.html. */
  template: string;
  /** Answers an API call (a relative `/api/...` URL) as fetch would. */
  api: (url: string, init: RequestInit) => Promise<Response>;
}

/**
 * What the server does with a browser path: render it (under its one spelling), redirect it to
 * that spelling, or leave it to the browser (app/page-address.ts). Asks the API through `api`.
 */
export async function pageAddress(url: string, api: RenderRequest['api']): Promise<PageAddress> {
  setTransport(api);
  return addressOf(url);
}

/** Renders that found new queries to run before the page is complete (each pass runs them all). */
const MAX_PASSES = 3;

const { query: matchRequest, dataRoutes } = createStaticHandler(routes);

/**
 * The page's HTML, or null when the browser should render it (a signed-in screen, an unknown
 * path, or an answer the page needs failed: an error must not be kept as the page's HTML).
 */
export async function renderPage({ url, locale: asked, template, api }: RenderRequest): Promise<string | null> {
  setTransport(api);
  const context = await matchRequest(new Request(new URL(url, 'http://server.invalid')));
  if (context instanceof Response || context.statusCode !== 200) return null;
  const leaf = context.matches.at(-1)?.route.handle as ShellHandle | undefined;
  if (!leaf?.prerender) return null;

  const locale: Locale = isLocale(asked) ? asked : DEFAULT_LOCALE;
  // An instance of this render's own, in its language: renders run concurrently (one may wait for
  // data while another starts), and a shared instance's language would change under the other.
  const i18nInstance = i18n.cloneInstance({ lng: locale });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  // The screens ask for their data with useQuery, which doesn't fetch on the server: render (which
  // also loads the lazy components' code), run the queries the render asked for, and again until
  // nothing new is asked.
  for (let pass = 1; ; pass++) {
    await prerender(app(queryClient, i18nInstance, context, createCache({ key: 'css' })));
    const waiting = queryClient.getQueryCache().getAll().filter(isWaiting);
    if (waiting.length === 0) break;
    if (pass === MAX_PASSES) return null;
    await Promise.all(waiting.map((q) => q.fetch().catch(() => undefined)));
  }
  if (
    queryClient
      .getQueryCache()
      .getAll()
      .some((q) => q.state.status === 'error')
  )
    return null;
  // Everything is loaded now, so one synchronous render gives the whole page. (The prerender's own
  // output completes its Suspense boundaries with inline scripts, which the CSP refuses.)
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const html = renderToString(app(queryClient, i18nInstance, context, cache));
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  const title = documentTitle(
    context.matches.map((m) => m.route.handle),
    (key) => i18nInstance.t(key),
  );
  return page(withTitle(withLang(template, locale), title), html, styles, {
    queries: dehydrate(queryClient),
    locale,
  });
}

type StaticContext = Exclude<Awaited<ReturnType<typeof matchRequest>>, Response>;

function app(queryClient: QueryClient, i18nInstance: I18n, context: StaticContext, cache: EmotionCache) {
  return (
    <StrictMode>
      <CacheProvider value={cache}>
        <Providers queryClient={queryClient} i18n={i18nInstance}>
          <StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} hydrate={false} />
        </Providers>
      </CacheProvider>
    </StrictMode>
  );
}

/** Renders to the end, waiting for lazy code; the output is dropped. */
async function prerender(element: ReactElement) {
  const { prelude } = await prerenderToNodeStream(element);
  for await (const _ of prelude) {
    // drained
  }
}

/** A query a component asked for that has no answer yet and would fetch in the browser. */
function isWaiting(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const enabled = (query.options as { enabled?: unknown }).enabled;
  if (typeof enabled === 'function') return enabled(query) !== false;
  return enabled !== false;
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The template with `marker` (its first match, every one for a /g pattern) replaced by `text`, as it is. (A replacement *string*
 * would read `$&`, `` $` ``, `$'`, `$1` in the text, which is content: a news subject holding `` $` ``
 * would copy the whole document into itself. A replacer function's answer is never interpreted.)
 */
const fill = (template: string, marker: string | RegExp, text: string): string => template.replace(marker, () => text);

/**
 * The page: the render and its critical CSS in the template, the data after it, and the app's
 * scripts moved behind public/start-app.js, which fetches them after the first paint.
 */
function page(template: string, html: string, styles: string, data: ServerRenderedData): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  let head = template;
  if (entry) {
    head = fill(
      fill(fill(template, ENTRY_SCRIPT, ''), MODULE_PRELOAD, ''),
      '</head>',
      `<script src="/start-app.js" defer data-entry="${entry}" data-preload="${preloads.join(' ')}"></script></head>`,
    );
  }
  return fill(
    fill(head, '</head>', `${styles}</head>`),
    '<div id="root"></div>',
    `<div id="root">${html}</div><script type="application/json" id="${SERVER_DATA_ID}">${scriptJson(data)}</script>`,
  );
}

/** The template with the page's language on `<html>`. */
function withLang(template: string, locale: Locale): string {
  return fill(template, /<html lang="[^"]*"/, `<html lang="${locale}"`);
}

/** The template with the page's own title (escaped: route titles are ours, but the rule is cheap). */
function withTitle(template: string, title: string): string {
  const text = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return fill(template, /<title>[^<]*<\/title>/, `<title>${text}</title>`);
}
