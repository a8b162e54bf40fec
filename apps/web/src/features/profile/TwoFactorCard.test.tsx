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
  it('shows the QR code and the key, refuses a wrong code, then shows the recovery codes once', async () => {
    let confirmed = 0;
    const api = mockApi({
      'GET /api/get-user': () => ({
        body: makeUser(['log_view'], { two_factor: { enabled: false, setup_required: true } }),
      }),
      'POST /api/two-factor/setup': () => ({
        body: {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauth_url: 'otpauth://totp/x',
          qr_svg: 'data:image/svg+xml;base64,PHN2Zy8+',
        },
      }),
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
    const dialog = await screen.findByRole('dialog', { name: 'Set up two-step sign-in' });
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
});
