import { MSG } from '@portal/contract/messages';
import type { PublicCompetitor } from '@portal/contract/past-cohorts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLocale } from '../../lib/i18n/locale';
import { useWideScreen } from '../../testing/media';
import { type AnswerTo, calls, mockApi, renderRoutes } from '../../testing/test-utils';
import TopContestantsScreen from './TopContestantsScreen';

const contestant = (over: Partial<PublicCompetitor> = {}): PublicCompetitor => ({
  id: 1,
  past_cohort_id: 8,
  name: 'AgriPulse Analytics',
  description: '<p>Planting alerts by <strong>SMS</strong>.</p>',
  link: 'https://agripulse.example',
  image: null,
  image_url: null,
  thumb_url: null,
  rank: 1,
  website_url: null,
  x_url: null,
  linkedin_url: null,
  facebook_url: null,
  youtube_url: null,
  instagram_url: null,
  tiktok_url: null,
  ...over,
});

const cohort = { id: 8, name: 'Cohort 8', slug: 'cohort-8-top-15' };

/** The active programme: its dates place the timeline (deadline 16 June 2027). */
const program = {
  id: 3,
  name: 'Cohort 8',
  application_deadline: '2027-06-16',
  start_date: '2027-07-07',
  end_date: '2028-01-03',
  active: 1,
  created_at: '2027-04-01T08:00:00.000Z',
  updated_at: '2027-04-01T08:00:00.000Z',
};

function setup(answer: () => AnswerTo<'GET /api/competitor'>) {
  const api = mockApi({
    'GET /api/competitor': answer,
    'GET /api/program': () => ({ body: { program, application: 1 } }),
  });
  renderRoutes([{ path: '/cohort-8-top', element: <TopContestantsScreen /> }], '/cohort-8-top');
  return api;
}

const banner = () => within(screen.getByTestId('page-banner')).getByRole('heading', { level: 1 });

beforeEach(() => {
  localStorage.clear();
  useWideScreen();
});
afterEach(() => vi.unstubAllGlobals());

