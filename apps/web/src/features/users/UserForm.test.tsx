import { password as passwordRule } from '@portal/contract/common';
import { MSG } from '@portal/contract/messages';
import type { AdminUser } from '@portal/contract/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWideScreen } from '../../testing/media';
import { calls, makeUser, mockApi, renderRoutes, signInAs } from '../../testing/test-utils';
import { UserForm } from './UserForm';

const ROLES = [
  { id: 1, name: 'System Admin', public: false },
  { id: 2, name: 'Judge', public: false },
  { id: 3, name: 'Applicant', public: true },
];

const saved = (over: Partial<AdminUser> = {}): AdminUser => ({
  id: 9,
  first_name: 'Wanjiru',
  middle_name: null,
  last_name: 'Mwangi',
  email: 'wanjiru@example.com',
  phone_number: '+254 711 000 111',
  active: 1,
  prof_pic: null,
  prof_pic_url: null,
  code: null,
  roles: [{ id: 2, name: 'Judge' }],
  created_at: '2026-03-01T08:00:00.000Z',
  ...over,
});

function setup(user?: AdminUser, handlers: Parameters<typeof mockApi>[0] = {}) {
  signInAs();
  const api = mockApi({
    'GET /api/get-user': () => ({ body: makeUser(['user_view', 'user_create', 'user_edit']) }),
    'GET /api/user': ({ url }) =>
      url.searchParams.get('type') === 'adminFormData' ? { body: { roles: ROLES } } : { status: 400, body: {} },
    ...handlers,
  });
  const onSaved = vi.fn();
  const onCreateFailed = vi.fn();
  const u = userEvent.setup({ delay: null });
  renderRoutes([
    {
      path: '/',
      element: <UserForm user={user} onSaved={onSaved} onCancel={() => {}} onCreateFailed={onCreateFailed} />,
    },
  ]);
  return { api, user: u, onSaved, onCreateFailed };
}

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
const passwordInput = () => screen.getByLabelText(/^Password/) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Save' });

async function confirmYes(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
}

beforeEach(() => {
  localStorage.clear();
  useWideScreen();
});
afterEach(() => vi.unstubAllGlobals());

describe('UserForm: create', () => {
  it('keeps Save disabled until every rule holds, with the spec messages', async () => {
    const { user } = setup();
    await screen.findByRole('checkbox', { name: 'Judge' });
    expect(save()).toBeDisabled();

    await user.type(field(/^E-mail/), 'not-an-email');
    await user.type(passwordInput(), 'short');
    await user.click(field(/^First name/));
    await user.tab();
    expect(await screen.findByText(MSG.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(MSG.passwordMin)).toBeInTheDocument();
    expect(screen.getAllByText(MSG.requiredLower).length).toBeGreaterThan(0);

    await user.clear(passwordInput());
    await user.type(passwordInput(), 'longenough1!');
    expect(await screen.findByText(MSG.passwordUpper)).toBeInTheDocument();
    await user.clear(passwordInput());
    await user.type(passwordInput(), 'Longenough!');
    expect(await screen.findByText(MSG.passwordNumber)).toBeInTheDocument();
    await user.clear(passwordInput());
    await user.type(passwordInput(), 'Longenough1');
    expect(await screen.findByText(MSG.passwordSpecial)).toBeInTheDocument();
    await user.clear(field(/^E-mail/));
    await user.type(field(/^E-mail/), `${'a'.repeat(45)}@example.com`);
    expect(await screen.findByText(MSG.emailMax)).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it('generates a 10-character password that passes the policy, shows it, and creates the user with the picked roles', async () => {
    const { api, user, onSaved } = setup(undefined, {
      'POST /api/user': ({ body }) => ({ status: 201, body: saved({ ...(body as object), id: 12 } as never) }),
    });
    await user.type(field(/^First name/), 'Wanjiru');
    await user.type(field(/^Last name/), 'Mwangi');
    await user.type(field(/^E-mail/), 'Wanjiru@Example.com');
    await user.type(field(/^Phone number/), '+254 711 000 111');

    expect(passwordInput()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Generate a password' }));
    const generated = passwordInput().value;
    expect(generated).toHaveLength(10);
    expect(passwordRule.safeParse(generated).success).toBe(true);
    // Shown in clear so the admin can pass it on.
    expect(passwordInput()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Generate a password' }));
    expect(passwordInput().value).not.toBe(generated);

    await user.click(await screen.findByRole('checkbox', { name: 'Judge' }));
    await user.click(screen.getByRole('checkbox', { name: 'Applicant' }));
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Are You Sure You Want to Add User?');
    await confirmYes(user);

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [, init] = calls(api, 'POST /api/user')[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({
      first_name: 'Wanjiru',
      middle_name: null,
      last_name: 'Mwangi',
      email: 'wanjiru@example.com',
      phone_number: '+254 711 000 111',
      password: passwordInput().value,
      roles: [2, 3],
    });
    expect(await screen.findByText('User Added Successfully')).toBeInTheDocument();
  });

  it('shows the server’s message for a taken e-mail (409) and stays on the form', async () => {
    const { user, onCreateFailed } = setup(undefined, {
      'POST /api/user': () => ({ status: 409, body: { message: MSG.emailTaken } }),
    });
    await user.type(field(/^First name/), 'Wanjiru');
    await user.type(field(/^Last name/), 'Mwangi');
    await user.type(field(/^E-mail/), 'taken@example.com');
    await user.type(field(/^Phone number/), '+254711000111');
    await user.type(passwordInput(), 'Strong@2026');
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await confirmYes(user);
    expect(await screen.findByText(MSG.emailTaken)).toBeInTheDocument();
    expect(onCreateFailed).not.toHaveBeenCalled();
  });
});

describe('UserForm: edit', () => {
  it('locks the e-mail, keeps the password when blank, and sends the roles', async () => {
    const { api, user, onSaved } = setup(saved(), {
      'PUT /api/user/9': ({ body }) => ({ body: saved(body as never) }),
    });
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveValue('wanjiru@example.com');
    expect(screen.getByText(MSG.passwordKeep)).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Judge' })).toBeChecked();

    await user.clear(field(/^First name/));
    await user.type(field(/^First name/), 'Wanjiku');
    await user.click(screen.getByRole('checkbox', { name: 'Judge' }));
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Are You Sure You Want to Update User?');
    await confirmYes(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = JSON.parse(String(calls(api, 'PUT /api/user/9')[0]![1]!.body));
    expect(body).toEqual({
      first_name: 'Wanjiku',
      middle_name: null,
      last_name: 'Mwangi',
      phone_number: '+254 711 000 111',
      roles: [],
    });
  });

  it('checks a new password against the policy', async () => {
    const { user } = setup(saved());
    await user.type(passwordInput(), 'weak');
    await user.tab();
    expect(await screen.findByText(MSG.passwordMin)).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it('puts the last System Admin’s 409 in a snackbar', async () => {
    const { user } = setup(saved({ roles: [{ id: 1, name: 'System Admin' }] }), {
      'PUT /api/user/9': () => ({ status: 409, body: { message: MSG.lastSystemAdmin } }),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'System Admin' }));
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await confirmYes(user);
    expect(await screen.findByText(MSG.lastSystemAdmin)).toBeInTheDocument();
  });
});
