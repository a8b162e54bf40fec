import type { PublicVideo } from '@portal/contract/stories';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCIAL_LINKS } from '../../lib/brand';
import { applyLocale } from '../../lib/i18n/locale';
import { useNarrowScreen, useWideScreen } from '../../testing/media';
import { calls, mockApi, renderRoutes } from '../../testing/test-utils';
import StoriesScreen from './StoriesScreen';

const STORIES = [
  { id: 7, name: 'Cohort 7 Founders', year: 2025 },
  { id: 6, name: 'Cohort 6 Founders', year: 2024 },
];

const video = (id: number, storyId: number, name: string): PublicVideo => ({
  id,
  story_id: storyId,
  name,
  date: '2025-08-14',
  cover_url: `/storage/video_cover/${id}.webp`,
  thumb_url: `/storage/video_cover/thumb_${id}.webp`,
  video_url: `/storage/videos/${id}.webm`,
});

const VIDEOS: Record<string, PublicVideo[]> = {
  '7': [video(1, 7, 'Grace Njeri on Amani Health'), video(2, 7, 'Faith Chebet on SokoFresh')],
  '6': [video(3, 6, 'Mercy Akinyi on KuzaLearn')],
};

function setup(stories = STORIES) {
  const api = mockApi({
    'GET /api/story': () => ({ body: { data: stories } }),
    'GET /api/video': ({ url }) => {
      const data = VIDEOS[url.searchParams.get('story_id') ?? ''] ?? [];
      return { body: { data, current_page: 1, per_page: 9, total: data.length, last_page: 1 } };
    },
  });
  const user = userEvent.setup();
  renderRoutes([{ path: '/stories', element: <StoriesScreen /> }], '/stories');
  return { api, user };
}

const videoQueries = (api: ReturnType<typeof mockApi>) =>
  calls(api, 'GET /api/video').map(([input]) => Object.fromEntries(new URL(String(input), 'http://x').searchParams));

beforeEach(() => {
  useWideScreen();
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('StoriesScreen', () => {
  it('selects the first story once the stories load and shows its videos', async () => {
    const { api } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Stories' })).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Stories' });
    const first = within(nav).getByRole('button', { name: /Cohort 7 Founders\s*2025/ });
    expect(first).toHaveAttribute('aria-current', 'true');
    expect(within(nav).getByRole('button', { name: /Cohort 6 Founders\s*2024/ })).not.toHaveAttribute('aria-current');
    const card = await screen.findByRole('button', { name: 'Play Grace Njeri on Amani Health 14/08/2025' });
    expect(card.querySelector('img')).toHaveAttribute('src', '/storage/video_cover/thumb_1.webp');
    expect(screen.getByText('Total: 2')).toBeInTheDocument();
    expect(videoQueries(api)[0]).toMatchObject({ type: 'public', story_id: '7', page: '1' });
  });

  it("switches to another story's videos and highlights it", async () => {
    const { api, user } = setup();
    const nav = await screen.findByRole('navigation', { name: 'Stories' });
    await user.click(within(nav).getByRole('button', { name: /Cohort 6 Founders/ }));
    expect(await screen.findByRole('button', { name: /^Play Mercy Akinyi on KuzaLearn/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Grace Njeri/ })).not.toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: /Cohort 6 Founders/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('heading', { level: 2, name: /Cohort 6 Founders/ })).toBeInTheDocument();
    await waitFor(() => expect(videoQueries(api).some((q) => q.story_id === '6')).toBe(true));
  });

  it('opens a video in the player dialog, and links to the YouTube channel', async () => {
    const { user } = setup();
    expect(screen.getByRole('link', { name: 'Watch more on YouTube' })).toHaveAttribute('href', SOCIAL_LINKS.youtube);
    await user.click(await screen.findByRole('button', { name: /^Play Faith Chebet on SokoFresh/ }));
    const dialog = await screen.findByRole('dialog', { name: /Faith Chebet on SokoFresh/ });
    expect(dialog.querySelector('video')).toHaveAttribute('src', '/storage/videos/2.webm');
    expect(within(dialog).getByRole('button', { name: 'Next video' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Previous video' })).toBeEnabled();
  });

  it('offers the stories as a row of buttons above the videos on phones', async () => {
    useNarrowScreen();
    const { user } = setup();
    const nav = await screen.findByRole('navigation', { name: 'Stories' });
    expect(within(nav).getByRole('button', { name: 'Cohort 7 Founders · 2025' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.click(within(nav).getByRole('button', { name: 'Cohort 6 Founders · 2024' }));
    expect(await screen.findByRole('button', { name: /^Play Mercy Akinyi on KuzaLearn/ })).toBeInTheDocument();
  });

  it('says so kindly when there are no stories', async () => {
    setup([]);
    expect(await screen.findByText('No stories yet')).toBeInTheDocument();
  });
});

describe('StoriesScreen in Swahili', () => {
  beforeEach(() => {
    useWideScreen();
    return applyLocale('sw');
  });
  afterEach(() => applyLocale('en'));

  it('says the page and the player in Swahili; the names staff wrote keep lang="en"', async () => {
    const { user } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Simulizi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tazama zaidi kwenye YouTube' })).toHaveAttribute(
      'href',
      SOCIAL_LINKS.youtube,
    );
    const heading = await screen.findByRole('heading', { level: 2, name: 'Cohort 7 Founders 2025' });
    expect(within(heading).getByText('Cohort 7 Founders')).toHaveAttribute('lang', 'en');
    expect(await screen.findByText('Jumla: 2')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: /^Cheza Grace Njeri on Amani Health/ }));
    const dialog = await screen.findByRole('dialog', { name: /Grace Njeri on Amani Health/ });
    expect(within(dialog).getByRole('button', { name: 'Video iliyotangulia' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Video inayofuata' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Funga' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('1 kati ya 2');
    expect(within(dialog).getByText('Grace Njeri on Amani Health')).toHaveAttribute('lang', 'en');
  });

  it('says there are no stories yet in Swahili', async () => {
    setup([]);
    expect(await screen.findByRole('heading', { name: 'Bado hakuna simulizi' })).toBeInTheDocument();
  });
});