describe('TopContestantsScreen', () => {
  it("reads 'Top 15' and shows skeleton cards while loading", async () => {
    setup(() => new Promise(() => {}) as never);
    expect(banner()).toHaveTextContent('Top 15');
    expect(screen.getAllByTestId('contestant-skeleton')).toHaveLength(3);
  });

  it("shows 'Contestant Announcement Pending' while the focus cohort has no contestants, then the timeline", async () => {
    const api = setup(() => ({ body: { past_cohort: cohort, data: [] } }));
    expect(await screen.findByText(MSG.contestantsPending, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(banner()).toHaveTextContent('Top 15');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    const [[input]] = calls(api, 'GET /api/competitor') as [[string]];
    expect(new URL(String(input), 'http://localhost').searchParams.get('type')).toBe('current');

    // The active programme's timeline, on its dates.
    const timeline = await screen.findByRole('region', { name: 'Cohort 8 timeline' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps).toHaveLength(9);
    await within(timeline).findByText('Until 16 June 2027');
    expect(steps[0]).toHaveTextContent('Call for applications');
    expect(steps[2]).toHaveTextContent('July 2027');
    expect(steps[3]).toHaveTextContent('August 2027Top 15 announced');
    expect(steps[4]).toHaveTextContent('August to October 2027');
    expect(steps[7]).toHaveTextContent('January 2028Demo day and the Top 7 award');
    expect(steps[8]).toHaveTextContent('January to July 2028Post-incubation support');
    expect(timeline).not.toHaveTextContent('2025');
  });

  it('shows no focus cohort as pending too', async () => {
    setup(() => ({ body: { past_cohort: null, data: [] } }));
    expect(await screen.findByText(MSG.contestantsPending, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it("reads 'Top N' and lists the contestants in the server's order with rank, link, description and icons", async () => {
    setup(() => ({
      body: {
        past_cohort: cohort,
        data: [
          contestant({ x_url: 'https://x.com/agripulse', thumb_url: '/storage/competitor_pics/thumb_a.webp' }),
          contestant({
            id: 2,
            name: 'Malipo Mama',
            rank: 2,
            link: null,
            linkedin_url: 'https://linkedin.com/company/m',
          }),
          contestant({ id: 3, name: 'Afya Pulse', rank: null, link: 'javascript:alert(1)' }),
        ],
      },
    }));
    const cards = await screen.findAllByRole('article', {}, { timeout: 5000 });
    expect(banner()).toHaveTextContent('Top 3');
    const names = cards.map((c) =>
      within(c).getByRole('heading', { level: 2 }).textContent?.replace('(opens in a new tab)', ''),
    );
    expect(names).toEqual(['AgriPulse Analytics', 'Malipo Mama', 'Afya Pulse']);
    expect(within(cards[0]!).getByRole('img', { name: 'Rank 1' })).toBeInTheDocument();
    expect(within(cards[2]!).getByRole('img', { name: 'Rank 3' })).toBeInTheDocument();

    // The name links out when there is a (safe) link.
    expect(
      within(cards[0]!).getByRole('link', { name: /^AgriPulse Analytics \(opens in a new tab\)$/ }),
    ).toHaveAttribute('href', 'https://agripulse.example/');
    expect(
      within(cards[1]!).queryByRole('link', { name: /^Malipo Mama( \(opens in a new tab\))?$/ }),
    ).not.toBeInTheDocument();
    expect(within(cards[2]!).queryByRole('link')).not.toBeInTheDocument();

    // Rich description, picture or initial, and only the social links that exist.
    expect(within(cards[0]!).getByText('SMS').tagName).toBe('STRONG');
    expect(within(cards[0]!).getByRole('img', { name: 'AgriPulse Analytics logo' })).toHaveAttribute(
      'src',
      '/storage/competitor_pics/thumb_a.webp',
    );
    expect(within(cards[1]!).getByRole('img', { name: 'Malipo Mama (no picture)' })).toHaveTextContent('M');
    expect(within(cards[0]!).getByRole('link', { name: 'AgriPulse Analytics on X' })).toBeInTheDocument();
    expect(within(cards[0]!).queryByRole('link', { name: /on LinkedIn/ })).not.toBeInTheDocument();
    expect(within(cards[1]!).getByRole('link', { name: 'Malipo Mama on LinkedIn' })).toBeInTheDocument();

    expect(screen.queryByText(MSG.contestantsPending)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cohort 8 timeline' })).toBeInTheDocument();
  });

  it('offers Retry when the list cannot be loaded', async () => {
    let fail = true;
    setup(() =>
      fail ? { status: 500, body: { message: 'boom' } } : { body: { past_cohort: cohort, data: [contestant()] } },
    );
    const user = userEvent.setup();
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: /AgriPulse Analytics/ })).toBeInTheDocument();
    expect(banner()).toHaveTextContent('Top 1');
  });
});

describe('TopContestantsScreen in Swahili', () => {
  beforeEach(() => applyLocale('sw'));
  afterEach(() => applyLocale('en'));

  it('says the banner, the pending state and the timeline in Swahili', async () => {
    setup(() => ({ body: { past_cohort: cohort, data: [] } }));
    expect(await screen.findByText('Tangazo la washiriki linasubiriwa', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(banner()).toHaveTextContent('15 Bora');
    const timeline = await screen.findByRole('region', { name: 'Ratiba ya Cohort 8' });
    await within(timeline).findByText('Hadi 16 Juni 2027');
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent('Nafasi ya kutuma maombi');
    expect(steps[4]).toHaveTextContent('Agosti hadi Oktoba 2027');
  });

  it('ranks the contestants in Swahili and keeps their descriptions lang="en"', async () => {
    setup(() => ({ body: { past_cohort: cohort, data: [contestant()] } }));
    const card = await screen.findByRole('article', { name: /AgriPulse Analytics/ }, { timeout: 5000 });
    expect(within(card).getByRole('img', { name: 'Nafasi ya 1' })).toBeInTheDocument();
    expect(card.querySelector('.rich-text')).toHaveAttribute('lang', 'en');
    expect(banner()).toHaveTextContent('1 Bora');
  });
});
