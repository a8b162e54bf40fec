import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { submittedApplicant } from './applicant-fixtures';
import { DEMO, expect, signInThroughPopup, test } from './fixtures';

async function confirmMove(page: Page, label: string, message: string, colour: 'success' | 'warning') {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Please confirm if you would like to advance the application');
  await dialog.getByRole('button', { name: label }).click();
  const snack = page.getByText(message).last();
  await expect(snack).toBeVisible();
  await expect(snack.locator('xpath=ancestor::*[contains(@class,"notistack-MuiContent")][1]')).toHaveClass(
    new RegExp(`notistack-MuiContent-${colour}`),
  );
}

/** Opens a stage's tab and finds the founder's row by her e-mail. */
async function findRow(page: Page, tab: RegExp, email: string) {
  const stageTab = page.getByRole('tab', { name: tab });
  await stageTab.click();
  // The tab's switch is a router navigation (a transition): type only once its list is showing,
  // or the term goes into the previous tab's search box.
  await expect(stageTab).toHaveAttribute('aria-selected', 'true');
  const search = page.getByRole('textbox', { name: 'Search applications' });
  await search.fill(email);
  await expect(search).toHaveValue(email);
  await search.press('Enter');
  // Both founders share a name and the list keeps the previous page while searching: wait until
  // the search has answered with her one application.
  await expect(page.getByText('Total: 1', { exact: true })).toBeVisible();
  return page.getByRole('row').filter({ hasText: 'Wambui Karanja' }).first();
}

test('[admin] finds an application, reads it, moves it to Shortlisted, rejects another, and downloads its PDF and the CSV', async ({
  page,
  request,
}) => {
  const chosen = await submittedApplicant(request);
  const other = await submittedApplicant(request);

  await page.goto('/');
  await signInThroughPopup(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto('/applications');
  await expect(page.getByRole('heading', { name: 'Applications' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Submitted \d/ })).toHaveAttribute('aria-selected', 'true');

  // Find her by search and read every sub-tab.
  const row = await findRow(page, /^Submitted/, chosen.email);
  await row.getByRole('button', { name: 'View' }).click();
  await expect(page).toHaveURL(/view=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wambui Karanja' })).toBeVisible();
  await expect(page.getByTestId('application-stage')).toHaveText('Stage: Submitted');
  await expect(page.getByRole('tabpanel')).toContainText(chosen.email);
  await page.getByRole('tab', { name: 'Venture' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Shamba Data');
  await page.getByRole('button', { name: 'View CR12 Certificate' }).click();
  const viewer = page.getByRole('dialog', { name: 'CR12 Certificate' });
  await expect(viewer.getByRole('button', { name: 'Print' })).toBeEnabled();
  await expect(viewer.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await viewer.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('tab', { name: 'Problem/Solution' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('A short answer');
  await page.getByRole('tab', { name: 'Team' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('CEO');
  await page.getByRole('tab', { name: 'Rating' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Pending');
  // A reload comes back to the same application and sub-tab.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Rating', selected: true })).toBeVisible();

  // Submitted -> Review -> Selected for Rating -> Shortlisted, from the detail.
  await page.getByRole('button', { name: 'Send For Review' }).click();
  await confirmMove(page, 'Send For Review', 'Application Sent to Review Stage', 'success');
  await expect(page.getByTestId('application-stage')).toHaveText('Stage: Review');
  await page.getByRole('button', { name: 'Select For Rating' }).click();
  await confirmMove(page, 'Select For Rating', 'Application Selected for Rating', 'success');
  await page.getByRole('button', { name: 'Shortlist Application' }).click();
  await confirmMove(page, 'Shortlist Application', 'Application Shortlisted', 'success');
  await expect(page.getByTestId('application-stage')).toHaveText('Stage: Shortlisted');

  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const pdfFile = await pdf;
  expect(pdfFile.suggestedFilename()).toMatch(/^Shamba Data - \d{4}-\d{2}-\d{2}\.pdf$/);
  expect(
    fs
      .readFileSync((await pdfFile.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // Reject the other one from the list: send it for review, then reject it there.
  await page.getByRole('button', { name: 'Back to Applications' }).click();
  const second = await findRow(page, /^Submitted/, other.email);
  await second.getByRole('button', { name: 'Move Stage' }).click();
  await page.getByRole('menuitem', { name: 'Send For Review' }).click();
  await confirmMove(page, 'Send For Review', 'Application Sent to Review Stage', 'success');
  const inReview = await findRow(page, /^Review/, other.email);
  await inReview.getByRole('button', { name: 'Move Stage' }).click();
  await page.getByRole('menuitem', { name: 'Reject Application' }).click();
  await confirmMove(page, 'Reject Application', 'Application Rejected', 'warning');
  await findRow(page, /^Rejected/, other.email);
  await expect(page.getByRole('row').filter({ hasText: 'Wambui Karanja' })).toHaveCount(1);

  // The Shortlisted tab holds the first one, and its CSV is named by the server.
  await findRow(page, /^Shortlisted/, chosen.email);
  await expect(page).toHaveURL(/tab=shortlisted/);
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csvFile = await csv;
  expect(csvFile.suggestedFilename()).toMatch(/^Shortlisted Applications - \d{4}-\d{2}-\d{2}\.csv$/);
  const lines = fs
    .readFileSync((await csvFile.path())!, 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toContain('Principal Founder');
  expect(lines.filter((l) => l.includes(chosen.email))).toHaveLength(1);
  expect(lines.some((l) => l.includes(other.email))).toBe(false);
});
