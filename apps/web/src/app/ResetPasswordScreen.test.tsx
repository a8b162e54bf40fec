import { MSG } from '@portal/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, makeUser, mockApi, renderRoutes, signInAs } from '../testing/test-utils';
import ActivateScreen from './ActivateScreen';
import { RootLayout } from './layouts';
import ResetPasswordScreen from './ResetPasswordScreen';

const routes = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <p>home page</p> },
      { path: '/redirector', element: <p>redirector</p> },
      { path: '/reset-password/:token', element: <ResetPasswordScreen /> },
      { path: '/activate/:token', element: <ActivateScreen /> },
    ],
  },
];

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('reset password screen', () => {
  it("says 'Invalid/Expired Token' for a bad token, with a Home link", async () => {
    mockApi({ 'GET /api/check-token/bad': () => ({ status: 404, body: { message: MSG.invalidToken } }) });
    renderRoutes(routes, '/reset-password/bad');
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.invalidToken);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('validates, resets and offers Back Home', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/check-token/good': () => ({ body: { valid: true } }),
      'POST /api/post-reset-password': () => ({ body: { message: MSG.resetDone } }),
    });
    renderRoutes(routes, '/reset-password/good');
    const password = await screen.findByLabelText(/^New Password/);
    const submit = screen.getByRole('button', { name: 'Reset Password' });
    expect(submit).toBeDisabled();
    await user.type(password, 'weak');
    await user.tab();
    expect(await screen.findByText(MSG.passwordMin)).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'Secret1!');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Secret1?');
    await user.tab();
    expect(await screen.findByText(MSG.passwordsMismatch)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Confirm Password/));
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Secret1!');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText(MSG.resetDone)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back Home' })).toHaveAttribute('href', '/');
    const [, init] = calls(api, 'POST /api/post-reset-password')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'good', password: 'Secret1!' });
  });

  it('sends a signed-in user to /redirector', async () => {
    signInAs();
    mockApi({ 'GET /api/get-user': () => ({ body: makeUser() }) });
    renderRoutes(routes, '/reset-password/any');
    expect(await screen.findByText('redirector')).toBeInTheDocument();
  });
});

describe('activation screen', () => {
  it('activates once, says so and opens the sign-in popup', async () => {
    const api = mockApi({ 'POST /api/activate': () => ({ body: { message: MSG.activated } }) });
    renderRoutes(routes, '/activate/tok');
    expect(await screen.findByText(MSG.activated)).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(calls(api, 'POST /api/activate')).toHaveLength(1);
  });

  it("shows the server's message when the link is bad", async () => {
    mockApi({ 'POST /api/activate': () => ({ status: 400, body: { message: MSG.activationFailed } }) });
    renderRoutes(routes, '/activate/tok');
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.activationFailed);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
