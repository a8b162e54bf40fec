import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newsFeeds } from '../src/db/schema';
import { RENDER_QUEUE } from '../src/lib/render-budget';
import { createTestApp } from '../testing/helpers';

// A stand-in build: index.html and a server render (dist-ssr/entry-server.js beside dist/) that
// shows the public news titles it reads from the API in process, as the real one does.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-ssr-'));
const webDist = path.join(root, 'dist');
fs.mkdirSync(webDist);
fs.mkdirSync(path.join(root, 'dist-ssr'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><head></head><body><div id="root"></div></body>');
fs.writeFileSync(
  path.join(root, 'dist-ssr', 'entry-server.js'),
  `export async function pageAddress(url, api) {
    const [path, query] = url.split('?');
    const rest = query === undefined ? '' : '?' + query;
    // Other spellings of /team go to it; two that a bad render could give point off the site.
    if (path === '/TEAM' || path === '/%74eam' || path === '/team/') return { redirect: '/team' + rest };
    if (path === '/elsewhere') return { redirect: '//evil.example/team' };
    if (path === '/elsewhere2') return { redirect: '/\\\\evil.example/team' };
    if (path === '/elsewhere3') return { redirect: 'https://evil.example/' };
    if (path.startsWith('/shell')) return { shell: true };
    // As the real one does: a page number in the news' range, or the browser renders it.
    const page = new URLSearchParams(query ?? '').get('page');
    if (page !== null) {
      if (!/^[1-9]\\d*$/.test(page)) return { shell: true };
      if (path === '/news-feed') {
        const news = await (await api('/api/news-feed?type=public&page=1', { method: 'GET' })).json();
        if (Number(page) > news.last_page) return { shell: true };
      }
    }
    return { render: page ? path + '?page=' + page : path };
  }
  export async function renderPage({ url, locale, template, api }) {
    globalThis.__ssrUrls = [...(globalThis.__ssrUrls ?? []), url];
    globalThis.__ssrLocales = [...(globalThis.__ssrLocales ?? []), locale];
    globalThis.__ssrRenders = (globalThis.__ssrRenders ?? 0) + 1;
    if (url.startsWith('/dashboard')) return null;
    if (url.startsWith('/boom')) throw new Error('the render broke');
    if (url.startsWith('/slow')) return new Promise(() => {});
    if (url.startsWith('/wait')) return new Promise((resolve) => setTimeout(() => resolve(template.replace('<div id="root">', '<div id="root">rendered')), 300));
    if (url.startsWith('/write')) await api('/api/news-feed', { method: 'POST' });
    const news = await (await api('/api/news-feed?type=public&page=1', { method: 'GET' })).json();
    const titles = news.data.map((n) => '<h2>' + n.subject + '</h2>').join('');
    const page = template.replace('<div id="root"></div>', '<div id="root">' + titles + '</div>');
    // As the real render does: the page's language on <html>, its words in it.
    return locale === 'en' ? page : page.replace('<head>', '<html lang="' + locale + '"><head>').replace('</div>', '<p>Habari</p></div>');
  }`,
);

const SHELL = '<!doctype html><head></head><body><div id="root"></div></body>';
// A whole second of renders a second: these tests are about what is rendered and kept; the budget
// has its own (render-flood.test.ts).
const t = await createTestApp({ webDist, renderBudgetMs: 1000 });
const { app } = t;
const renders = () => (globalThis as { __ssrRenders?: number }).__ssrRenders ?? 0;
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

let admin: Record<string, string>;
beforeAll(async () => {
  admin = await t.admin();
});
const post = async (subject: string, publish_date: string) =>
  expect(
    (
      await app.inject({
        method: 'POST',
        url: '/api/news-feed',
        headers: admin,
        payload: { subject, author: 'The team', body: '<p>Apply.</p>', publish_date },
      })
    ).statusCode,
  ).toBe(201);

// Every test starts from one news item, "Applications open", and no page kept in memory.
beforeEach(async () => {
  await t.db.delete(newsFeeds);
  app.publicCache.invalidate();
  await post('Applications open', '2026-03-01');
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('server-rendered public pages', () => {
  it('arrive as HTML with their content, rendered once and then served from memory', async () => {
    const before = renders();
    const first = await get('/news-feed');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.body).toContain('<div id="root"><h2>Applications open</h2></div>');
    const again = await get('/news-feed');
    expect(again.body).toBe(first.body);
    expect(renders()).toBe(before + 1);
    // A browser that has the page revalidates it for nothing.
    const revalidated = await get('/news-feed', { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
  });

  it('show an edit at once: a write empties the cache of pages too', async () => {
    expect((await get('/news-feed')).body).not.toContain('Demo day');
    const created = await app.inject({
      method: 'POST',
      url: '/api/news-feed',
      headers: admin,
      payload: { subject: 'Demo day', author: 'The team', body: '<p>Come.</p>', publish_date: '2026-03-02' },
    });
    expect(created.statusCode).toBe(201);
    expect((await get('/news-feed')).body).toContain('<h2>Demo day</h2>');
  });

  it('renders a burst of first visitors once', async () => {
    app.publicCache.invalidate();
    const before = renders();
    const pages = await Promise.all(Array.from({ length: 10 }, () => get('/')));
    expect(pages.every((p) => p.body.includes('<h2>Applications open</h2>'))).toBe(true);
    expect(renders()).toBe(before + 1);
  });

  it('leave signed-in screens, failed, hung and writing renders to the browser', async () => {
    await post('Demo day', '2026-03-02');
    for (const url of ['/dashboard', '/boom', '/write', '/slow']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe('<!doctype html><head></head><body><div id="root"></div></body>');
    }
    // Nothing was kept for them, and the refused write wrote nothing.
    const news = (await get('/api/news-feed?type=public&page=1')).json();
    expect(news.data).toHaveLength(2);
  }, 15_000);

  it('are kept under their URL without the parameters that change nothing', async () => {
    const before = renders();
    const plain = await get('/team?page=2');
    const tagged = await get('/team?utm_source=whatsapp&page=2&fbclid=abc');
    expect(tagged.body).toBe(plain.body);
    expect(renders()).toBe(before + 1);
    const urls = (globalThis as { __ssrUrls?: string[] }).__ssrUrls ?? [];
    expect(urls.at(-1)).toBe('/team?page=2');
    // A page parameter that isn't a number: the browser renders it.
    expect((await get('/team?page=x')).body).toBe('<!doctype html><head></head><body><div id="root"></div></body>');
    expect(renders()).toBe(before + 1);
  });

  it('render one page at a time, three waiting: beyond that, the browser-rendered page', async () => {
    const pages = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => get(`/wait?page=${n}`)));
    expect(pages.filter((p) => p.body.includes('<div id="root">rendered</div>'))).toHaveLength(1 + RENDER_QUEUE);
    expect(pages.filter((p) => p.body.includes('<div id="root"></div>'))).toHaveLength(6 - 1 - RENDER_QUEUE);
  });

  it('send other spellings of a page to its one address, and only ever to a path of this site', async () => {
    const before = renders();
    for (const url of ['/TEAM?page=2', '/%74eam?page=2', '/team/?page=2']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe('/team?page=2');
    }
    for (const url of ['/elsewhere', '/elsewhere2', '/elsewhere3']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.location, url).toBeUndefined();
      expect(res.body, url).toBe(SHELL);
    }
    expect(renders()).toBe(before);
  });

  it('give the browser-rendered page, without a render, for an address the page does not have', async () => {
    const before = renders();
    // One news item: one page of news. Past it, a page number spelled oddly, or a path the render refuses.
    for (const url of [
      '/news-feed?page=2',
      '/news-feed?page=999999',
      '/news-feed?page=01',
      '/news-feed?page=0',
      '/shell',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(SHELL);
    }
    expect(renders()).toBe(before);
    expect((await get('/news-feed?page=1')).body).toContain('<h2>Applications open</h2>');
    expect(renders()).toBe(before + 1);
  });

  it("come in the language of the visitor's cookie, kept once per address and language", async () => {
    const before = renders();
    const sw = await get('/news-feed', { cookie: 'theme=dark; locale=sw' });
    expect(sw.statusCode).toBe(200);
    expect(sw.body).toContain('<html lang="sw">');
    expect(sw.body).toContain('<p>Habari</p>');
    // A shared cache in between must keep the languages apart.
    expect(sw.headers.vary).toMatch(/\bcookie\b/i);
    const en = await get('/news-feed');
    expect(en.body).not.toContain('lang="sw"');
    expect(en.body).not.toContain('Habari');
    expect(en.body).toContain('<h2>Applications open</h2>');
    expect(en.headers.vary).toMatch(/\bcookie\b/i);
    expect(renders()).toBe(before + 2);
    // Each from memory now, the early hook's included, each in its own language.
    expect((await get('/news-feed', { cookie: 'locale=sw' })).body).toBe(sw.body);
    expect((await get('/news-feed', { cookie: 'locale=en' })).body).toBe(en.body);
    expect((await get('/news-feed')).body).toBe(en.body);
    expect(renders()).toBe(before + 2);
    // The English page's ETag does not revalidate the Swahili one.
    const other = await get('/news-feed', { cookie: 'locale=sw', 'if-none-match': String(en.headers.etag) });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(sw.body);
    // The JSON answers are the same for everyone: no Vary on the cookie.
    expect((await get('/api/news-feed?type=public&page=1')).headers.vary).not.toMatch(/cookie/i);
  });

  it('come in English for a cookie that names no language of ours', async () => {
    const en = await get('/news-feed');
    const before = renders();
    for (const cookie of ['locale=xx', 'locale=', 'locale=SW', 'locale=sw%00', 'mylocale=sw']) {
      const res = await get('/news-feed', { cookie });
      expect(res.body, cookie).toBe(en.body);
    }
    expect(renders()).toBe(before);
    const locales = (globalThis as { __ssrLocales?: string[] }).__ssrLocales ?? [];
    expect(locales.every((l) => l === 'en' || l === 'sw')).toBe(true);
  });

  it('empty every language at a write', async () => {
    await get('/news-feed', { cookie: 'locale=sw' });
    await get('/news-feed');
    await post('Demo day', '2026-03-02');
    const sw = await get('/news-feed', { cookie: 'locale=sw' });
    expect(sw.body).toContain('<h2>Demo day</h2>');
    expect(sw.body).toContain('lang="sw"');
    expect((await get('/news-feed')).body).toContain('<h2>Demo day</h2>');
  });

  it('keep JSON 404s for API paths', async () => {
    const res = await get('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.' });
  });
});
