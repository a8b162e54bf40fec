import type { PublicNewsFeed } from '@portal/contract/news-feed';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLocale } from '../../lib/i18n/locale';
import { newsItem } from '../../testing/fixtures/news';
import { useWideScreen } from '../../testing/media';
import { calls, mockApi, renderRoutes } from '../../testing/test-utils';
import NewsFeedScreen from './NewsFeedScreen';

// The first render (session, MUI, the query) can take a while on a busy machine.

const paged = (data: PublicNewsFeed[], over: object = {}) => ({
  data,
  current_page: 1,
  per_page: 10,
  total: data.length,
  last_page: 1,
  ...over,
});

function setup(items: PublicNewsFeed[], path = '/news-feed', over: object = {}) {
  const api = mockApi({ 'GET /api/news-feed': () => ({ body: paged(items, over) }) });
  const user = userEvent.setup();
  const utils = renderRoutes([{ path: '/news-feed', element: <NewsFeedScreen /> }], path);
  return { api, user, ...utils };
}

beforeEach(() => {
  localStorage.clear();
  useWideScreen();
});
afterEach(() => vi.unstubAllGlobals());

describe('NewsFeedScreen', () => {
  it('lists the public items with thumbnail, subject, author, date, a plain preview and the total', async () => {
    const { api } = setup([newsItem(3), newsItem(2), newsItem(1)], '/news-feed', { total: 1234, last_page: 124 });
    const card = (await screen.findByRole('heading', { name: 'News 3' })).closest('article')!;
    expect(within(card).getByRole('img', { name: 'Cover of News 3' })).toHaveAttribute(
      'src',
      '/storage/news_feed_pics/thumb_3.webp',
    );
    expect(card).toHaveTextContent('Author 3');
    expect(card).toHaveTextContent('13 February 2026');
    // markup stripped from the preview
    expect(within(card).getByText('Body of news 3. Second paragraph 3.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'News Feed' })).toBeInTheDocument();
    expect(screen.getByTestId('news-total')).toHaveTextContent('Total: 1,234');
    expect(screen.getByRole('navigation', { name: 'News pages' })).toBeInTheDocument();
    const [[url]] = calls(api, 'GET /api/news-feed') as [[string]];
    expect(new URL(url, 'http://localhost').searchParams.get('type')).toBe('public');
  });

  it('opens Read More in a dialog and moves through the page with previous/next, disabled at the ends', async () => {
    const { user } = setup([newsItem(3), newsItem(2, { source: null }), newsItem(1, { image_url: null })]);
    await user.click(await screen.findByRole('button', { name: 'Read More: News 3' }));

    const dialog = await screen.findByRole('dialog', { name: 'News 3' });
    const previous = within(dialog).getByRole('button', { name: 'Previous news item' });
    const next = within(dialog).getByRole('button', { name: 'Next news item' });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
    expect(dialog).toHaveTextContent('1 of 3');
    expect(dialog).toHaveTextContent('Author 3');
    expect(dialog).toHaveTextContent('13 February 2026');
    // the full image and the whole body as rich text
    expect(within(dialog).getByRole('img', { name: 'Cover of News 3' })).toHaveAttribute(
      'src',
      '/storage/news_feed_pics/3.webp',
    );
    expect(within(dialog).getByText('3', { selector: 'strong' })).toBeInTheDocument();
    expect(within(dialog).getByText('Second paragraph 3.')).toBeInTheDocument();
    const source = within(dialog).getByRole('link', { name: 'View Source' });
    expect(source).toHaveAttribute('href', 'https://example.org/news/3');
    expect(source).toHaveAttribute('target', '_blank');
    expect(source).toHaveAttribute('rel', expect.stringContaining('noopener'));

    await user.click(next);
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveAccessibleName('News 2'));
    expect(screen.getByRole('dialog')).toHaveTextContent('2 of 3');
    // no source, no link
    expect(within(screen.getByRole('dialog')).queryByRole('link', { name: 'View Source' })).not.toBeInTheDocument();
    expect(previous).toBeEnabled();

    await user.click(next);
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveAccessibleName('News 1'));
    expect(next).toBeDisabled();
    // the focus stays in the dialog, on the button that still leads somewhere
    expect(previous).toHaveFocus();
    expect(within(screen.getByRole('dialog')).getByRole('img', { name: 'No picture for News 1' })).toBeInTheDocument();

    // the arrow keys move too, within the same bounds
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog')).toHaveAccessibleName('News 1');
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveAccessibleName('News 2'));

    await user.click(previous);
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveAccessibleName('News 3'));
    expect(previous).toBeDisabled();

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the item named in ?item= (a card of the home carousel)', async () => {
    setup([newsItem(3), newsItem(2), newsItem(1)], '/news-feed?item=2');
    expect(await screen.findByRole('dialog', { name: 'News 2' })).toBeInTheDocument();
  });

  it('asks for the page in the address', async () => {
    const { api } = setup([newsItem(1)], '/news-feed?page=3', { current_page: 3, total: 21, last_page: 3 });
    await screen.findByRole('heading', { name: 'News 1' });
    const [[url]] = calls(api, 'GET /api/news-feed') as [[string]];
    expect(new URL(url, 'http://localhost').searchParams.get('page')).toBe('3');
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when there is no news, and offers a retry when the call fails', async () => {
    setup([]);
    expect(await screen.findByText('No News Found')).toBeInTheDocument();
    vi.unstubAllGlobals();

    let fail = true;
    mockApi({
      'GET /api/news-feed': () => (fail ? { status: 500, body: { message: 'boom' } } : { body: paged([newsItem(1)]) }),
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/news-feed', element: <NewsFeedScreen /> }], '/news-feed');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'News 1' })).toBeInTheDocument();
  });
});

describe('NewsFeedScreen in Swahili', () => {
  beforeEach(() => applyLocale('sw'));
  afterEach(() => applyLocale('en'));

  it('says the interface in Swahili and keeps what staff wrote in English, marked lang="en"', async () => {
    const { user } = setup([newsItem(3), newsItem(2)], '/news-feed', { total: 1234, last_page: 124 });
    const title = await screen.findByRole('heading', { name: 'News 3' });
    expect(title).toHaveAttribute('lang', 'en');
    const card = title.closest('article')!;
    expect(card).toHaveTextContent('13 Februari 2026');
    expect(within(card).getByText('Body of news 3. Second paragraph 3.')).toHaveAttribute('lang', 'en');
    expect(within(card).getByRole('img', { name: 'Picha ya News 3' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Habari Mpya' })).not.toHaveAttribute('lang');
    expect(screen.getByTestId('news-total')).toHaveTextContent('Jumla: 1,234');
    const pager = screen.getByRole('navigation', { name: 'Kurasa za habari' });
    expect(within(pager).getByRole('button', { name: 'Nenda ukurasa unaofuata' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Soma Zaidi: News 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'News 3' });
    expect(within(dialog).getByRole('button', { name: 'Habari iliyotangulia' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Funga' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Imeandikwa na Author 3');
    expect(dialog).toHaveTextContent('1 kati ya 2');
    expect(dialog.querySelector('.rich-text')).toHaveAttribute('lang', 'en');
  });
});
