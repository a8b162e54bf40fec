import type { Story, Video } from '@portal/contract/stories';
import { storyYears } from '@portal/contract/stories';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequirePermission } from '../../components/RequirePermission';
import { useWideScreen } from '../../components/test-media';
import { calls, makeUser, mockApi, renderRoutes, signInAs } from '../../test-utils';
import StoriesAdminScreen from './StoriesAdminScreen';

// The admin screens render a lot of MUI: on a busy machine the first render of a file takes seconds.

const story = (over: Partial<Story> = {}): Story => ({
  id: 1,
  name: 'Cohort 7 Founders',
  year: 2025,
  active: 1,
  created_at: '2025-11-01T08:00:00Z',
  updated_at: '2025-11-01T08:00:00Z',
  videos_count: 0,
  ...over,
});

const video = (over: Partial<Video> = {}): Video => ({
  id: 5,
  story_id: 1,
  name: 'Grace Njeri on Amani Health',
  date: null,
  image: null,
  video: null,
  cover_url: null,
  thumb_url: null,
  video_url: null,
  active: 1,
  created_at: '2025-11-01T08:00:00Z',
  updated_at: '2025-11-01T08:00:00Z',
  ...over,
});

const paged = <T,>(data: T[]) => ({ data, current_page: 1, per_page: 10, total: data.length, last_page: 1 });

const ALL = [
  'story_view',
  'story_create',
  'story_edit',
  'story_archive',
  'story_activate',
  'story_deactivate',
  'video_view',
  'video_create',
  'video_edit',
  'video_archive',
  'video_activate',
  'video_deactivate',
  'log_view',
];

const YEARS = storyYears(2026);

function setup(permissions: string[], handlers: Parameters<typeof mockApi>[0] = {}, rows = [story()]) {
  signInAs();
  const api = mockApi({
    'GET /api/get-user': () => ({ body: makeUser(permissions) }),
    'GET /api/story': ({ url }) =>
      url.searchParams.get('type') === 'adminFormData' ? { body: { years: YEARS } } : { body: paged(rows) },
    ...handlers,
  });
  const user = userEvent.setup();
  renderRoutes(
    [
      {
        element: <RequirePermission anyOf={['story_view']} />,
        children: [{ path: '/story-admin', element: <StoriesAdminScreen /> }],
      },
    ],
    '/story-admin',
  );
  return { api, user };
}

const confirmYes = async (user: ReturnType<typeof userEvent.setup>, text: string) => {
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent(text);
  await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
};

const bodyOf = (api: ReturnType<typeof mockApi>, key: string) => {
  const [[, init]] = calls(api, key) as [[string, RequestInit]];
  return JSON.parse(String(init.body));
};

beforeEach(() => {
  localStorage.clear();
  useWideScreen();
});
afterEach(() => vi.unstubAllGlobals());

