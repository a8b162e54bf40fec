import type { Image } from '@portal/contract/galleries';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWideScreen } from '../testing/media';
import { calls, makeUser, mockApi, renderRoutes, signInAs } from '../testing/test-utils';
import { ImageGridManager } from './ImageGridManager';

const image = (id: number, over: Partial<Image> = {}): Image => ({
  id,
  album_id: 7,
  video_id: null,
  name: `${id}.webp`,
  width: 800,
  height: 600,
  created_at: '2026-03-01T08:00:00Z',
  image_url: `/storage/gallery/${id}.webp`,
  thumb_url: `/storage/gallery/thumb_${id}.webp`,
  ...over,
});

const paged = (data: Image[], over = {}) => ({
  data,
  current_page: 1,
  per_page: 12,
  total: data.length,
  last_page: 1,
  ...over,
});

type Handlers = Parameters<typeof mockApi>[0];

function setup(
  permissions: string[],
  handlers: Handlers,
  scope: { album_id: number } | { video_id: number } = { album_id: 7 },
) {
  signInAs();
  const api = mockApi({ 'GET /api/get-user': () => ({ body: makeUser(permissions) }), ...handlers });
  const user = userEvent.setup({ applyAccept: false });
  renderRoutes([
    {
      path: '/',
      element: (
        <ImageGridManager scope={scope} label="Images" addPermission="album_edit" deletePermission="album_edit" />
      ),
    },
  ]);
  return { api, user };
}

const queryOf = (api: ReturnType<typeof mockApi>, key: string, n = 0) =>
  Object.fromEntries(new URL(String(calls(api, key)[n]![0]), 'http://localhost').searchParams);

beforeEach(() => {
  localStorage.clear();
  useWideScreen();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('ImageGridManager', { timeout: 30_000 }, () => {
  it('says No Image Found, and hides Add and Delete without the permission', async () => {
    const { api } = setup(['album_view'], { 'GET /api/image': () => ({ body: paged([]) }) });
    expect(await screen.findByText('No Image Found')).toBeInTheDocument();
    expect(queryOf(api, 'GET /api/image')).toEqual({ album_id: '7', page: '1' });
    expect(screen.queryByRole('button', { name: 'Add Images' })).not.toBeInTheDocument();
  });

  it('shows the thumbnails of a page, pages on, and opens a picture full size', async () => {
    const { api, user } = setup(['album_view'], {
      'GET /api/image': ({ url }) =>
        url.searchParams.get('page') === '2'
          ? { body: paged([image(3)], { current_page: 2, per_page: 2, total: 3, last_page: 2 }) }
          : { body: paged([image(1), image(2, { width: 600, height: 900 })], { per_page: 2, total: 3, last_page: 2 }) },
    });
    const grid = await screen.findByRole('list', { name: 'Images' });
    const thumbs = within(grid).getAllByRole('img');
    expect(thumbs.map((i) => i.getAttribute('src'))).toEqual([
      '/storage/gallery/thumb_1.webp',
      '/storage/gallery/thumb_2.webp',
    ]);
    expect(thumbs[1]).toHaveAttribute('height', '900');
    expect(screen.getByText('Total: 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete image/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open image 2 full size' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/storage/gallery/2.webp');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByRole('button', { name: 'Open image 3 full size' })).toBeInTheDocument();
    expect(queryOf(api, 'GET /api/image', calls(api, 'GET /api/image').length - 1)).toEqual({
      album_id: '7',
      page: '2',
    });
  });

  it('deletes an image after the confirmation and refreshes the grid', async () => {
    let rows = [image(1), image(2)];
    const { api, user } = setup(['album_view', 'album_edit'], {
      'GET /api/image': () => ({ body: paged(rows) }),
      'DELETE /api/image/1': () => {
        rows = rows.filter((r) => r.id !== 1);
        return { body: { message: 'Image Deleted Successfully' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete image 1' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are You Sure You Want to Delete Image?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls(api, 'DELETE /api/image/1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete image 1' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Image Deleted Successfully')).toBeInTheDocument();
    expect(calls(api, 'DELETE /api/image/1')).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Open image/ })).toHaveLength(1));
  });

  it('uploads several files at once for the scope and shows them', async () => {
    let rows: Image[] = [];
    let sent: FormData | undefined;
    const { api, user } = setup(
      ['video_view', 'album_edit'],
      {
        'GET /api/image': () => ({ body: paged(rows) }),
        'POST /api/image': ({ body }) => {
          sent = body as FormData;
          rows = [image(5, { album_id: null, video_id: 9 }), image(6, { album_id: null, video_id: 9 })];
          return { status: 201, body: { data: rows } };
        },
      },
      { video_id: 9 },
    );
    expect(await screen.findByText('No Image Found')).toBeInTheDocument();
    expect(queryOf(api, 'GET /api/image')).toEqual({ video_id: '9', page: '1' });

    await user.click(screen.getByRole('button', { name: 'Add Images' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Images' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Kindly Select a File');

    const files = [
      new File([new Uint8Array(10)], 'a.png', { type: 'image/png' }),
      new File([new Uint8Array(20)], 'b.jpg', { type: 'image/jpeg' }),
    ];
    await user.upload(within(dialog).getByLabelText(/choose files/i), files);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Images Uploaded Successfully')).toBeInTheDocument();
    expect(sent?.get('video_id')).toBe('9');
    expect(sent?.get('album_id')).toBeNull();
    expect(((sent?.getAll('files') ?? []) as File[]).map((f) => f.name)).toEqual(['a.png', 'b.jpg']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findAllByRole('button', { name: /^Open image/ })).toHaveLength(2);
  });

  it('keeps the dialog open with the server’s reason when the upload is refused', async () => {
    const { user } = setup(['album_edit'], {
      'GET /api/image': () => ({ body: paged([]) }),
      'POST /api/image': () => ({
        status: 422,
        body: {
          message: 'notes.png: The file is not an image.',
          errors: { files: 'notes.png: The file is not an image.' },
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add Images' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Images' });
    await user.upload(
      within(dialog).getByLabelText(/choose files/i),
      new File(['text'], 'notes.png', { type: 'image/png' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('notes.png: The file is not an image.');
    expect(screen.getByRole('dialog', { name: 'Add Images' })).toBeInTheDocument();
  });
});
