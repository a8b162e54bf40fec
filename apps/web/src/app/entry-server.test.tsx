// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderPage } from '../entry-server';
import en from '../lib/i18n/en.json';
import sw from '../lib/i18n/sw.json';
import { newsItem } from '../testing/fixtures/news';
import { programme } from '../testing/fixtures/programme';

// The server's render of a public page in the visitor's language (docs/decisions.md, Languages).
const template =
  '<!doctype html><html lang="en"><head><title>x</title></head><body><div id="root"></div></body></html>';

/** The API as the render sees it: the programme, and empty lists; each answer a little late. */
const api = async (url: string): Promise<Response> => {
  await new Promise((resolve) => setTimeout(resolve, 5));
  const body = url.startsWith('/api/program') ? programme(1) : { data: [], meta: { total: 0 } };
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
};

const render = (url: string, locale?: string) => renderPage({ url, locale, template, api });

describe('renderPage in the visitor’s language', () => {
  it('renders concurrent pages each in its own language, with <html lang> and the language in the data', async () => {
    const pages = await Promise.all([render('/faqs', 'sw'), render('/faqs', 'en'), render('/faqs', 'sw')]);
    const [swPage, enPage, swAgain] = pages.map((p) => p ?? '');
    expect(swPage).toContain('<html lang="sw">');
    expect(swPage).toContain(sw.language.switchTo);
    expect(swPage).not.toContain(en.language.switchTo);
    expect(swPage).toContain('"locale":"sw"');
    expect(enPage).toContain('<html lang="en">');
    expect(enPage).toContain(en.language.switchTo);
    expect(enPage).not.toContain(sw.language.switchTo);
    expect(enPage).toContain('"locale":"en"');
    expect(swAgain).toContain('<html lang="sw">');
    expect(swAgain).not.toContain(en.language.switchTo);
    // The tab's title too.
    expect(swPage).toContain(`<title>${sw.nav.faqs} · `);
    expect(enPage).toContain(`<title>${en.nav.faqs} · `);
  }, 60_000);

  it('renders English for a language that is not ours', async () => {
    const page = (await render('/faqs', 'xx')) ?? '';
    expect(page).toContain('<html lang="en">');
    expect(page).toContain(en.language.switchTo);
  }, 60_000);
});

/** Every special pattern of String.prototype.replace's replacement string, and a lone `$`. */
const DOLLARS = "Fees $` $' $& $$ $1 $<name> $0 $";

/** The API with content that holds every `$` pattern: a news item, a team member, a past cohort. */
const dollarApi = async (url: string): Promise<Response> => {
  const path = url.split('?')[0];
  const paged = (data: unknown[]) => ({ data, current_page: 1, per_page: 12, total: data.length, last_page: 1 });
  const body =
    path === '/api/program'
      ? programme(1)
      : path === '/api/news-feed'
        ? paged([newsItem(1, { subject: DOLLARS, author: DOLLARS })])
        : path === '/api/team'
          ? paged([
              {
                id: 1,
                name: DOLLARS,
                bio: '<p>Bio.</p>',
                image: null,
                created_at: '2026-02-01T08:00:00.000Z',
                team_member_roles: [],
              },
            ])
          : path === '/api/competitor'
            ? { ...paged([]), past_cohort: { id: 1, name: DOLLARS, slug: 'cohort-7' } }
            : { data: [], meta: { total: 0 } };
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
};

describe('renderPage with content that holds `$`', () => {
  it.each(['/news-feed', '/team', '/past-cohorts/cohort-7'])(
    '%s holds one document, and its embedded data gives the text back as it was',
    async (url) => {
      const page = (await renderPage({ url, template, api: dollarApi })) ?? '';
      expect(page).not.toBe('');
      expect(page.match(/<html/g)).toHaveLength(1);
      expect(page.match(/<\/html>/g)).toHaveLength(1);
      expect(page.match(/<div id="root">/g)).toHaveLength(1);
      const json = /<script type="application\/json" id="server-data">([^<]*)<\/script>/.exec(page)?.[1];
      const data = JSON.parse(json ?? '') as { queries: { queries: { state: { data: unknown } }[] } };
      const texts = JSON.stringify(data.queries.queries.map((q) => q.state.data));
      expect(texts).toContain(JSON.stringify(DOLLARS));
    },
    60_000,
  );
});
