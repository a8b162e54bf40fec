import type { Page } from '@playwright/test';
import { confirm } from './dialogs';
import { DEMO, expect, signInThroughPopup, test } from './fixtures';

// Two small real PNGs, landscape and portrait (the server decodes and re-encodes every picture).
const LANDSCAPE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAwAAAAICAIAAABChommAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQYlWO4IZ1AEDGMKgIAsO9/ISVuOo4AAAAASUVORK5CYII=',
  'base64',
);
const PORTRAIT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAMCAIAAADQ/GvKAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAFElEQVQYlWNg6KzGjhhGJRhQgwAA91RhgRLJXGIAAAAASUVORK5CYII=',
  'base64',
);

/** Whether the dialog's picture has actually loaded (not a broken image). */
const loaded = (page: Page) =>
  page
    .getByRole('dialog')
    .getByRole('img')
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test('[admin] a gallery album’s pictures open full size on the public Gallery page', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const galleryName = `Alumni Meetup ${suffix}`;
  const albumName = `Evening Session ${suffix}`;

  await page.goto('/');
  await signInThroughPopup(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto('/gallery-admin');
  await expect(page.getByRole('heading', { name: 'Galleries' })).toBeVisible();

  // A gallery (active as soon as it is added).
  await page.getByRole('button', { name: 'Add Gallery' }).click();
  await page.getByRole('textbox', { name: /^Name/ }).fill(galleryName);
  await page.getByRole('button', { name: 'Save' }).click();
  await confirm(page, 'Are You Sure You Want to Add Gallery?');
  await expect(page.getByText('Gallery Added Successfully')).toBeVisible();

  // Its album, dated today by default.
  await page.getByRole('textbox', { name: /search galleries/i }).fill(suffix);
  await page.keyboard.press('Enter');
  await page
    .getByRole('row', { name: new RegExp(galleryName) })
    .getByRole('button', { name: 'View' })
    .click();
  await page.getByRole('tab', { name: 'Albums' }).click();
  await expect(page.getByText('No Album Found')).toBeVisible();
  await page.getByRole('button', { name: 'Add Album' }).click();
  await page.getByRole('textbox', { name: /^Name/ }).fill(albumName);
  await page.getByRole('button', { name: 'Save' }).click();
  await confirm(page, 'Are You Sure You Want to Add Album?');
  await expect(page.getByText('Album Added Successfully')).toBeVisible();

  // Two pictures in one upload.
  await page
    .getByRole('row', { name: new RegExp(albumName) })
    .getByRole('button', { name: 'View' })
    .click();
  await expect(page.getByText('No Image Found')).toBeVisible();
  await page.getByRole('button', { name: 'Add Images' }).click();
  const upload = page.getByRole('dialog', { name: 'Add Images' });
  await upload.locator('input[type="file"]').setInputFiles([
    { name: 'stage.png', mimeType: 'image/png', buffer: LANDSCAPE },
    { name: 'speaker.png', mimeType: 'image/png', buffer: PORTRAIT },
  ]);
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Images Uploaded Successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Open image \d+ full size$/ })).toHaveCount(2);

  // The public page: the new gallery's tab shows its album; a picture opens full size, Next moves on.
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
  await page.getByRole('tab', { name: galleryName }).click();
  await expect(page.getByRole('heading', { name: albumName })).toBeVisible();
  await expect(page.getByText('2 photos')).toBeVisible();
  await page.getByRole('button', { name: `Open ${albumName}: photo 1 of 2` }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const picture = dialog.getByRole('img');
  await expect(picture).toHaveAttribute('alt', `${albumName}: photo 1 of 2`);
  await expect.poll(() => loaded(page)).toBe(true);
  const first = await picture.getAttribute('src');
  expect(first).toMatch(/^\/storage\/gallery\/[0-9a-f-]+\.webp$/);
  await expect(dialog.getByRole('button', { name: 'Previous picture' })).toBeDisabled();

  await dialog.getByRole('button', { name: 'Next picture' }).click();
  await expect(picture).toHaveAttribute('alt', `${albumName}: photo 2 of 2`);
  await expect(dialog.getByText(`${albumName} · 2 of 2`)).toBeVisible();
  expect(await picture.getAttribute('src')).not.toBe(first);
  await expect.poll(() => loaded(page)).toBe(true);
  await expect(dialog.getByRole('button', { name: 'Next picture' })).toBeDisabled();

  // The arrow keys walk too; Escape closes.
  await page.keyboard.press('ArrowLeft');
  await expect(picture).toHaveAttribute('src', first!);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
