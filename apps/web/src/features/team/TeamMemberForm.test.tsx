import type { TeamMember } from '@portal/contract/team';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWideScreen } from '../../testing/media';
import { type AnswerTo, calls, makeUser, mockApi, renderRoutes, signInAs } from '../../testing/test-utils';
import { TeamMemberForm } from './TeamMemberForm';

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
        value={props.value.replace(/<\/?p>/g, '')}
        data-images={props.images ? 'on' : 'off'}
        onChange={(e) => props.onChange(e.target.value ? `<p>${e.target.value}</p>` : '')}
      />
      {props.helperText && <p>{props.helperText}</p>}
    </div>
  ),
}));

const ROLES = [
  { id: 3, name: 'Coach' },
  { id: 5, name: 'Mentor' },
  { id: 2, name: 'Trainer' },
];

const saved = (over: Partial<TeamMember> = {}): TeamMember => ({
  id: 7,
  name: 'Njeri Wambui',
  bio: '<p>Leads the programme.</p>',
  image: null,
  image_url: null,
  thumb_url: null,
  email_address: 'njeri@example.com',
  phone_number: null,
  website_url: null,
  x_url: null,
  linkedin_url: null,
  facebook_url: null,
  youtube_url: null,
  instagram_url: null,
  tiktok_url: null,
  active: 1,
  created_at: '2026-03-01T08:00:00Z',
  updated_at: '2026-03-01T08:00:00Z',
  team_member_roles: [
    { team_role_id: 3, team_role: { id: 3, name: 'Coach' } },
    { team_role_id: 2, team_role: { id: 2, name: 'Trainer' } },
  ],
  ...over,
});

