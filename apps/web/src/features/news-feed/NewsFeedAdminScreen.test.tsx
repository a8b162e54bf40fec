import { todayInNairobi } from '@portal/contract/dates';
import type { NewsFeed } from '@portal/contract/news-feed';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequirePermission } from '../../components/RequirePermission';
import { useWideScreen } from '../../components/test-media';
import { calls, makeUser, mockApi, renderRoutes, signInAs } from '../../test-utils';
import NewsFeedAdminScreen from './NewsFeedAdminScreen';

// The first render (session, MUI, the query) can take a while on a busy machine.

// The real editor (tiptap) is tested on its own; here a plain text area stands in for it.
vi.mock('../../components/LazyRichTextEditor', () => ({
  preloadRichTextEditor: () => {},
  LazyRichTextEditor: (props: {
    label?: string;
    value: string;
    onChange: (html: string) => void;
    error?: boolean;
    helperText?: string;
    images?: boolean;
  }) => (
    <div>
      <textarea
        aria-label={props.label?.replace(' *', '')}
        aria-invalid={props.error ? 'true' : undefined}
        value={props.value.replace(/<[^>]*>/g, '')}
        data-images={props.images ? 'on' : 'off'}
        onChange={(e) => props.onChange(e.target.value ? `<p>${e.target.value}</p>` : '')}
      />
      {props.helperText && <p>{props.helperText}</p>}
    </div>
  ),
}));

const today = todayInNairobi();
const shown = (iso: string) => dayjs(iso).format('DD/MM/YYYY');
const daysAgo = (n: number) => dayjs(today).subtract(n, 'day').format('YYYY-MM-DD');

const item = (over: Partial<NewsFeed> = {}): NewsFeed => ({
  id: 4,
  subject: 'Meet the Top 15 of Cohort 8',
  author: 'Programme Team',
  source: 'https://example.org/top-15',
  publish_date: daysAgo(3),
  body: '<p>Fifteen ventures join <strong>incubation</strong>.</p>',
  image: null,
  image_url: null,
  thumb_url: null,
  active: 1,
  user: { first_name: 'System', middle_name: null, last_name: 'Admin' },
  created_at: '2026-02-01T08:00:00.000Z',
  updated_at: '2026-02-01T08:00:00.000Z',
  ...over,
});

const paged = (data: NewsFeed[]) => ({ data, current_page: 1, per_page: 10, total: data.length, last_page: 1 });

const ALL = [
  'news_feed_view',
  'news_feed_create',
  'news_feed_edit',
  'news_feed_archive',
  'news_feed_activate',
  'news_feed_deactivate',
  'log_view',
];

function setup(permissions: string[], handlers: Parameters<typeof mockApi>[0] = {}, rows = [item()]) {
  signInAs();
  const api = mockApi({
    'GET /api/get-user': () => ({ body: makeUser(permissions) }),
    'GET /api/news-feed': () => ({ body: paged(rows) }),
    ...handlers,
  });
  const user = userEvent.setup();
  renderRoutes(
    [
      {
        element: <RequirePermission anyOf={['news_feed_view']} />,
        children: [{ path: '/news-feed-admin', element: <NewsFeedAdminScreen /> }],
      },
    ],
    '/news-feed-admin',
  );
  return { api, user };
}

/** Types a DD/MM/YYYY date into the picker the way autofill or paste does. */
function setDate(label: string, value: string) {
  const group = screen.getByRole('group', { name: label });
  const hidden = group.parentElement!.querySelector('input')!;
  fireEvent.change(hidden, { target: { value } });
}

beforeEach(() => {
  localStorage.clear();
  useWideScreen();
});
afterEach(() => vi.unstubAllGlobals());

