import { confirm } from './dialogs';
import { DEMO, expect, signInThroughPopup, test } from './fixtures';

test('[admin] adds a past cohort and a competitor, which appears on the cohort page', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const cohortName = `Cohort E2E ${suffix}`;
  const slug = `cohort-e2e-${suffix}`;
  const venture = `Maji Mazuri ${suffix}`;

  await page.goto('/');
  await signInThroughPopup(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/cohort-admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Past Cohorts' })).toBeVisible();

  // Add the cohort: its link is made from the name.
  await page.getByRole('button', { name: 'Add Cohort' }).click();
  await page.getByRole('textbox', { name: /^Name/ }).fill(cohortName);
  await expect(page.getByRole('textbox', { name: /Public link/ })).toHaveValue(`/past-cohorts/${slug}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Are You Sure You Want to Add Past Cohort?');
  await confirm(page);
  await expect(page.getByText('Past Cohort Added Successfully')).toBeVisible();

  // Open it and add a competitor in its Ventures tab.
  await page.getByRole('textbox', { name: /search past cohorts/i }).fill(suffix);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Total: 1')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(cohortName) });
  await expect(row.getByText('No', { exact: true })).toBeVisible(); // not the focus cohort
  await row.getByRole('button', { name: 'View' }).click();
  await expect(page.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(`/past-cohorts/${slug}`)).toBeVisible();
  await page.getByRole('tab', { name: 'Ventures' }).click();
  await page.getByRole('button', { name: 'Add Competitor' }).click();
  await expect(page.getByRole('heading', { name: 'Add Competitor' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save' });
  await page.getByRole('textbox', { name: /^Name/ }).fill(venture);
  await expect(save).toBeDisabled(); // the description is required
  await page.getByRole('textbox', { name: 'Link', exact: true }).fill('https://majimazuri.example');
  await page.getByRole('textbox', { name: /Description/ }).click();
  await page.keyboard.type('Solar water kiosks for schools in Machakos, paid per jerrican with a tap card.');
  await page.getByRole('spinbutton', { name: /Rank/ }).fill('1');
  await page
    .getByRole('textbox', { name: 'LinkedIn', exact: true })
    .fill('https://www.linkedin.com/company/majimazuri');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByRole('alertdialog')).toContainText('Are You Sure You Want to Add Competitor?');
  await confirm(page);
  await expect(page.getByText('Competitor Added Successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(venture) })).toContainText('Active');

  // The Details tab counts it.
  await page.getByRole('tab', { name: 'Details' }).click();
  await expect(page.getByRole('definition').filter({ hasText: /^1$/ })).toBeVisible();

  // The public page of the cohort shows the venture's card, without signing in.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/past-cohorts/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: cohortName })).toBeVisible();
  const card = page.getByRole('article', { name: venture });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Solar water kiosks for schools in Machakos');
  await expect(card.getByRole('link', { name: new RegExp(`Visit ${venture}`) })).toHaveAttribute(
    'href',
    'https://majimazuri.example/',
  );
  await expect(card.getByRole('link', { name: `${venture} on LinkedIn` })).toBeVisible();
  await expect(page.getByText('Total: 1')).toBeVisible();

  // The header's Past Cohorts menu lists it.
  await page
    .getByRole('button', { name: /past cohorts/i })
    .first()
    .click();
  await expect(page.getByRole('menuitem', { name: cohortName })).toHaveAttribute('href', `/past-cohorts/${slug}`);
});

test('[visitor] sees the demo cohorts and the top contestants', async ({ page }) => {
  await page.goto('/past-cohorts/cohort-1');
  await expect(page.getByRole('heading', { level: 1, name: 'Cohort 1' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();

  await page.goto('/past-cohorts/no-such-cohort');
  await expect(page.getByRole('heading', { level: 1, name: 'Cohort not found' })).toBeVisible();

  await page.goto('/cohort-8-top');
  await expect(page.getByRole('heading', { level: 1, name: 'Top 15' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(15);
  await expect(page.getByRole('img', { name: 'Rank 1', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cohort 8 timeline' }).getByRole('listitem')).toHaveCount(9);
});
