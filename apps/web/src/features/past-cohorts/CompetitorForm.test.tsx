import { MSG } from '@portal/contract/messages';
import type { Competitor } from '@portal/contract/past-cohorts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, makeUser, mockApi, renderRoutes, signInAs } from '../../testing/test-utils';
import { CompetitorForm } from './CompetitorForm';

// The rich text editor (tiptap) is replaced by a plain text area: the form's rules are under test here.
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
    <label>
      {props.label}
      <textarea
        aria-invalid={props.error ? 'true' : 'false'}
        value={props.value.replace(/<[^>]+>/g, '')}
        data-images={props.images ? 'on' : 'off'}
        onChange={(e) => props.onChange(e.target.value ? `<p>${e.target.value}</p>` : '<p></p>')}
      />
      <span>{props.helperText}</span>
    </label>
  ),
}));

const saved = (over: Partial<Competitor> = {}): Competitor => ({
  id: 31,
  past_cohort_id: 5,
  name: 'Shamba Smart',
  description: '<p>Soil sensors.</p>',
  link: null,
  image: null,
  image_url: null,
  thumb_url: null,
  rank: null,
  active: 1,
  website_url: null,
  x_url: null,
  linkedin_url: null,
  facebook_url: null,
  youtube_url: null,
  instagram_url: null,
  tiktok_url: null,
  created_at: '2025-08-01T08:00:00.000Z',
  updated_at: '2025-08-01T08:00:00.000Z',
  ...over,
});

function setup(handlers: Parameters<typeof mockApi>[0] = {}, competitor?: Competitor) {
  signInAs();
  const api = mockApi({
    'GET /api/get-user': () => ({ body: makeUser(['competitor_create', 'competitor_edit']) }),
    ...handlers,
  });
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  const onCreateFailed = vi.fn();
  const user = userEvent.setup();
  renderRoutes([
    {
      path: '/',
      element: (
        <CompetitorForm
          cohortId={5}
          competitor={competitor}
          onSaved={onSaved}
          onCancel={onCancel}
          onCreateFailed={onCreateFailed}
        />
      ),
    },
  ]);
  return { api, user, onSaved, onCancel, onCreateFailed };
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}\\s*\\*?$`) });

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('CompetitorForm', () => {
  it('keeps Save disabled until the name and the description are there, with the spec messages', async () => {
    const { user } = setup();
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(field('Name'), 'Shamba Smart');
    expect(save).toBeDisabled();

    const description = screen.getByRole('textbox', { name: /Description/ });
    expect(description).toHaveAttribute('data-images', 'on');
    await user.type(description, 'x');
    await user.clear(description);
    expect(await screen.findByText(MSG.descriptionRequired)).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.type(description, 'Soil sensors for smallholders.');
    await waitFor(() => expect(save).toBeEnabled());

    await user.clear(field('Name'));
    expect(await screen.findByText(MSG.required)).toBeInTheDocument();
    expect(save).toBeDisabled();
  });

  it('checks the links and the rank', async () => {
    const { user } = setup();
    await user.type(field('Name'), 'Shamba Smart');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Soil sensors.');
    await user.type(field('X'), 'not a link');
    expect(await screen.findByText('Enter a full link starting with https://')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(field('X'));
    const rank = screen.getByRole('spinbutton', { name: /Rank/ });
    await user.type(rank, '0');
    expect(await screen.findByText('The rank starts at 1')).toBeInTheDocument();
    await user.clear(rank);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  });

  it('adds a competitor to its cohort after confirmation, sending blank links as null and the rank as a number', async () => {
    const { api, user, onSaved } = setup({
      'POST /api/competitor': ({ body }) => ({ status: 201, body: saved(body as Partial<Competitor>) }),
    });
    expect(screen.getByRole('heading', { name: 'Add Competitor' })).toBeInTheDocument();
    await user.type(field('Name'), '  Shamba Smart ');
    await user.type(field('Link'), 'https://shambasmart.example');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Soil sensors.');
    await user.type(screen.getByRole('spinbutton', { name: /Rank/ }), '2');
    await user.type(field('LinkedIn'), 'https://www.linkedin.com/company/shamba');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are You Sure You Want to Add Competitor?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Competitor Added Successfully')).toBeInTheDocument();

    const [[, init]] = calls(api, 'POST /api/competitor') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({
      past_cohort_id: 5,
      name: 'Shamba Smart',
      link: 'https://shambasmart.example',
      description: '<p>Soil sensors.</p>',
      rank: 2,
      website_url: null,
      x_url: null,
      linkedin_url: 'https://www.linkedin.com/company/shamba',
      facebook_url: null,
      youtube_url: null,
      instagram_url: null,
      tiktok_url: null,
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 31, rank: 2 })));
  });

  it("edits with the stored values and shows a 409's message without leaving the form", async () => {
    const { api, user, onSaved } = setup(
      { 'PUT /api/competitor/31': () => ({ status: 409, body: { message: MSG.competitorNameTaken } }) },
      saved({ rank: 4, x_url: 'https://x.com/shamba' }),
    );
    expect(screen.getByRole('heading', { name: 'Edit Competitor' })).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Shamba Smart');
    expect(screen.getByRole('spinbutton', { name: /Rank/ })).toHaveValue(4);
    expect(field('X')).toHaveValue('https://x.com/shamba');
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are You Sure You Want to Update Competitor?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(MSG.competitorNameTaken)).toBeInTheDocument();
    expect(calls(api, 'PUT /api/competitor/31')).toHaveLength(1);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
