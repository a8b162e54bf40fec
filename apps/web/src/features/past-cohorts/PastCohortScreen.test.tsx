import { MSG } from '@portal/contract/messages';
import type { PublicCompetitor } from '@portal/contract/past-cohorts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLocale } from '../../lib/i18n/locale';
import { useWideScreen } from '../../testing/media';
import { type AnswerTo, mockApi, renderRoutes } from '../../testing/test-utils';
import PastCohortScreen from './PastCohortScreen';

const venture = (id: number, over: Partial<PublicCompetitor> = {}): PublicCompetitor => ({
  id,
  past_cohort_id: 3,
  name: `Venture ${id}`,
  description: `<p>What venture ${id} <em>does</em>.</p>`,
  link: null,
  image: null,
  image_url: null,
  thumb_url: null,
  rank: null,
  website_url: null,
  x_url: null,
  linkedin_url: null,
  facebook_url: null,
  youtube_url: null,
  instagram_url: null,
  tiktok_url: null,
  ...over,
});

const cohort = { id: 3, name: 'Cohort 3', slug: 'cohort-3' };

function setup(answer: (url: URL) => AnswerTo<'GET /api/competitor'>, path = '/past-cohorts/cohort-3') {
  const api = mockApi({ 'GET /api/competitor': ({ url }) => answer(url) });
  renderRoutes([{ path: '/past-cohorts/:slug', element: <PastCohortScreen /> }], path);
  return api;
}

beforeEach(() => {
  localStorage.clear();
  useWideScreen();
});
afterEach(() => vi.unstubAllGlobals());

describe('PastCohortScreen', () => {
  it('shows skeleton cards while loading', () => {
    setup(() => new Promise(() => {}) as never);
    expect(screen.getAllByTestId('competitor-skeleton')).toHaveLength(6);
  });

  it("shows the cohort's name and its ventures' cards: picture or initial, link, plain description, present icons", async () => {
    const api = setup(() => ({
      body: {
        past_cohort: cohort,
        data: [
          venture(1, {
            name: 'Kilimo Drone',
            link: 'https://kilimodrone.example',
            thumb_url: '/storage/competitor_pics/thumb_k.webp',
            facebook_url: 'https://facebook.com/kd',
            youtube_url: 'https://youtube.com/@kd',
            tiktok_url: 'https://tiktok.com/@kd',
          }),
          venture(2, { name: 'Tiba Box' }),
        ],
        current_page: 1,
        per_page: 10,
        total: 2,
        last_page: 1,
      },
    }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cohort 3' }, { timeout: 5000 })).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('article');
    const q = new URL(String(api.mock.calls[0]![0]), 'http://localhost').searchParams;
    expect([q.get('type'), q.get('pastCohort'), q.get('page')]).toEqual(['public', 'cohort-3', '1']);

    expect(within(first!).getByRole('heading', { name: 'Kilimo Drone' })).toBeInTheDocument();
    expect(within(first!).getByRole('img', { name: 'Kilimo Drone logo' })).toHaveAttribute(
      'src',
      '/storage/competitor_pics/thumb_k.webp',
    );
    expect(within(first!).getByRole('link', { name: /Visit Kilimo Drone/ })).toHaveAttribute(
      'href',
      'https://kilimodrone.example/',
    );
    expect(within(first!).getByText('What venture 1 does.')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Kilimo Drone on Facebook' })).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Kilimo Drone on YouTube' })).toBeInTheDocument();
    // TikTok is not among the icons of these cards (spec 1 §2.13).
    expect(within(first!).queryByRole('link', { name: /TikTok/ })).not.toBeInTheDocument();

    expect(within(second!).getByRole('img', { name: 'Tiba Box (no picture)' })).toHaveTextContent('T');
    expect(within(second!).queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByTestId('competitors-total')).toHaveTextContent('Total: 2');
  });

  it('pages through the ventures', async () => {
    const api = setup((url) => {
      const page = Number(url.searchParams.get('page'));
      const ids = page === 1 ? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] : [11, 12];
      return {
        body: {
          past_cohort: cohort,
          data: ids.map((id) => venture(id)),
          current_page: page,
          per_page: 10,
          total: 12,
          last_page: 2,
        },
      };
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Venture 1' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('competitors-total')).toHaveTextContent('Total: 12');
    await user.click(screen.getByRole('button', { name: /page 2/i }));
    expect(await screen.findByRole('heading', { name: 'Venture 12' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Venture 1' })).not.toBeInTheDocument());
    expect(api).toHaveBeenCalledTimes(2);
  });

  it('says so clearly for an unknown cohort', async () => {
    setup(() => ({ status: 404, body: { message: MSG.cohortNotFound } }), '/past-cohorts/cohort-99');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cohort not found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(MSG.cohortNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('has a friendly empty state', async () => {
    setup(() => ({
      body: { past_cohort: cohort, data: [], current_page: 1, per_page: 10, total: 0, last_page: 1 },
    }));
    expect(await screen.findByText('No ventures to show yet', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('PastCohortScreen in Swahili', () => {
  beforeEach(() => applyLocale('sw'));
  afterEach(() => applyLocale('en'));

  it('says the page in Swahili and keeps the cohort\'s name and the descriptions lang="en"', async () => {
    setup(() => ({
      body: {
        past_cohort: cohort,
        data: [venture(1, { name: 'Kilimo Drone', link: 'https://kilimodrone.example' }), venture(2)],
        current_page: 1,
        per_page: 10,
        total: 2,
        last_page: 1,
      },
    }));
    const title = await screen.findByRole('heading', { level: 1, name: 'Cohort 3' }, { timeout: 5000 });
    expect(title.querySelector('[lang="en"]')).toHaveTextContent('Cohort 3');
    expect(screen.getByText('Biashara zinazoongozwa na wanawake za Cohort 3 ya mpango huu.')).toBeInTheDocument();
    const [first] = screen.getAllByRole('article');
    expect(within(first!).getByRole('link', { name: /Tembelea Kilimo Drone/ })).toBeInTheDocument();
    expect(within(first!).getByText('What venture 1 does.')).toHaveAttribute('lang', 'en');
    expect(screen.getByTestId('competitors-total')).toHaveTextContent('Jumla: 2');
    expect(screen.getByRole('navigation', { name: 'Kurasa za biashara' })).toBeInTheDocument();
  });

  it('says in Swahili that a cohort is not found', async () => {
    setup(() => ({ status: 404, body: { message: MSG.cohortNotFound } }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kundi halipatikani' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Kundi hili halikupatikana.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mwanzo' })).toHaveAttribute('href', '/');
  });
});
