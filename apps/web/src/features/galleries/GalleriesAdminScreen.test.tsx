import { todayInNairobi } from '@portal/contract/dates';
import type { Album, Gallery } from '@portal/contract/galleries';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequirePermission } from '../../components/RequirePermission';
import { useWideScreen } from '../../components/test-media';
import { formatNumericDateTime } from '../../lib/format';
import { calls, makeUser, mockApi, renderRoutes, signInAs } from '../../test-utils';
import GalleriesAdminScreen from './GalleriesAdminScreen';

const today = todayInNairobi();
const inDays = (n: number) => dayjs(today).add(n, 'day').format('YYYY-MM-DD');
const shown = (iso: string) => dayjs(iso).format('DD/MM/YYYY');

const gallery = (over: Partial<Gallery> = {}): Gallery => ({
  id: 1,
  name: 'Cohort 7 Demo Day',
  active: 1,
  created_at: '2026-03-01T08:00:00Z',
  updated_at: '2026-03-01T08:00:00Z',
  albums_count: 2,
  ...over,
});

const album = (over: Partial<Album> = {}): Album => ({
  id: 11,
  gallery_id: 1,
  name: 'Pitch Finals',
  date: '2024-11-21',
  active: 1,
  created_at: '2026-03-01T08:00:00Z',
  updated_at: '2026-03-01T08:00:00Z',
  images_count: 8,
  ...over,
});

const paged = <T,>(data: T[]) => ({ data, current_page: 1, per_page: 10, total: data.length, last_page: 1 });

const GALLERY = ['gallery_view', 'gallery_create', 'gallery_edit', 'gallery_archive', 'gallery_activate'];
const ALBUM = ['album_view', 'album_create', 'album_edit', 'album_archive'];

function setup(permissions: string[], handlers: Parameters<typeof mockApi>[0] = {}) {
  signInAs();
  const api = mockApi({
    'GET /api/get-user': () => ({ body: makeUser(permissions) }),
    'GET /api/gallery': () => ({ body: paged([gallery(), gallery({ id: 2, name: 'Bootcamp', active: 0 })]) }),
    'GET /api/gallery/1': () => ({ body: gallery() }),
    'GET /api/album': () => ({ body: paged([album(), album({ id: 12, name: 'Awards Ceremony', images_count: 0 })]) }),
    'GET /api/album/11': () => ({ body: album() }),
    'GET /api/image': () => ({ body: { ...paged([]), per_page: 12 } }),
    ...handlers,
  });
  const user = userEvent.setup();
  renderRoutes(
    [
      {
        element: <RequirePermission anyOf={['gallery_view']} />,
        children: [{ path: '/gallery-admin', element: <GalleriesAdminScreen /> }],
      },
    ],
    '/gallery-admin',
  );
  return { api, user };
}

/** Types a DD/MM/YYYY date into a picker the way autofill or paste does. */
function setDate(label: string, value: string) {
  const group = screen.getByRole('group', { name: label });
  const hidden = group.parentElement!.querySelector('input')!;
  fireEvent.change(hidden, { target: { value } });
}

const openAlbums = async (user: ReturnType<typeof userEvent.setup>) => {
  const row = (await screen.findByText('Cohort 7 Demo Day')).closest('tr')!;
  await user.click(within(row).getByRole('button', { name: 'View' }));
  await user.click(await screen.findByRole('tab', { name: 'Albums' }));
};

beforeEach(() => {
  localStorage.clear();
  useWideScreen();
});
afterEach(() => vi.unstubAllGlobals());

