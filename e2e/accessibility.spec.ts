import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, openSignInPopup, signInThroughPopup } from './fixtures';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// axe is injected as a script; the app's CSP (rightly) forbids that, so this check bypasses it.
test.use({ bypassCSP: true });

async function expectNoSeriousViolations(page: Page, what: string, exclude: string[] = []) {
  await page.waitForTimeout(400); // let the header's colour transition settle
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async (exclude) => {
    const context = exclude.length ? { exclude: exclude.map((e) => [e]) } : document;
    // biome-ignore lint/suspicious/noExplicitAny: axe is a global injected above
    const result = await (window as any).axe.run(context, { resultTypes: ['violations'] });
    return result.violations
      .filter((v: { impact: string }) => v.impact === 'serious' || v.impact === 'critical')
      .map((v: { id: string; help: string; nodes: { target: string[]; failureSummary?: string }[] }) => ({
        id: v.id,
        help: v.help,
        targets: v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')}: ${(n as { failureSummary?: string }).failureSummary ?? ''}`),
      }));
  }, exclude);
  expect(violations, `${what}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

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

  test(`[admin] admin screens have no serious accessibility violations (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await signInThroughPopup(page, DEMO.admin.email, DEMO.admin.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectNoSeriousViolations(page, 'dashboard');
    await page.goto('/programs');
    await expect(page.getByText('Cohort 8').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'programs list');
    await page.getByRole('button', { name: 'Add Program' }).click();
    await expectNoSeriousViolations(page, 'program form');
  });
}
