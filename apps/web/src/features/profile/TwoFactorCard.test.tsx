import { MSG } from '@portal/contract/messages';
import { TWO_FACTOR_MSG } from '@portal/contract/two-factor';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { calls, inRootLayout, makeUser, mockApi, renderRoutes, signInAs } from '../../testing/test-utils';
import { TwoFactorCard } from './TwoFactorCard';

const codes = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}j`);

beforeEach(() => {
  localStorage.clear();
  signInAs();
});

describe('two-step sign-in on the profile', () => {
  it('asks for her password first, then shows the QR code and the key, refuses a wrong code, then shows the recovery codes once', async () => {
    let confirmed = 0;
    let started = 0;
    const api = mockApi({
      'GET /api/get-user': () => ({
        body: makeUser(['log_view'], { two_factor: { enabled: false, setup_required: true } }),
      }),
      'POST /api/two-factor/setup': () =>
        ++started === 1
          ? {
              status: 422,
              body: { message: MSG.currentPasswordWrong, errors: { current_password: MSG.currentPasswordWrong } },
            }
          : {
              body: {
                secret: 'JBSWY3DPEHPK3PXP',
                otpauth_url: 'otpauth://totp/x',
                qr_svg: 'data:image/svg+xml;base64,PHN2Zy8+',
              },
            },
      'POST /api/two-factor/confirm': () =>
        ++confirmed === 1
          ? { status: 422, body: { message: TWO_FACTOR_MSG.codeWrong, errors: { code: TWO_FACTOR_MSG.codeWrong } } }
          : { body: { message: TWO_FACTOR_MSG.enabled, recovery_codes: codes } },
    });
    const user = userEvent.setup();
    renderRoutes(inRootLayout([{ path: '/', element: <TwoFactorCard /> }]));
    // Required for staff: the card says why the console waits.
    expect(await screen.findByText(TWO_FACTOR_MSG.setupRequired)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up two-step sign-in' }));
    const ask = await screen.findByRole('dialog', { name: 'Confirm your password' });
    const field = within(ask).getByLabelText('Current password');
    expect(field).toHaveAttribute('type', 'password');
    // An empty password never leaves the browser.
    await user.click(within(ask).getByRole('button', { name: 'Continue' }));
    expect(await within(ask).findByText(MSG.required)).toBeInTheDocument();
    expect(calls(api, 'POST /api/two-factor/setup')).toHaveLength(0);
    // A wrong one: the server's words next to the field, and the dialog stays.
    await user.type(field, 'Guess@2025');
    await user.click(within(ask).getByRole('button', { name: 'Continue' }));
    expect(await within(ask).findByText(MSG.currentPasswordWrong)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Persona@2025');
    await user.click(within(ask).getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up two-step sign-in' });
    const [, sent] = calls(api, 'POST /api/two-factor/setup').at(-1)!;
    expect(JSON.parse(String(sent?.body))).toEqual({ current_password: 'Persona@2025' });
    expect(within(dialog).getByRole('img', { name: /QR code/ })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:/),
    );
    expect(within(dialog).getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    const code = within(dialog).getByLabelText('Code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    // A malformed code never leaves the browser.
    await user.type(code, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByText(TWO_FACTOR_MSG.codeFormat)).toBeInTheDocument();
    expect(calls(api, 'POST /api/two-factor/confirm')).toHaveLength(0);
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByText(TWO_FACTOR_MSG.codeWrong)).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '654 321');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    const [, init] = calls(api, 'POST /api/two-factor/confirm').at(-1)!;
    expect(JSON.parse(String(init?.body))).toEqual({ code: '654321' });
  });

  it('turns it off only with her password and a code; a wrong password is said next to its field', async () => {
    let tries = 0;
    const api = mockApi({
      'GET /api/get-user': () => ({
        body: makeUser(['log_view'], { two_factor: { enabled: true, setup_required: false } }),
      }),
      'POST /api/two-factor/disable': () =>
        ++tries === 1
          ? {
              status: 422,
              body: { message: MSG.currentPasswordWrong, errors: { current_password: MSG.currentPasswordWrong } },
            }
          : { body: { message: TWO_FACTOR_MSG.disabled } },
    });
    const user = userEvent.setup();
    renderRoutes(inRootLayout([{ path: '/', element: <TwoFactorCard /> }]));
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-step sign-in' });
    const password = within(dialog).getByLabelText('Current password');
    await user.type(within(dialog).getByLabelText('Code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    // No password: asked for before anything is sent.
    expect(await within(dialog).findByText(MSG.required)).toBeInTheDocument();
    expect(calls(api, 'POST /api/two-factor/disable')).toHaveLength(0);
    await user.type(password, 'Guess@2025');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText(MSG.currentPasswordWrong)).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    await user.clear(password);
    await user.type(password, 'Persona@2025');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText(TWO_FACTOR_MSG.disabled)).toBeInTheDocument();
    const [, init] = calls(api, 'POST /api/two-factor/disable').at(-1)!;
    expect(JSON.parse(String(init?.body))).toEqual({ code: '123456', current_password: 'Persona@2025' });
  });
});
