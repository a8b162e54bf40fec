import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

// What the application flow's steps do on the page, shared by the wizard's specs.

/** Picks a file in the open upload dialog and uploads it. */
export async function uploadIn(page: Page, title: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await dialog.getByRole('button', { name: /^upload$/i }).click();
  await expect(dialog).toBeHidden();
}

/** Chooses an option of a select by its label: a native one (short lists) or an MUI menu. */
export async function choose(page: Page, scope: Page | Locator, label: string | RegExp, option: string) {
  const box = scope.getByRole('combobox', { name: label });
  if ((await box.evaluate((el) => el.tagName)) === 'SELECT') {
    await box.selectOption({ label: option });
    return;
  }
  await box.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The chosen option's text of a select (native or MUI). */
export async function chosen(scope: Page | Locator, label: string | RegExp) {
  const box = scope.getByRole('combobox', { name: label });
  return box.evaluate((el) =>
    el instanceof HTMLSelectElement ? (el.selectedOptions[0]?.textContent ?? '') : (el.textContent ?? ''),
  );
}

/** Adds options to a multiple autocomplete by typing and picking each. */
export async function pickMany(page: Page, label: string, options: string[]) {
  const box = page.getByRole('combobox', { name: label });
  for (const option of options) {
    await box.click();
    await box.fill(option);
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await box.press('Escape');
}

/** The rich-text editor named `label` (ProseMirror). */
export const editor = (scope: Page | Locator, label: string | RegExp) => scope.getByRole('textbox', { name: label });

/** A question of step 3 by (part of) its text. */
export const question = (page: Page, text: string) =>
  page
    .locator('[data-question-id]')
    .filter({ has: page.getByText(text, { exact: false }) })
    .last();

export const stepHeading = (page: Page, n: number, title: string) =>
  page.getByRole('heading', { name: `Step ${n} of 5 · ${title}` });

export async function signInOnApplyPage(page: Page, email: string, password: string) {
  await page.goto('/cohort-8/apply-now');
  await page.getByRole('button', { name: /^sign in/i }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/e-?mail/i).fill(email);
  await dialog.getByRole('textbox', { name: /^Password/ }).fill(password);
  await dialog.getByRole('button', { name: /^sign in$/i }).click();
  await expect(dialog).toBeHidden();
  // Back on the application, signed in.
  await expect(page).toHaveURL(/\/cohort-8\/apply-now/);
  await expect(page.getByTestId('application-standing')).toBeVisible();
}
