import { confirm } from './dialogs';
import { DEMO, expect, nairobiDateDigits, signInThroughPopup, test, typeDate } from './fixtures';

test('[admin] manages programs: add, edit, refuse a second active one, log, delete', async ({ page }) => {
  await page.goto('/');
  await signInThroughPopup(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/programs');
  await expect(page.getByRole('heading', { name: 'Programs' })).toBeVisible();
  await expect(page.getByText('Cohort 8')).toBeVisible();

  // Add, with the date rules enforced in the form.
  await page.getByRole('button', { name: 'Add Program' }).click();
  await page.getByRole('textbox', { name: /^Name/ }).fill('Cohort 9 Pilot');
  await typeDate(page, 'Application deadline', nairobiDateDigits(30));
  await typeDate(page, 'Start date', nairobiDateDigits(60));
  await typeDate(page, 'End date', nairobiDateDigits(40));
  await expect(page.getByText('The start date cannot be after the end date')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await typeDate(page, 'End date', nairobiDateDigits(200));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Are You Sure You Want to Add Program?');
  await confirm(page);
  await expect(page.getByText('Program Added Successfully')).toBeVisible();

  // A duplicate name is refused with the server's message, and nothing is written.
  await page.goto('/programs');
  await page.getByRole('button', { name: 'Add Program' }).click();
  await page.getByRole('textbox', { name: /^Name/ }).fill('cohort 9 pilot');
  await typeDate(page, 'Application deadline', nairobiDateDigits(30));
  await typeDate(page, 'Start date', nairobiDateDigits(60));
  await typeDate(page, 'End date', nairobiDateDigits(200));
  await page.getByRole('button', { name: 'Save' }).click();
  await confirm(page);
  await expect(page.getByText('A program with this name already exists.')).toBeVisible();

  // Search finds it; activating it while Cohort 8 is active is refused.
  await page.goto('/programs');
  await page.getByRole('textbox', { name: /search programs/i }).fill('pilot');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Total: 1')).toBeVisible();
  const row = page.getByRole('row', { name: /Cohort 9 Pilot/ });
  await row.getByRole('button', { name: /^activate/i }).click();
  await confirm(page);
  await expect(page.getByText('Another program is active. Deactivate it first.')).toBeVisible();

  // Edit the name.
  await row.getByRole('button', { name: /^edit/i }).click();
  await page.getByRole('textbox', { name: /^Name/ }).fill('Cohort 9 Pilot (2027)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Are You Sure You Want to Update Program?');
  await confirm(page);
  await expect(page.getByText('Program Updated Successfully')).toBeVisible();

  // Its log lists the update and the creation, by the admin.
  await page.goto('/programs');
  await page.getByRole('textbox', { name: /search programs/i }).fill('pilot');
  await page.getByRole('button', { name: /^search$/i }).click();
  await page
    .getByRole('row', { name: /Cohort 9 Pilot \(2027\)/ })
    .getByRole('button', { name: /log/i })
    .click();
  const log = page.getByRole('dialog');
  await expect(log.getByRole('row', { name: /updated/i })).toBeVisible();
  await expect(log.getByRole('row', { name: /created/i })).toBeVisible();
  await expect(log.getByText(DEMO.admin.name).first()).toBeVisible();
  await log.getByRole('button', { name: /close/i }).click();

  // Delete.
  await page
    .getByRole('row', { name: /Cohort 9 Pilot \(2027\)/ })
    .getByRole('button', { name: /delete/i })
    .click();
  await expect(page.getByRole('alertdialog')).toContainText('Are You Sure You Want to Delete Program?');
  await confirm(page);
  await expect(page.getByText('Program Deleted Successfully')).toBeVisible();
  await expect(page.getByText('No Program Found')).toBeVisible();
});

test('[applicant] cannot reach the programs screen', async ({ page }) => {
  await page.goto('/');
  await signInThroughPopup(page, DEMO.applicant.email, DEMO.applicant.password);
  await expect(page.getByRole('button', { name: /get started/i })).toHaveCount(0);
  await page.goto('/programs');
  await expect(page.getByRole('button', { name: 'Add Program' })).toHaveCount(0);
  await expect(page.getByText(/do not have access|permission/i).first()).toBeVisible();
});