function setup(member?: TeamMember, handlers: Parameters<typeof mockApi>[0] = {}) {
  signInAs();
  const api = mockApi({
    'GET /api/get-user': () => ({ body: makeUser(['team_view', 'team_create', 'team_edit']) }),
    'GET /api/team': ({ url }) =>
      url.searchParams.get('type') === 'formData' ? { body: { teamRoles: ROLES } } : { status: 400, body: {} },
    ...handlers,
  });
  const onSaved = vi.fn();
  const onCreateFailed = vi.fn();
  const user = userEvent.setup({ delay: null });
  renderRoutes([
    {
      path: '/',
      element: <TeamMemberForm member={member} onSaved={onSaved} onCancel={() => {}} onCreateFailed={onCreateFailed} />,
    },
  ]);
  return { api, user, onSaved, onCreateFailed };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const rolesBox = () => screen.getByRole('combobox', { name: 'Roles' });

async function pickRoles(user: ReturnType<typeof userEvent.setup>, names: string[]) {
  await user.click(rolesBox());
  for (const n of names) await user.click(await screen.findByRole('option', { name: n }));
  await user.keyboard('{Escape}');
}

async function confirmYes(user: ReturnType<typeof userEvent.setup>, question: string) {
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent(question);
  await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
}

beforeEach(() => {
  localStorage.clear();
  useWideScreen();
});
afterEach(() => vi.unstubAllGlobals());

// A large MUI form in jsdom is slow on a busy 2-core machine.
describe('TeamMemberForm', { timeout: 40_000 }, () => {
  it('shows the spec messages and keeps Save disabled while anything required is missing', async () => {
    const { user } = setup();
    expect(await screen.findByRole('heading', { name: 'Add Team Member' })).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.type(field('Name'), 'A');
    await user.clear(field('Name'));
    expect(await screen.findByText('Input is Required')).toBeInTheDocument();

    // The bio takes pictures: the team page shows them.
    expect(field('Bio')).toHaveAttribute('data-images', 'on');
    await user.type(field('Bio'), 'x');
    await user.clear(field('Bio'));
    expect(await screen.findByText('Kindly add a bio')).toBeInTheDocument();

    // picking then removing the only role
    await pickRoles(user, ['Mentor']);
    expect(screen.getByRole('button', { name: 'Mentor' })).toBeInTheDocument();
    await user.click(rolesBox());
    await user.keyboard('{Backspace}');
    await user.tab();
    expect(await screen.findByText('Kindly pick a role')).toBeInTheDocument();
    expect(save).toBeDisabled();
  });

  it('checks the e-mail and the links', async () => {
    const { user } = setup();
    await screen.findByRole('heading', { name: 'Add Team Member' });
    const save = screen.getByRole('button', { name: 'Save' });
    await user.type(field('E-mail'), 'not-an-email');
    expect(await screen.findByText('E-mail must be valid')).toBeInTheDocument();
    await user.type(field('LinkedIn'), 'javascript:alert(1)');
    expect(await screen.findByText('Enter a full link starting with https://')).toBeInTheDocument();
    expect(save).toBeDisabled();
  });

  it('adds a member after confirmation and sends the roles and the links, blanks as null', async () => {
    const { api, user, onSaved } = setup(undefined, {
      'POST /api/team': ({ body }) => ({ status: 201, body: saved({ ...(body as object) }) }),
    });
    await screen.findByRole('heading', { name: 'Add Team Member' });
    await user.type(field('Name'), '  Njeri Wambui ');
    await user.type(field('Bio'), 'Leads the programme.');
    await user.type(field('E-mail'), 'Njeri@Example.com');
    await user.type(field('LinkedIn'), 'https://www.linkedin.com/in/njeri');
    await pickRoles(user, ['Trainer', 'Coach']);
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());

    await user.click(save);
    await confirmYes(user, 'Are You Sure You Want to Add Team Member?');
    expect(await screen.findByText('Team Added Successfully')).toBeInTheDocument();
    const [[, init]] = calls(api, 'POST /api/team') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Njeri Wambui',
      bio: '<p>Leads the programme.</p>',
      email_address: 'njeri@example.com',
      phone_number: null,
      roles: [2, 3],
      website_url: null,
      x_url: null,
      linkedin_url: 'https://www.linkedin.com/in/njeri',
      facebook_url: null,
      youtube_url: null,
      instagram_url: null,
      tiktok_url: null,
    });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
  });

  it('edits a member with their roles picked, and puts a 422 next to the roles', async () => {
    let answer: AnswerTo<'PUT /api/team/7'> = {
      status: 422,
      body: { message: 'Please correct the highlighted fields.', errors: { roles: 'Pick the roles from the list.' } },
    };
    const { api, user, onSaved } = setup(saved(), { 'PUT /api/team/7': () => answer });
    expect(await screen.findByRole('heading', { name: 'Edit Team Member' })).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Njeri Wambui');
    expect(await screen.findByRole('button', { name: 'Coach' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Trainer' })).toBeInTheDocument();

    await pickRoles(user, ['Mentor']);
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await confirmYes(user, 'Are You Sure You Want to Update Team Member?');
    expect(await screen.findByText('Pick the roles from the list.', { selector: 'p' })).toBeInTheDocument();
    // once the confirmation has gone (it hides the page from assistive technology while open)
    await waitFor(() => expect(rolesBox()).toHaveAttribute('aria-invalid', 'true'));
    expect(JSON.parse(String((calls(api, 'PUT /api/team/7')[0]![1] as RequestInit).body)).roles).toEqual([3, 2, 5]);

    // the server's message holds Save back until the roles change
    expect(save).toBeDisabled();
    await user.click(rolesBox());
    await user.keyboard('{Backspace}{Escape}');
    await waitFor(() => expect(save).toBeEnabled());
    answer = { status: 200, body: saved() };
    await user.click(save);
    await confirmYes(user, 'Are You Sure You Want to Update Team Member?');
    expect(await screen.findByText('Team Updated Successfully')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it("says so when the roles can't be loaded, and retries", async () => {
    let fail = true;
    setup(undefined, {
      'GET /api/team': () => (fail ? { status: 500, body: { message: 'boom' } } : { body: { teamRoles: ROLES } }),
    });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findAllByText("An Error Occurred; Couldn't Get Form Data")).not.toHaveLength(0);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('combobox', { name: 'Roles' })).toBeInTheDocument();
  });
});
