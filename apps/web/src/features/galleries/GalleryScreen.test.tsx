import type { Image, PublicGallery } from '@portal/contract/galleries';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCIAL_LINKS } from '../../lib/brand';
import { applyLocale } from '../../lib/i18n/locale';
import { useWideScreen } from '../../testing/media';
import { calls, mockApi, renderRoutes } from '../../testing/test-utils';
import GalleryScreen from './GalleryScreen';

const GALLERIES: PublicGallery[] = [
  {
    id: 1,
    name: 'Cohort 7 Demo Day',
    albums: [
      { id: 11, name: 'Pitch Finals', date: '2024-11-21' },
      { id: 12, name: 'Awards Ceremony', date: '2024-11-20' },
    ],
  },
  { id: 2, name: 'Bootcamp & Masterclasses', albums: [{ id: 21, name: 'Nairobi Bootcamp Week', date: '2025-07-14' }] },
  { id: 3, name: 'Coming Soon', albums: [] },
];

const image = (id: number, albumId: number, width = 800, height = 600): Image => ({
  id,
  album_id: albumId,
  video_id: null,
  name: `${id}.webp`,
  width,
  height,
  created_at: '2026-03-01T08:00:00Z',
  image_url: `/storage/gallery/${id}.webp`,
  thumb_url: `/storage/gallery/thumb_${id}.webp`,
});

const IMAGES: Record<string, Image[]> = {
  '11': [image(1, 11), image(2, 11, 600, 900), image(3, 11, 900, 600)],
  '12': [image(4, 12)],
  '21': [],
};

function setup() {
  const api = mockApi({
    'GET /api/gallery': () => ({ body: { data: GALLERIES } }),
    'GET /api/image': ({ url }) => {
      const data = IMAGES[url.searchParams.get('album_id') ?? ''] ?? [];
      return { body: { data, current_page: 1, per_page: 12, total: data.length, last_page: 1 } };
    },
  });
  const user = userEvent.setup();
  renderRoutes([{ path: '/gallery', element: <GalleryScreen /> }], '/gallery');
  return { api, user };
}

const imageQueries = (api: ReturnType<typeof mockApi>) =>
  calls(api, 'GET /api/image').map(([input]) => Object.fromEntries(new URL(String(input), 'http://x').searchParams));

beforeEach(() => useWideScreen());
afterEach(() => vi.unstubAllGlobals());

describe('GalleryScreen', { timeout: 30_000 }, () => {
  it('selects the first gallery and its first album once the galleries load', async () => {
    const { api } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Gallery' })).toBeInTheDocument();
    const tab = await screen.findByRole('tab', { name: 'Cohort 7 Demo Day' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const albums = screen.getByRole('navigation', { name: 'Albums' });
    expect(within(albums).getByRole('button', { name: /Pitch Finals/ })).toHaveAttribute('aria-current', 'true');
    expect(within(albums).getByRole('button', { name: /Awards Ceremony/ })).not.toHaveAttribute('aria-current');
    const photos = await screen.findByRole('group', { name: 'Photos of Pitch Finals' });
    // Three columns; the thumbnails, not the full pictures, in the grid.
    expect(photos.children).toHaveLength(3);
    expect(
      within(photos)
        .getAllByRole('img')
        .map((i) => i.getAttribute('src')),
    ).toEqual(expect.arrayContaining(['/storage/gallery/thumb_1.webp', '/storage/gallery/thumb_2.webp']));
    expect(screen.getByText('21/11/2024 · 3 photos')).toBeInTheDocument();
    expect(imageQueries(api)).toEqual([{ type: 'public', album_id: '11', page: '1' }]);
    expect(screen.getByRole('link', { name: /Follow us on Instagram/ })).toHaveAttribute(
      'href',
      SOCIAL_LINKS.instagram,
    );
  });

  it('opens a picture full size and walks with Previous/Next and the arrow keys', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Open Pitch Finals: photo 1 of 3' }));
    const dialog = await screen.findByRole('dialog');
    const picture = () => within(dialog).getByRole('img');
    expect(picture()).toHaveAttribute('src', '/storage/gallery/1.webp');
    expect(picture()).toHaveAttribute('alt', 'Pitch Finals: photo 1 of 3');
    expect(within(dialog).getByRole('button', { name: 'Previous picture' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Next picture' }));
    expect(picture()).toHaveAttribute('src', '/storage/gallery/2.webp');
    expect(within(dialog).getByText('Pitch Finals · 2 of 3')).toBeInTheDocument();

    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(picture()).toHaveAttribute('alt', 'Pitch Finals: photo 3 of 3');
    expect(within(dialog).getByRole('button', { name: 'Next picture' })).toBeDisabled();
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(picture()).toHaveAttribute('src', '/storage/gallery/3.webp');

    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(picture()).toHaveAttribute('src', '/storage/gallery/2.webp');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('switches albums and galleries, with friendly empty states', async () => {
    const { api, user } = setup();
    const albums = await screen.findByRole('navigation', { name: 'Albums' });
    await user.click(within(albums).getByRole('button', { name: /Awards Ceremony/ }));
    expect(await screen.findByRole('group', { name: 'Photos of Awards Ceremony' })).toBeInTheDocument();
    expect(within(albums).getByRole('button', { name: /Awards Ceremony/ })).toHaveAttribute('aria-current', 'true');

    await user.click(screen.getByRole('tab', { name: 'Bootcamp & Masterclasses' }));
    expect(await screen.findByRole('heading', { name: 'Nairobi Bootcamp Week' })).toBeInTheDocument();
    expect(await screen.findByText('No Image Found')).toBeInTheDocument();
    expect(imageQueries(api).map((q) => q.album_id)).toEqual(['11', '12', '21']);

    await user.click(screen.getByRole('tab', { name: 'Coming Soon' }));
    expect(await screen.findByText('No Album Found')).toBeInTheDocument();
  });

  it('says so when there is no gallery, and offers a retry when the load fails', async () => {
    let fail = true;
    mockApi({
      'GET /api/gallery': () => (fail ? { status: 500, body: { message: 'x' } } : { body: { data: [] } }),
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/gallery', element: <GalleryScreen /> }], '/gallery');
    expect(await screen.findByText('An Error Occurred')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No Gallery Found')).toBeInTheDocument();
  });
});

describe('GalleryScreen in Swahili', () => {
  beforeEach(() => applyLocale('sw'));
  afterEach(() => applyLocale('en'));

  it('names the albums, the pictures and the viewer in Swahili; album titles keep lang="en"', async () => {
    const { user } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Picha' })).toBeInTheDocument();
    const albums = await screen.findByRole('navigation', { name: 'Albamu' });
    expect(within(albums).getByText('Pitch Finals')).toHaveAttribute('lang', 'en');
    const title = await screen.findByRole('heading', { level: 2, name: 'Pitch Finals' });
    expect(title).toHaveAttribute('lang', 'en');
    expect(await screen.findByText(/picha 3/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tufuate kwenye Instagram' })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Fungua Pitch Finals: picha ya 1 kati ya 3' }));
    const viewer = await screen.findByRole('dialog', { name: 'Picha kwa ukubwa kamili' });
    expect(within(viewer).getByRole('button', { name: 'Picha iliyotangulia' })).toBeDisabled();
    expect(within(viewer).getByRole('button', { name: 'Picha inayofuata' })).toBeEnabled();
    expect(viewer).toHaveTextContent('Pitch Finals · 1 kati ya 3');
  });
});
