// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { setTransport } from '../lib/http';
import { pageAddress } from './page-address';

/** The API as the server's render sees it: 30 news (3 pages of 12), one past cohort of 13 ventures (2 pages). */
let asked: string[] = [];
const api = async (url: string): Promise<Response> => {
  asked.push(url);
  const { pathname, searchParams } = new URL(url, 'http://server.invalid');
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  if (pathname === '/api/news-feed') return json({ data: [], current_page: 1, per_page: 12, total: 30, last_page: 3 });
  if (pathname === '/api/competitor') {
    if (searchParams.get('pastCohort')?.toLowerCase() !== 'cohort-7')
      return json({ message: 'This cohort could not be found.' }, 404);
    const past_cohort = { id: 7, name: 'Cohort 7', slug: 'cohort-7' };
    return json({ past_cohort, data: [], current_page: 1, per_page: 12, total: 13, last_page: 2 });
  }
  return json({ message: 'Not found.' }, 404);
};

beforeEach(() => {
  asked = [];
  setTransport(api);
});

describe('pageAddress: one spelling per server-rendered page', () => {
  it('renders a public page under its route’s spelling, without the parameters it does not read', async () => {
    expect(await pageAddress('/')).toEqual({ render: '/' });
    expect(await pageAddress('/team')).toEqual({ render: '/team' });
    expect(await pageAddress('/FAQs')).toEqual({ render: '/FAQs' });
    expect(await pageAddress('/team?utm_source=whatsapp&fbclid=abc&page=2')).toEqual({ render: '/team' });
    // The news dialog's `item` opens in the browser: the server's page is the same.
    expect(await pageAddress('/news-feed?item=14&page=2')).toEqual({ render: '/news-feed?page=2' });
    expect(await pageAddress('/news-feed?page=1')).toEqual({ render: '/news-feed' });
    expect(await pageAddress('/past-cohorts/cohort-7?page=2')).toEqual({ render: '/past-cohorts/cohort-7?page=2' });
  });

  it('sends other spellings (case, encoding, slashes) to that one, keeping the query', async () => {
    for (const url of ['/TEAM', '/%74eam', '/team/', '/team//', '/Team/']) {
      expect(await pageAddress(url), url).toEqual({ redirect: '/team' });
    }
    expect(await pageAddress('/TEAM?utm_source=x')).toEqual({ redirect: '/team?utm_source=x' });
    expect(await pageAddress('/faqs')).toEqual({ redirect: '/FAQs' });
    expect(await pageAddress('//')).toEqual({ redirect: '/' });
    expect(await pageAddress('/NEWS-FEED?page=2')).toEqual({ redirect: '/news-feed?page=2' });
    // The cohort's own slug, as the API has it.
    expect(await pageAddress('/past-cohorts/Cohort-7')).toEqual({ redirect: '/past-cohorts/cohort-7' });
    expect(await pageAddress('/past-cohorts/cohort%2D7')).toEqual({ redirect: '/past-cohorts/cohort-7' });
  });

  it('redirects only ever to a path of this site', async () => {
    for (const url of [
      '//evil.example/team',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      '/%5Cevil.example',
      '/..//evil',
    ]) {
      const address = await pageAddress(url);
      if ('redirect' in address) expect(address.redirect, url).toMatch(/^\/(?![/\\])/);
      else expect(address, url).toEqual({ shell: true });
    }
  });

  it('leaves to the browser a page number the list does not have, or spelled otherwise', async () => {
    for (const url of [
      '/news-feed?page=4',
      '/news-feed?page=999999',
      '/news-feed?page=000001',
      '/news-feed?page=02',
      '/news-feed?page=0',
      '/news-feed?page=-1',
      '/news-feed?page=1.0',
      '/news-feed?page=abc',
      '/news-feed?page=',
      '/news-feed?page=1&page=2',
      '/past-cohorts/cohort-7?page=3',
      '/past-cohorts/no-such-cohort',
      '/past-cohorts/no-such-cohort?page=2',
    ]) {
      expect(await pageAddress(url), url).toEqual({ shell: true });
    }
  });

  it('leaves signed-in screens, links with tokens and unknown paths to the browser, asking the API nothing', async () => {
    for (const url of ['/dashboard', '/programs?page=2', '/reset-password/abc', '/no/such/page', '/team/x']) {
      expect(await pageAddress(url), url).toEqual({ shell: true });
    }
    expect(asked).toEqual([]);
  });

  it('asks the API for the first page the page itself reads, whatever page was asked for', async () => {
    await pageAddress('/news-feed?page=3');
    await pageAddress('/news-feed?page=77');
    expect(new Set(asked)).toEqual(new Set(['/api/news-feed?type=public&page=1']));
  });
});
