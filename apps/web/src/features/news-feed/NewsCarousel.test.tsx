import { NEWS_CAROUSEL_ITEMS } from '@portal/contract/news-feed';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLocale } from '../../lib/i18n/locale';
import { newsItem } from '../../testing/fixtures/news';
import { useWideScreen } from '../../testing/media';
import { calls, mockApi, renderRoutes } from '../../testing/test-utils';
import { NewsCarousel } from './NewsCarousel';
import { splitIntoSlides } from './news-slides';

// The first render (session, MUI, the query) can take a while on a busy machine.

describe('splitIntoSlides', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  it('splits into at most 3 slides, as full as possible, in order', () => {
    expect(splitIntoSlides(ids(9))).toEqual([
      [1, 2, 3],
      [4, 5, 6],
      [7, 8, 9],
    ]);
    expect(splitIntoSlides(ids(7))).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(splitIntoSlides(ids(4))).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(splitIntoSlides(ids(2))).toEqual([[1], [2]]);
    expect(splitIntoSlides(ids(1))).toEqual([[1]]);
    expect(splitIntoSlides([])).toEqual([]);
    expect(splitIntoSlides(ids(12))).toHaveLength(3);
  });
});

function setup(count: number) {
  const items = Array.from({ length: count }, (_, i) => newsItem(count - i));
  const api = mockApi({
    'GET /api/news-feed': () => ({
      body: { data: items, current_page: 1, per_page: NEWS_CAROUSEL_ITEMS, total: count, last_page: 1 },
    }),
  });
  const user = userEvent.setup();
  renderRoutes([{ path: '/', element: <NewsCarousel /> }], '/');
  return { api, user };
}

const shownSubjects = () =>
  within(screen.getByTestId('news-slide'))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

beforeEach(() => {
  localStorage.clear();
  useWideScreen();
});
afterEach(() => vi.unstubAllGlobals());

describe('NewsCarousel', () => {
  it('asks for the newest public items and shows them in 3 slides of 3', async () => {
    const { api, user } = setup(9);
    expect(await screen.findByRole('heading', { level: 2, name: 'News' })).toBeInTheDocument();
    const [[url]] = calls(api, 'GET /api/news-feed') as [[string]];
    const query = new URL(url, 'http://localhost').searchParams;
    expect(query.get('type')).toBe('public');
    expect(query.get('per_page')).toBe(String(NEWS_CAROUSEL_ITEMS));

    const slide = await screen.findByRole('group', { name: '1 of 3' });
    expect(shownSubjects()).toEqual(['News 9', 'News 8', 'News 7']);
    // each card: picture, date, subject linking to the item on /news-feed, a plain 4-line preview
    const link = within(slide).getByRole('link', { name: 'News 9' });
    expect(link).toHaveAttribute('href', '/news-feed?item=9');
    expect(within(slide).getByRole('img', { name: 'Cover of News 9' })).toHaveAttribute(
      'src',
      '/storage/news_feed_pics/thumb_9.webp',
    );
    expect(slide).toHaveTextContent('19 February 2026');
    expect(within(slide).getByText('Body of news 9. Second paragraph 9.')).toHaveStyle({ WebkitLineClamp: '4' });

    const previous = screen.getByRole('button', { name: 'Previous news slide' });
    const next = screen.getByRole('button', { name: 'Next news slide' });
    const dots = screen.getAllByRole('button', { name: /^Show news slide \d of 3$/ });
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    expect(previous).toBeDisabled();

    await user.click(next);
    expect(screen.getByRole('group', { name: '2 of 3' })).toBeInTheDocument();
    expect(shownSubjects()).toEqual(['News 6', 'News 5', 'News 4']);
    expect(dots[1]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');

    await user.click(screen.getByRole('button', { name: 'Show news slide 3 of 3' }));
    expect(shownSubjects()).toEqual(['News 3', 'News 2', 'News 1']);
    expect(next).toBeDisabled();
    await user.click(previous);
    await user.click(next);
    expect(next).toBeDisabled();
    expect(previous).toHaveFocus();
    await user.click(previous);
    expect(shownSubjects()).toEqual(['News 6', 'News 5', 'News 4']);
  });

  it('shows a single slide without controls when there are few items', async () => {
    setup(1);
    await screen.findByRole('group', { name: '1 of 1' });
    expect(shownSubjects()).toEqual(['News 1']);
    expect(screen.queryByRole('button', { name: 'Next news slide' })).not.toBeInTheDocument();
  });

  it('renders only a short note when there is no news', async () => {
    setup(0);
    expect(await screen.findByTestId('news-carousel-empty')).toHaveTextContent('No news yet');
    expect(screen.queryByRole('region', { name: 'Latest news' })).not.toBeInTheDocument();
  });
});

describe('NewsCarousel in Swahili', () => {
  beforeEach(() => {
    useWideScreen();
    return applyLocale('sw');
  });
  afterEach(() => applyLocale('en'));

  it('names the carousel and its buttons in Swahili and keeps the subjects lang="en"', async () => {
    setup(4);
    const region = await screen.findByRole('region', { name: 'Habari za hivi punde' });
    expect(within(region).getByRole('heading', { name: 'News 4' })).toHaveAttribute('lang', 'en');
    expect(within(region).getByRole('button', { name: 'Slaidi ya habari inayofuata' })).toBeEnabled();
    expect(within(region).getByRole('button', { name: 'Onyesha slaidi ya habari 2 kati ya 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Habari zote' })).toHaveAttribute('href', '/news-feed');
  });
});
