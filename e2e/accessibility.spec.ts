import { applicantWithSavedSteps, submittedApplicant } from './applicant-fixtures';
import { DEMO, expect, expectNoSeriousViolations, openSignInPopup, signInThroughPopup, test } from './fixtures';

// axe is injected as a script; the app's CSP (rightly) forbids that, so this check bypasses it.
test.use({ bypassCSP: true });

for (const viewport of [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`[visitor] public screens have no serious accessibility violations (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // At the top, the fixed header is clear over the banner; axe measures a fixed element against
    // its ancestors (the light page), not the banner under it, so the header is checked scrolled.
    await expectNoSeriousViolations(page, 'home', ['header']);
    await page.mouse.wheel(0, 400);
    await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expectNoSeriousViolations(page, 'home, scrolled');
    await page.mouse.wheel(0, -400);

    await openSignInPopup(page);
    await expectNoSeriousViolations(page, 'sign-in popup');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /create an account/i })
      .click();
    await expectNoSeriousViolations(page, 'create-account popup');

    await page.goto('/no/such/page');
    await expectNoSeriousViolations(page, 'not found');

    await page.goto('/reset-password/not-a-real-token');
    await expect(page.getByText('Invalid/Expired Token')).toBeVisible();
    await expectNoSeriousViolations(page, 'reset password');
  });

  test(`[admin] admin screens have no serious accessibility violations (${viewport.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await submittedApplicant(request);
    await page.goto('/');
    await signInThroughPopup(page, DEMO.admin.email, DEMO.admin.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectNoSeriousViolations(page, 'dashboard');
    await page.goto('/programs');
    await expect(page.getByText('Cohort 8').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'programs list');
    await page.getByRole('button', { name: 'Add Program' }).click();
    await expectNoSeriousViolations(page, 'program form');

    await page.goto('/applications');
    await expect(page.getByRole('button', { name: 'View' }).first()).toBeVisible();
    await expectNoSeriousViolations(page, 'applications list');
    await page.getByRole('button', { name: 'View' }).first().click();
    for (const section of ['Principal Founder', 'Venture', 'Problem/Solution', 'Team', 'Rating']) {
      await page.getByRole('tab', { name: section }).click();
      await expect(page.getByRole('tab', { name: section, selected: true })).toBeVisible();
      await expectNoSeriousViolations(page, `application detail, ${section}`);
    }
    await page.goto('/track-applications');
    await expect(page.getByText(/^Total: /)).toBeVisible();
    await expectNoSeriousViolations(page, 'track applications');
  });

  test(`[applicant] the application's screens have no serious accessibility violations (${viewport.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const founder = await applicantWithSavedSteps(request);
    await page.goto('/');
    await page.evaluate((token) => localStorage.setItem('user-token', token), founder.token);
    await page.goto('/cohort-8/apply-now');
    await expect(page.getByRole('link', { name: 'Continue', exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, 'application landing');
    const steps = ['Personal Details', 'Venture Profile', 'Problem/Solution', 'Team', 'Terms & Conditions'];
    for (const [i, title] of steps.entries()) {
      await page.goto(`/cohort-8/apply-now?step=${i + 1}`);
      await expect(page.getByRole('form', { name: title })).toBeVisible();
      await expect(page.getByRole('button', { name: i === 4 ? 'Submit' : 'Save and Continue' })).toBeEnabled();
      await expectNoSeriousViolations(page, `step ${i + 1}, ${title}`);
    }
  });
}
