import { lastPage } from '@portal/contract/paging';
import { matchRoutes, type Params } from 'react-router';
import { fetchPublicNewsFeed } from '../features/news-feed/api/public-news-feed';
import { fetchCohortCompetitors } from '../features/past-cohorts/api/public-competitors';
import { isApiError } from '../lib/http';
import type { ShellHandle } from './layouts';
import { routes } from './router';

/**
 * What the server does with a browser path (docs/performance.md, "Public pages as HTML"):
 * - `render`: a server-rendered page, kept under this one spelling of it (the route's path, the
 *   parameters the page reads, in range);
 * - `redirect`: another spelling of such a page (case, percent-encoding, extra slashes), sent there;
 * - `shell`: anything else (a signed-in screen, an unknown path, a page number past the last or
 *   spelled oddly): index.html, which the browser renders, and which never costs a render.
 * So the pages rendered are as many as the content has, whatever URLs are asked for.
 */
export type PageAddress = { render: string } | { redirect: string } | { shell: true };

const SHELL: PageAddress = { shell: true };

/** A page number as the pager writes it: no sign, no leading zero, within the int4 ids' digits. */
const PAGE_NUMBER = /^[1-9]\d{0,8}$/;

/**
 * The server-rendered pages that read `?page=` (by route pattern): their last page for the path's
 * parameters, or null when there is no such list. Each asks the API for page 1 as the page itself
 * does, so the answer is the one the render then reads (and the public cache keeps).
 */
const PAGED: Record<string, (params: Params) => Promise<{ last: number; canonical?: string } | null>> = {
  'news-feed': async () => {
    const news = await fetchPublicNewsFeed({ page: 1 });
    return { last: lastPage(news.total, news.per_page) };
  },
  'past-cohorts/:slug': async ({ slug = '' }) => {
    try {
      const cohort = await fetchCohortCompetitors(slug, 1);
      return {
        last: lastPage(cohort.total, cohort.per_page),
        canonical: `/past-cohorts/${encodeURIComponent(cohort.past_cohort.slug)}`,
      };
    } catch (err) {
      if (isApiError(err) && err.status === 404) return null;
      throw err;
    }
  },
};

/** What `url` (path and query, as the request had it) is; the API answers through `http`'s transport. */
export async function pageAddress(url: string): Promise<PageAddress> {
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  const search = at < 0 ? '' : url.slice(at);
  const matches = matchRoutes(routes, path);
  const leaf = matches?.at(-1);
  if (!matches || !leaf || !(leaf.route.handle as ShellHandle | undefined)?.prerender) return SHELL;

  // The route's own spelling, its parameters encoded one way.
  const pattern = matches
    .map((m) => m.route.path)
    .filter(Boolean)
    .join('/');
  let canonical = `/${pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? encodeURIComponent(leaf.params[segment.slice(1)] ?? '') : segment))
    .join('/')}`;

  const query = new URLSearchParams(search);
  const pages = query.getAll('page');
  const paged = PAGED[pattern];
  let page = 1;
  if (paged && pages.length > 0) {
    if (pages.length > 1 || !PAGE_NUMBER.test(pages[0]!)) return SHELL;
    page = Number(pages[0]);
  }
  if (paged) {
    const list = await paged(leaf.params);
    if (!list || page > list.last) return SHELL;
    canonical = list.canonical ?? canonical;
  }
  if (canonical !== path) return { redirect: canonical + search };
  // `item` (the news dialog to open) and others (a share's `fbclid`) change nothing the server renders.
  return { render: page > 1 ? `${canonical}?page=${page}` : canonical };
}
