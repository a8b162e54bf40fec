import { generateSync } from 'otplib';
import { DEMO, expect, signInThroughPopup, test, uniqueEmail } from './fixtures';

/** The code an authenticator app would show now; `next` the one of the following 30-second step. */
const codeOf = (secret: string, next = false) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + (next ? 30 : 0) });

test('[staff] enrols in two-step sign-in from the profile and signs in with a code', async ({ page, request }) => {
  // A staff member of her own (a judge: staff by permission), so no other flow's account changes.
  const admin = await request.post('/api/login', { data: DEMO.admin });
  const headers = { authorization: `Bearer ${(await admin.json()).token}` };
  const roles = (await (await request.get('/api/role?search=Judge&type=search', { headers })).json()) as {
    data: { id: number; name: string }[];
  };
  const judgeRole = roles.data.find((r) => r.name === 'Judge')!;
  const email = uniqueEmail('staff2fa');
  const password = 'Mlima-Kenya@2026';
  const created = await request.post('/api/user', {
    headers,
    data: {
      first_name: 'Wairimu',
      last_name: 'Njoroge',
      email,
      phone_number: '+254722000333',
      password,
      roles: [judgeRole.id],
    },
  });
  expect(created.ok()).toBe(true);

  await page.goto('/');
  await signInThroughPopup(page, email, password);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  // Her password first: a session alone cannot put a device on the account.
  const ask = page.getByRole('dialog', { name: 'Confirm your password' });
  await ask.getByLabel('Current password').fill(password);
  await ask.getByRole('button', { name: 'Continue' }).click();
  const setup = page.getByRole('dialog', { name: 'Set up two-step sign-in' });
  await expect(setup.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await setup.getByTestId('two-factor-secret').textContent())!.trim();
  await setup.getByLabel('Code').fill(codeOf(secret));
  await setup.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText(/^On: after your password/)).toBeVisible();

  // A new browser session (the token forgotten), then sign in again: the password alone is not enough.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/');
  await page
    .getByRole('button', { name: /get started/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/e-?mail/i).fill(email);
  await dialog.getByRole('textbox', { name: /^Password/ }).fill(password);
  await dialog.getByRole('button', { name: /^sign in$/i }).click();
  const code = dialog.getByLabel(/^Code/);
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  // The set-up's code was spent: the next step's code signs her in.
  await code.fill(codeOf(secret, true));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/groups/);
});
