import {
  createActivatedApplicant,
  DEMO,
  expect,
  linkFromOutbox,
  openSignInPopup,
  signInThroughPopup,
  test,
  uniqueEmail,
} from './fixtures';

test('[applicant] registers, activates from the mailed link, signs in and out', async ({ page }) => {
  const email = uniqueEmail('founder');
  await page.goto('/');
  const dialog = await openSignInPopup(page);
  await dialog.getByRole('button', { name: /create an account/i }).click();

  // The form refuses a weak password next to the field.
  await dialog.getByLabel('First Name').fill('Njeri');
  await dialog.getByLabel('Last Name').fill('Mwangi');
  await dialog.getByLabel('Phone Number').fill('+254711000111');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('textbox', { name: /^Password/ }).fill('weak');
  await dialog.getByRole('textbox', { name: /^Confirm Password/ }).fill('weak');
  await dialog.getByRole('textbox', { name: /^Confirm Password/ }).press('Tab');
  await expect(dialog.getByText('Minimum 8 characters')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /create account/i })).toBeDisabled();

  await dialog.getByRole('textbox', { name: /^Password/ }).fill('Maji-Safi@2025');
  await dialog.getByRole('textbox', { name: /^Confirm Password/ }).fill('Maji-Safi@2025');
  await dialog.getByRole('button', { name: /create account/i }).click();
  await expect(page.getByText("Account Created. We've sent you an activation link via email.")).toBeVisible();

  // Not activated yet: sign-in is refused.
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('textbox', { name: /^Password/ }).fill('Maji-Safi@2025');
  await dialog.getByRole('button', { name: /^sign in$/i }).click();
  await expect(dialog.getByText('Wrong email or password/Account is not activated.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  const link = await linkFromOutbox(email, '/activate/');
  await page.goto(new URL(link).pathname);
  await expect(page.getByText(/your account is activated/i).first()).toBeVisible();

  await page.goto('/');
  await signInThroughPopup(page, email, 'Maji-Safi@2025');
  // An applicant lands on the home page, signed in.
  await expect(page).toHaveURL(/\/$/);
  await page
    .getByRole('button', { name: /account menu|njeri/i })
    .first()
    .click();
  await expect(page.getByRole('menuitem', { name: /sign out/i })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /programs/i })).toHaveCount(0);
  await page.getByRole('menuitem', { name: /sign out/i }).click();
  await expect(page.getByRole('button', { name: /get started/i }).first()).toBeVisible();
});

test('[visitor] resets a forgotten password and signs in with the new one', async ({ page, request }) => {
  const founder = await createActivatedApplicant(request, 'forgetful');
  await page.goto('/');
  const dialog = await openSignInPopup(page);
  await dialog.getByRole('button', { name: /forgot password/i }).click();
  // An unknown address is answered like a known one; its mail says no account uses it.
  await dialog.getByLabel('E-mail').fill('nobody@example.com');
  await dialog.getByRole('button', { name: /send|reset/i }).click();
  await expect(page.getByText("We've sent you a reset link via email.").first()).toBeVisible();
  await linkFromOutbox('nobody@example.com', '/cohort-8/apply-now');

  await dialog.getByRole('button', { name: /forgot password/i }).click();
  await dialog.getByLabel('E-mail').fill(founder.email);
  await dialog.getByRole('button', { name: /send|reset/i }).click();
  await expect(page.getByText("We've sent you a reset link via email.").first()).toBeVisible();

  const link = await linkFromOutbox(founder.email, '/reset-password/');
  await page.goto(new URL(link).pathname);
  await page.getByRole('textbox', { name: /^New Password/ }).fill('Kahawa-Moto@2026');
  await page.getByRole('textbox', { name: /^Confirm Password/ }).fill('Kahawa-Moto@2027');
  await page.getByRole('textbox', { name: /^Confirm Password/ }).press('Tab');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByRole('textbox', { name: /^Confirm Password/ }).fill('Kahawa-Moto@2026');
  await page.getByRole('button', { name: /reset password/i }).click();
  await expect(page.getByText('Password reset successful.')).toBeVisible();

  // The link works once.
  await page.goto(new URL(link).pathname);
  await expect(page.getByText('Invalid/Expired Token')).toBeVisible();

  await page.goto('/');
  await signInThroughPopup(page, founder.email, 'Kahawa-Moto@2026');
  await expect(page.getByRole('button', { name: /get started/i })).toHaveCount(0);
});

test('[admin] lands on the dashboard after sign-in', async ({ page }) => {
  await page.goto('/');
  await signInThroughPopup(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/cohort 8/i).first()).toBeVisible();
});

test('[judge] lands on the Rating and Selection Centre route after sign-in', async ({ page }) => {
  await page.goto('/');
  await signInThroughPopup(page, DEMO.judge.email, DEMO.judge.password);
  await expect(page).toHaveURL(/\/groups$/);
});

test('[visitor] a signed-out visit to an admin route lands on the home page', async ({ page }) => {
  await page.goto('/programs');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
});

test('[visitor] an unknown path shows the not-found screen with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
  await expect(page.getByRole('button', { name: /get started/i })).toHaveCount(0);
  await page.getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
});