describe('GalleriesAdminScreen', { timeout: 30_000 }, () => {
  it('says so politely without gallery_view', async () => {
    setup(['program_view']);
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
  });

  it('lists galleries with their number of albums and only the permitted actions', async () => {
    setup(['gallery_view', 'gallery_activate']);
    // The permitted action shows once the session has loaded: the hidden ones are checked after it.
    const inactive = (await screen.findByRole('button', { name: 'Activate' })).closest('tr')!;
    expect(within(inactive).getByText('Bootcamp')).toBeInTheDocument();
    const row = screen.getByText('Cohort 7 Demo Day').closest('tr')!;
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(within(row).getByText('Yes')).toBeInTheDocument();
    expect(within(row).getByText(formatNumericDateTime('2026-03-01T08:00:00Z'))).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Gallery' })).not.toBeInTheDocument();
  });

  it('adds a gallery after confirmation and shows a 409 in red', async () => {
    let answer: { status: number; body: object } = {
      status: 409,
      body: { message: 'A gallery with this name already exists.' },
    };
    const { api, user } = setup(GALLERY, { 'POST /api/gallery': () => answer });
    await user.click(await screen.findByRole('button', { name: 'Add Gallery' }));
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Cohort 7 Demo Day');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are You Sure You Want to Add Gallery?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('A gallery with this name already exists.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Add Gallery' })).toBeInTheDocument();

    answer = { status: 201, body: gallery({ id: 5, name: 'Site Visits', albums_count: 0 }) };
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Site Visits');
    await user.click(save);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Gallery Added Successfully')).toBeInTheDocument();
    const last = calls(api, 'POST /api/gallery').at(-1) as [string, RequestInit];
    expect(JSON.parse(String(last[1].body))).toEqual({ name: 'Site Visits' });
    expect(await screen.findByRole('heading', { name: 'Galleries' })).toBeInTheDocument();
  });

  it('shows a gallery’s details and its albums, with No Album Found for none', async () => {
    const { user } = setup([...GALLERY, 'album_view'], { 'GET /api/album': () => ({ body: paged([]) }) });
    const row = (await screen.findByText('Cohort 7 Demo Day')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'View' }));
    expect(await screen.findByRole('heading', { name: 'Cohort 7 Demo Day' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Albums' }));
    expect(await screen.findByText('No Album Found')).toBeInTheDocument();
  });

  it('hides the Albums tab without album_view', async () => {
    const { user } = setup(GALLERY);
    const row = (await screen.findByText('Cohort 7 Demo Day')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'View' }));
    expect(await screen.findByRole('tab', { name: 'Details' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Albums' })).not.toBeInTheDocument();
  });

  it('adds an album: the date may not be after today; the payload carries the gallery', async () => {
    const { api, user } = setup([...GALLERY, ...ALBUM], {
      'POST /api/album': ({ body }) => ({ status: 201, body: album({ id: 13, ...(body as object) }) }),
    });
    await openAlbums(user);
    const list = await screen.findByText('Pitch Finals');
    expect(within(list.closest('tr')!).getByText('21/11/2024')).toBeInTheDocument();
    expect(within(list.closest('tr')!).getByText('8')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Album' }));
    expect(await screen.findByRole('heading', { name: 'Add Album to Cohort 7 Demo Day' })).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Networking');
    // A new album is dated today.
    await waitFor(() => expect(save).toBeEnabled());

    setDate('Date', shown(inDays(1)));
    expect(await screen.findByText('The date cannot be after today')).toBeInTheDocument();
    await waitFor(() => expect(save).toBeDisabled());

    setDate('Date', shown(inDays(-10)));
    await waitFor(() => expect(screen.queryByText('The date cannot be after today')).not.toBeInTheDocument());
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are You Sure You Want to Add Album?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Album Added Successfully')).toBeInTheDocument();
    const [[, init]] = calls(api, 'POST /api/album') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ gallery_id: 1, name: 'Networking', date: inDays(-10) });
    // Back on the Albums tab of the gallery.
    expect(await screen.findByRole('tab', { name: 'Albums' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens an album with its image grid and goes back to the albums', async () => {
    const { api, user } = setup([...GALLERY, ...ALBUM]);
    await openAlbums(user);
    const row = (await screen.findByText('Pitch Finals')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'View' }));
    expect(await screen.findByRole('heading', { name: 'Pitch Finals' })).toBeInTheDocument();
    expect(await screen.findByText('No Image Found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Images' })).toBeInTheDocument();
    const query = new URL(String(calls(api, 'GET /api/image')[0]![0]), 'http://x').searchParams;
    expect(query.get('album_id')).toBe('11');
    await user.click(screen.getByRole('button', { name: 'Back to Cohort 7 Demo Day' }));
    expect(await screen.findByRole('tab', { name: 'Albums' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Add Album' })).toBeInTheDocument();
  });
});