describe('StoriesAdminScreen', () => {
  it('says so politely without story_view', async () => {
    setup(['dashboard_view']);
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
  });

  it("lists stories with only the permitted actions, and 'No Story Found' when empty", async () => {
    setup(['story_view', 'story_deactivate'], {}, [story({ videos_count: 4 })]);
    const row = (await screen.findByText('Cohort 7 Founders')).closest('tr')!;
    expect(within(row).getByText('2025')).toBeInTheDocument();
    expect(within(row).getByText('4')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
    for (const hidden of ['Edit', 'Delete', 'Activate', 'Log']) {
      expect(within(row).queryByRole('button', { name: hidden })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Add Story' })).not.toBeInTheDocument();
  });

  it("shows 'No Story Found' for an empty list", async () => {
    setup(ALL, {}, []);
    expect(await screen.findByText('No Story Found')).toBeInTheDocument();
  });

  describe('story form', () => {
    it('needs a name, offers this year back 100 years (this year first) and sends name and year', async () => {
      const { api, user } = setup(ALL, {
        'POST /api/story': ({ body }) => ({ status: 201, body: story({ id: 9, ...(body as object) }) }),
      });
      await user.click(await screen.findByRole('button', { name: 'Add Story' }));
      const save = screen.getByRole('button', { name: 'Save' });
      const year = screen.getByRole('combobox', { name: 'Year' }) as HTMLSelectElement;
      await waitFor(() => expect(year).toBeEnabled());
      const options = within(year).getAllByRole('option');
      expect(options).toHaveLength(101);
      expect(options[0]).toHaveTextContent('2026');
      expect(options.at(-1)).toHaveTextContent('1926');
      expect(year.value).toBe('2026');
      expect(save).toBeDisabled();

      const name = screen.getByRole('textbox', { name: 'Name' });
      await user.type(name, '   ');
      await user.tab();
      expect(await screen.findByText('Input is Required')).toBeInTheDocument();
      expect(save).toBeDisabled();

      await user.clear(name);
      await user.type(name, 'Cohort 8 Founders');
      await user.selectOptions(year, '2024');
      await waitFor(() => expect(save).toBeEnabled());
      await user.click(save);
      await confirmYes(user, 'Are You Sure You Want to Add Story?');
      expect(await screen.findByText('Story Added Successfully')).toBeInTheDocument();
      expect(bodyOf(api, 'POST /api/story')).toEqual({ name: 'Cohort 8 Founders', year: 2024 });
      expect(await screen.findByRole('heading', { name: 'Stories' })).toBeInTheDocument();
    }, 40_000);

    it("edits a story with its values, and shows a 409's message in red", async () => {
      const { api, user } = setup(ALL, {
        'PUT /api/story/1': () => ({ status: 409, body: { message: 'A story with this name already exists.' } }),
      });
      await user.click(await screen.findByRole('button', { name: 'Edit' }));
      expect(screen.getByRole('heading', { name: 'Edit Story' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Cohort 7 Founders');
      expect((screen.getByRole('combobox', { name: 'Year' }) as HTMLSelectElement).value).toBe('2025');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await confirmYes(user, 'Are You Sure You Want to Update Story?');
      const message = await screen.findByText('A story with this name already exists.');
      expect(message.closest('.notistack-MuiContent')).toHaveClass('notistack-MuiContent-error');
      expect(bodyOf(api, 'PUT /api/story/1')).toEqual({ name: 'Cohort 7 Founders', year: 2025 });
      // still on the form once the confirmation has gone
      expect(await screen.findByRole('heading', { name: 'Edit Story' })).toBeInTheDocument();
    });

    it("says so when the years can't be loaded", async () => {
      const { user } = setup(ALL, {
        'GET /api/story': ({ url }) =>
          url.searchParams.get('type') === 'adminFormData'
            ? { status: 500, body: { message: 'boom' } }
            : { body: paged([story()]) },
      });
      await user.click(await screen.findByRole('button', { name: 'Add Story' }));
      expect((await screen.findAllByText("An Error Occurred; Couldn't Get Form Data")).length).toBeGreaterThan(0);
      expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    });
  });

  it("shows a story's details, then its videos, and adds a video to it", async () => {
    const { api, user } = setup(ALL, {
      'GET /api/story/1': () => ({ body: story({ videos_count: 0 }) }),
      'GET /api/video': () => ({ body: paged([]) }),
      'POST /api/video': ({ body }) => ({ status: 201, body: video({ id: 6, ...(body as object) }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'View' }));
    expect(await screen.findByRole('heading', { name: 'Cohort 7 Founders' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Log' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Videos' }));
    expect(await screen.findByText('No Video Found')).toBeInTheDocument();
    const [[listUrl]] = calls(api, 'GET /api/video') as [[string]];
    expect(new URL(listUrl, 'http://x').searchParams.get('story_id')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Add Video' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Faith Chebet on SokoFresh');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await confirmYes(user, 'Are You Sure You Want to Add Video?');
    expect(await screen.findByText('Video Added Successfully')).toBeInTheDocument();
    expect(bodyOf(api, 'POST /api/video')).toEqual({ story_id: 1, name: 'Faith Chebet on SokoFresh', date: null });
    // back on the story's Videos tab
    expect(await screen.findByRole('tab', { name: 'Videos' })).toHaveAttribute('aria-selected', 'true');
  }, 40_000);

  it("shows a video's cover, player and images, with upload dialogs for the cover and the file", async () => {
    const row = video({
      image: 'c.webp',
      video: 'v.webm',
      cover_url: '/storage/video_cover/c.webp',
      thumb_url: '/storage/video_cover/thumb_c.webp',
      video_url: '/storage/videos/v.webm',
    });
    const { user } = setup(ALL, {
      'GET /api/story/1': () => ({ body: story({ videos_count: 1 }) }),
      'GET /api/video': () => ({ body: paged([row]) }),
      'GET /api/video/5': () => ({ body: row }),
      'GET /api/image': () => ({ body: paged([]) }),
    });
    await user.click(await screen.findByRole('button', { name: 'View' }));
    await user.click(await screen.findByRole('tab', { name: 'Videos' }));
    const videoRow = (await screen.findByText('Grace Njeri on Amani Health')).closest('tr')!;
    await user.click(within(videoRow).getByRole('button', { name: 'View' }));

    expect(await screen.findByRole('heading', { name: 'Grace Njeri on Amani Health' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Cover of Grace Njeri on Amani Health' })).toHaveAttribute(
      'src',
      '/storage/video_cover/c.webp',
    );
    const player = document.querySelector('video')!;
    expect(player).toHaveAttribute('src', '/storage/videos/v.webm');
    expect(player).toHaveAttribute('preload', 'metadata');
    expect(player.controls).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Video Images' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upload Video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Video' });
    const input = dialog.querySelector('input[type=file]')!;
    expect(input).toHaveAttribute('accept', 'video/mp4,video/webm');
    expect(within(dialog).getByText(/up to 200 MB/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByText('Kindly Select a File')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    // the page is aria-hidden until the closing dialog is gone
    await user.click(await screen.findByRole('button', { name: 'Upload Cover' }));
    const cover = await screen.findByRole('dialog', { name: 'Upload Cover Image' });
    expect(cover.querySelector('input[type=file]')).toHaveAttribute('accept', 'image/*');
    await user.click(within(cover).getByRole('button', { name: 'Cancel' }));

    await user.click(await screen.findByRole('button', { name: 'Back to Cohort 7 Founders' }));
    expect(await screen.findByRole('tab', { name: 'Videos' })).toHaveAttribute('aria-selected', 'true');
  }, 40_000);
});