describe('NewsFeedAdminScreen', () => {
  it('says so politely without news_feed_view', async () => {
    setup(['dashboard_view']);
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
  });

  it('lists cover, subject, author, publish date and active, with only the permitted actions', async () => {
    setup(['news_feed_view', 'news_feed_deactivate'], {}, [
      item({ thumb_url: '/storage/news_feed_pics/thumb_a.webp' }),
      item({ id: 5, subject: 'Draft', active: 0 }),
    ]);
    const row = (await screen.findByText('Meet the Top 15 of Cohort 8')).closest('tr')!;
    expect(within(row).getByRole('img', { name: 'Cover of Meet the Top 15 of Cohort 8' })).toHaveAttribute(
      'src',
      '/storage/news_feed_pics/thumb_a.webp',
    );
    expect(row).toHaveTextContent('Programme Team');
    expect(row).toHaveTextContent(shown(daysAgo(3)));
    expect(within(row).getByText('Yes')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
    for (const hidden of ['Edit', 'Delete', 'Log', 'Activate']) {
      expect(within(row).queryByRole('button', { name: hidden })).not.toBeInTheDocument();
    }
    expect(within(screen.getByText('Draft').closest('tr')!).getByRole('img', { name: 'No cover' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add News Item' })).not.toBeInTheDocument();
  });

  it("shows 'No News Found' for an empty list", async () => {
    setup(ALL, {}, []);
    expect(await screen.findByText('No News Found')).toBeInTheDocument();
  });

  it("adds an item: 'Please add a Body', no publish date after today, then the payload", async () => {
    const { api, user } = setup(ALL, {
      'POST /api/news-feed': ({ body }) => ({ status: 201, body: item({ id: 9, ...(body as object) }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add News Item' }));
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'Subject' }), '  Demo Day is coming  ');
    await user.type(screen.getByRole('textbox', { name: 'Author' }), 'Grace Achieng');
    const body = screen.getByRole('textbox', { name: 'Body' });
    expect(body).toHaveAttribute('data-images', 'on');
    await user.type(body, 'x');
    await user.clear(body);
    expect(await screen.findByText('Please add a Body')).toBeInTheDocument();
    await user.type(body, 'Seven finalists pitch.');
    await waitFor(() => expect(screen.queryByText('Please add a Body')).not.toBeInTheDocument());

    setDate('Publish date', shown(dayjs(today).add(1, 'day').format('YYYY-MM-DD')));
    expect(await screen.findByText('The publish date cannot be after today')).toBeInTheDocument();
    expect(save).toBeDisabled();
    setDate('Publish date', shown(today));
    await waitFor(() => expect(screen.queryByText('The publish date cannot be after today')).not.toBeInTheDocument());

    const source = screen.getByRole('textbox', { name: 'Source link' });
    await user.type(source, 'not a link');
    expect(await screen.findByText('Enter a full link starting with https://')).toBeInTheDocument();
    await user.clear(source);
    await waitFor(() => expect(save).toBeEnabled());

    await user.click(save);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are You Sure You Want to Add News Item?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('News Feed Added Successfully')).toBeInTheDocument();
    const [[, init]] = calls(api, 'POST /api/news-feed') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({
      subject: 'Demo Day is coming',
      author: 'Grace Achieng',
      source: null,
      publish_date: today,
      body: '<p>Seven finalists pitch.</p>',
    });
    expect(await screen.findByRole('heading', { name: 'News Feed' })).toBeInTheDocument();
  });

  it('edits in orange with the stored values', async () => {
    const { api, user } = setup(ALL, {
      'PUT /api/news-feed/4': ({ body }) => ({ body: item(body as Partial<NewsFeed>) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('heading', { name: 'Edit News Item' })).toBeInTheDocument();
    const subject = screen.getByRole('textbox', { name: 'Subject' });
    expect(subject).toHaveValue('Meet the Top 15 of Cohort 8');
    await user.clear(subject);
    await user.type(subject, 'Meet the Top 15');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are You Sure You Want to Update News Item?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('News Feed Updated Successfully')).toBeInTheDocument();
    const [[, init]] = calls(api, 'PUT /api/news-feed/4') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toMatchObject({
      subject: 'Meet the Top 15',
      source: 'https://example.org/top-15',
      publish_date: daysAgo(3),
    });
  });

  it('shows the item with its body, poster and the Upload Cover dialog', async () => {
    const uploaded = item({
      image_url: '/storage/news_feed_pics/c.webp',
      thumb_url: '/storage/news_feed_pics/thumb_c.webp',
    });
    const { api, user } = setup(ALL, {
      'GET /api/news-feed/4': () => ({ body: item() }),
      'POST /api/news-feed': () => ({ body: uploaded }),
    });
    await user.click(await screen.findByRole('button', { name: 'View' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Meet the Top 15 of Cohort 8' })).toBeInTheDocument();
    expect(screen.getByText('incubation', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('System Admin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://example.org/top-15' })).toHaveAttribute('target', '_blank');
    expect(screen.getByText('No cover yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upload Cover' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Cover' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Kindly Select a File')).toBeInTheDocument();
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'image/*');
    await user.upload(input, new File([new Uint8Array(20)], 'cover.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Image Uploaded Successfully')).toBeInTheDocument();
    const [[url, init]] = calls(api, 'POST /api/news-feed') as [[string, RequestInit]];
    expect(new URL(url, 'http://localhost').searchParams.get('type')).toBe('image');
    expect((init.body as FormData).get('id')).toBe('4');
    expect((init.body as FormData).get('files')).toBeInstanceOf(File);
  });
});
