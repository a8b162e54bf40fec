import { MSG } from '@portal/contract/messages';
import type { Profile } from '@portal/contract/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWideScreen } from '../../testing/media';
import { calls, makeUser, mockApi, renderRoutes, signInAs } from '../../testing/test-utils';
import ProfileScreen from './ProfileScreen';

vi.mock('../../components/LazyRichTextEditor', () => ({
  preloadRichTextEditor: () => {},
  LazyRichTextEditor: (props: { label?: string; value: string; onChange: (html: string) => void }) => (
    <textarea
      aria-label={props.label?.replace(' *', '')}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
    />
  ),
}));

const profile = (over: Partial<Profile> = {}): Profile => ({
  id: 1,
  first_name: 'Amina',
  middle_name: null,
  last_name: 'Wanjiru',
  email: 'amina@example.com',
  phone_number: '+254 700 000 001',
  dob: null,
  bio: null,
  country_id: null,
  gender_id: null,
  linkedin_url: null,
  twitter_url: null,
  prof_pic: null,
  prof_pic_url: null,
  code: 'ACC-0042',
  ...over,
});

const FORM_DATA = {
  genders: [
    { id: 1, name: 'Female' },
    { id: 2, name: 'Male' },
  ],
  countries: [{ id: 114, name: 'Kenya' }],
  steps: [],
  sectors: [],
  clientLocations: [],
  organisationTypes: [],
  marketingSources: [],
};

function setup(roleName: string, handlers: Parameters<typeof mockApi>[0] = {}) {
  signInAs();
  const sessionUser = makeUser([], {
    roles: [{ id: 4, name: roleName, default_page: '/', permissions: [] }],
  });
  const api = mockApi({
    'GET /api/get-user': () => ({ body: sessionUser }),
    'GET /api/user': ({ url }) =>
      url.searchParams.get('type') === 'profile' ? { body: profile() } : { body: FORM_DATA },
    ...handlers,
  });
  const user = userEvent.setup({ delay: null });
  renderRoutes([{ path: '/profile', element: <ProfileScreen /> }], '/profile');
  return { api, user };
}

async function confirmYes(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
}

beforeEach(() => {
  localStorage.clear();
  useWideScreen();
});
afterEach(() => vi.unstubAllGlobals());

describe('ProfileScreen', () => {
  it('shows the initial, the full name, the roles, the code, the e-mail and the phone', async () => {
    setup('Programme Staff');
    expect(await screen.findByRole('heading', { name: 'Amina Wanjiru' })).toBeInTheDocument();
    expect(screen.getByText('A')).toBeInTheDocument();
    expect(screen.getByText('Programme Staff')).toBeInTheDocument();
    expect(screen.getByText('ACC-0042')).toBeInTheDocument();
    expect(screen.getByText('amina@example.com')).toBeInTheDocument();
    expect(screen.getByText('+254 700 000 001')).toBeInTheDocument();
    for (const name of ['Upload Profile Pic', 'Change Password', 'Update Profile']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('changes the password; a wrong current password gets the spec message', async () => {
    let attempt = 0;
    const { api, user } = setup('Programme Staff', {
      'POST /api/user': () =>
        ++attempt === 1
          ? {
              status: 422,
              body: { message: MSG.currentPasswordWrong, errors: { current_password: MSG.currentPasswordWrong } },
            }
          : { body: { message: MSG.passwordUpdated } },
    });
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await user.type(within(dialog).getByLabelText(/^Current password/), 'Wrong@2025');
    await user.type(within(dialog).getByLabelText(/^New password/), 'Fresh@2026');
    await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'Fresh@2027');
    expect(await within(dialog).findByText(MSG.newPasswordMismatch)).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(within(dialog).getByLabelText(/^Confirm new password/));
    await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'Fresh@2026');
    await waitFor(() => expect(save).toBeEnabled());

    await user.click(save);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(MSG.confirmChangePassword);
    await confirmYes(user);
    expect(await screen.findAllByText(MSG.currentPasswordWrong)).not.toHaveLength(0);
    const body = JSON.parse(String(calls(api, 'POST /api/user')[0]![1]!.body));
    expect(body).toEqual({ current_password: 'Wrong@2025', new_password: 'Fresh@2026' });

    await user.clear(within(dialog).getByLabelText(/^Current password/));
    await user.type(within(dialog).getByLabelText(/^Current password/), 'Right@2025');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await confirmYes(user);
    expect(await screen.findByText(MSG.passwordUpdated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change Password' })).not.toBeInTheDocument());
  });

  it('staff update the profile with the names alone (no gender, nationality or date of birth needed)', async () => {
    const { api, user } = setup('Programme Staff', {
      'PUT /api/user/1': ({ body }) => ({ body: profile(body as never) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Update Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Profile' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.clear(within(dialog).getByRole('textbox', { name: /^First name/ }));
    expect(await within(dialog).findByText(MSG.requiredLower)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^First name/ }), 'Njeri');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(MSG.confirmUpdateProfile);
    await confirmYes(user);
    expect(await screen.findByText(MSG.profileUpdated)).toBeInTheDocument();
    const body = JSON.parse(String(calls(api, 'PUT /api/user/1')[0]![1]!.body));
    expect(body).toMatchObject({ first_name: 'Njeri', dob: null, gender_id: null, country_id: null });
    expect(calls(api, 'PUT /api/user/1')[0]![0]).toContain('type=user');
  });

  it('an applicant keeps the wizard rules: gender and date of birth are required', async () => {
    setup('Applicant');
    await openUpdateProfile();
    const dialog = await screen.findByRole('dialog', { name: 'Update Profile' });
    await waitFor(() => expect(within(dialog).getAllByText(MSG.requiredLower).length).toBeGreaterThanOrEqual(2));
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});

async function openUpdateProfile() {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Update Profile' }));
}
