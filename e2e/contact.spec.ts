import { DEMO, expect, signInThroughPopup, test } from './fixtures';

test('[applicant] sends a message through the contact popup', async ({ page }) => {
  await page.goto('/');
  await signInThroughPopup(page, DEMO.applicant.email, DEMO.applicant.password);
  await expect(page.getByRole('button', { name: /get started/i })).toHaveCount(0);

  await page.getByRole('button', { name: /help/i }).click();
  await page.getByRole('menuitem', { name: /contact us/i }).click();
  const dialog = page.getByRole('dialog');
  const send = dialog.getByRole('button', { name: /^send$/i });
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Subject').fill('When are the bootcamp dates announced?');
  await dialog.locator('[contenteditable="true"]').click();
  await page.keyboard.type('Hello, I would like to know when the bootcamp dates will be announced. Thank you!');
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByText('Message sent Successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();
});
