import { TOKEN_STORAGE_KEY } from '@portal/contract/constants';
import { MSG } from '@portal/contract/messages';
import { TWO_FACTOR_MSG } from '@portal/contract/two-factor';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLocale } from '../../lib/i18n/locale';
import { useSignInDialog } from '../../lib/sign-in-dialog';
import { calls, inRootLayout, makeUser, mockApi, renderRoutes } from '../../testing/test-utils';

function Opener() {
  const dialog = useSignInDialog();
  return (
    <button type="button" onClick={() => dialog.open()}>
      open
    </button>
  );
}

const routes = inRootLayout([
  { path: '/', element: <Opener /> },
  { path: '/redirector', element: <p>redirected</p> },
]);

async function openDialog() {
  const user = userEvent.setup();
  renderRoutes(routes);
  await user.click(screen.getByRole('button', { name: 'open' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
  return { user, dialog };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('sign-in popup: login', () => {
  it('shows the spec messages for empty and bad fields', async () => {
    mockApi({});
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(dialog).findByText(MSG.emailRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MSG.required)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/E-mail/), 'not-an-email');
    await user.tab();
    expect(await within(dialog).findByText(MSG.emailInvalid)).toBeInTheDocument();
  });

  it('says the login failed on a 401', async () => {
    mockApi({ 'POST /api/login': () => ({ status: 401, body: { message: MSG.loginFailed } }) });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/E-mail/), 'amina@example.com');
    await user.type(within(dialog).getByLabelText(/^Password/), 'Secret1!');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MSG.loginFailed);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('shows the rate-limit message on a 429', async () => {
    mockApi({ 'POST /api/login': () => ({ status: 429, body: { message: MSG.tooManyAttempts } }) });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/E-mail/), 'amina@example.com');
    await user.type(within(dialog).getByLabelText(/^Password/), 'Secret1!');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MSG.tooManyAttempts);
  });

  it('stores the token, closes and goes to /redirector on success', async () => {
    const api = mockApi({
      'POST /api/login': () => ({ body: { token: 'tok-123', user: makeUser() } }),
      'GET /api/get-user': () => ({ body: makeUser() }),
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/E-mail/), 'Amina@Example.com ');
    await user.type(within(dialog).getByLabelText(/^Password/), 'Secret1!');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('redirected')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-123');
    const [, init] = calls(api, 'POST /api/login')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'amina@example.com', password: 'Secret1!' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for the code of an account with two-step sign-in, then signs in', async () => {
    const api = mockApi({
      'POST /api/login': () => ({ body: { two_factor_required: true, challenge: 'ch-1' } }),
      'POST /api/login/code': ({ body }) =>
        (body as { code: string }).code === '123456'
          ? { body: { token: 'tok-2fa', user: makeUser() } }
          : { status: 401, body: { message: TWO_FACTOR_MSG.codeWrong } },
      'GET /api/get-user': () => ({ body: makeUser() }),
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/E-mail/), 'amina@example.com');
    await user.type(within(dialog).getByLabelText(/^Password/), 'Secret1!');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    const code = await within(dialog).findByLabelText(/^Code/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    await user.type(code, '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TWO_FACTOR_MSG.codeWrong);
    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('redirected')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-2fa');
    const [, init] = calls(api, 'POST /api/login/code').at(-1)!;
    expect(JSON.parse(String(init?.body))).toEqual({ challenge: 'ch-1', code: '123456' });
  });

  it('asks for the code in Kiswahili, and says a wrong code in Kiswahili', async () => {
    await applyLocale('sw');
    try {
      mockApi({
        'POST /api/login': () => ({ body: { two_factor_required: true, challenge: 'ch-1' } }),
        'POST /api/login/code': () => ({ status: 401, body: { message: TWO_FACTOR_MSG.codeWrong } }),
      });
      const user = userEvent.setup();
      renderRoutes(routes);
      await user.click(screen.getByRole('button', { name: 'open' }));
      const dialog = await screen.findByRole('dialog', { name: 'Ingia' });
      await user.type(within(dialog).getByLabelText(/Barua pepe/), 'amina@example.com');
      await user.type(within(dialog).getByLabelText(/^Nenosiri/), 'Secret1!');
      await user.click(within(dialog).getByRole('button', { name: 'Ingia' }));
      expect(await within(dialog).findByRole('form', { name: 'Msimbo wa kuingia' })).toBeInTheDocument();
      await user.type(within(dialog).getByRole('textbox', { name: /^Msimbo/ }), '000000');
      await user.click(within(dialog).getByRole('button', { name: 'Thibitisha' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Msimbo huo si sahihi, au umeshatumika. Jaribu unaofuata.',
      );
    } finally {
      await applyLocale('en');
    }
  });

  it('toggles the password visibility', async () => {
    mockApi({});
    const { user, dialog } = await openDialog();
    const input = within(dialog).getByLabelText(/^Password/);
    expect(input).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
  });
});

describe('sign-in popup: modes', () => {
  it('switches between login, create account and forgot password', async () => {
    mockApi({});
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('dialog', { name: 'Forgot Password' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

async function openCreate() {
  const ctx = await openDialog();
  await ctx.user.click(within(ctx.dialog).getByRole('button', { name: 'Create an account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Account' });
  return { ...ctx, dialog };
}

async function fillRegistration(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, password = 'Secret1!') {
  await user.type(within(dialog).getByLabelText(/First Name/), 'Amina');
  await user.type(within(dialog).getByLabelText(/Last Name/), 'Wanjiru');
  await user.type(within(dialog).getByLabelText(/Phone Number/), '0712345678');
  await user.type(within(dialog).getByLabelText(/E-mail/), 'amina@example.com');
  await user.type(within(dialog).getByLabelText(/^Password/), password);
  await user.type(within(dialog).getByLabelText(/^Confirm Password/), password);
}

describe('sign-in popup: create account', () => {
  it('keeps Create Account disabled while invalid and shows the password policy', async () => {
    mockApi({});
    const { user, dialog } = await openCreate();
    const submit = within(dialog).getByRole('button', { name: 'Create Account' });
    expect(submit).toBeDisabled();

    const password = within(dialog).getByLabelText(/^Password/);
    await user.type(password, 'short');
    await user.tab();
    expect(await within(dialog).findByText(MSG.passwordMin)).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'longenough');
    expect(await within(dialog).findByText(MSG.passwordUpper)).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'Longenough');
    expect(await within(dialog).findByText(MSG.passwordNumber)).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'Longenough1');
    expect(await within(dialog).findByText(MSG.passwordSpecial)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Confirm Password/), 'Different1!');
    await user.tab();
    expect(await within(dialog).findByText(MSG.passwordsMismatch)).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('registers, says so and goes back to login', async () => {
    const api = mockApi({ 'POST /api/register': () => ({ status: 201, body: { message: MSG.registered } }) });
    const { user, dialog } = await openCreate();
    await fillRegistration(user, dialog);
    const submit = within(dialog).getByRole('button', { name: 'Create Account' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText(MSG.registered)).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    const [, init] = calls(api, 'POST /api/register')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      f_name: 'Amina',
      m_name: null,
      l_name: 'Wanjiru',
      phone_number: '0712345678',
      email: 'amina@example.com',
      password: 'Secret1!',
      // The language the site was in: that of her mails.
      locale: 'en',
    });
  });

  it("shows the server's message on a 409 and stays in create mode", async () => {
    mockApi({ 'POST /api/register': () => ({ status: 409, body: { message: MSG.emailTaken } }) });
    const { user, dialog } = await openCreate();
    await fillRegistration(user, dialog);
    const submit = within(dialog).getByRole('button', { name: 'Create Account' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MSG.emailTaken);
    expect(screen.getByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('puts 422 field errors next to their fields', async () => {
    mockApi({
      'POST /api/register': () => ({
        status: 422,
        body: { message: MSG.validationFailed, errors: { phone_number: 'Maximum 30 characters' } },
      }),
    });
    const { user, dialog } = await openCreate();
    await fillRegistration(user, dialog);
    const submit = within(dialog).getByRole('button', { name: 'Create Account' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await within(dialog).findByText('Maximum 30 characters')).toBeInTheDocument();
  });

  it('says registration failed on other errors', async () => {
    mockApi({ 'POST /api/register': () => ({ status: 500, body: { message: MSG.serverError } }) });
    const { user, dialog } = await openCreate();
    await fillRegistration(user, dialog);
    const submit = within(dialog).getByRole('button', { name: 'Create Account' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MSG.registerFailed);
  });
});

describe('sign-in popup: forgot password', () => {
  async function openForgot() {
    const ctx = await openDialog();
    await ctx.user.click(within(ctx.dialog).getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot Password' });
    return { ...ctx, dialog };
  }

  // The server answers alike whether an account uses the address or not (the mail says which):
  // what the popup can show is a refusal, such as too many requests.
  it("shows the server's refusal and stays open", async () => {
    mockApi({ 'POST /api/reset-password': () => ({ status: 429, body: { message: MSG.tooManyAttempts } }) });
    const { user, dialog } = await openForgot();
    await user.type(within(dialog).getByLabelText(/E-mail/), 'nobody@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MSG.tooManyAttempts);
  });

  it('sends the link and goes back to login', async () => {
    mockApi({ 'POST /api/reset-password': () => ({ body: { message: MSG.resetLinkSent } }) });
    const { user, dialog } = await openForgot();
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(await within(dialog).findByText(MSG.emailRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/E-mail/), 'amina@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(MSG.resetLinkSent)).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });
});
