import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Answers the app's one confirmation dialog (an alertdialog): checks its question when given,
 * presses the confirming button (Yes, or Delete for a deletion, unless `button` says otherwise)
 * and waits for the dialog to close.
 */
export async function confirm(page: Page, saying?: string | RegExp, button: RegExp = /^(yes|delete)$/i) {
  const dialog = page.getByRole('alertdialog');
  if (saying !== undefined) await expect(dialog).toContainText(saying);
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}
