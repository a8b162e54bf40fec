import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { confirm } from './dialogs';
import { DEMO, expect, signInThroughPopup, test } from './fixtures';

/** The demo clip (a 4-second VP9 WebM) the seeder gives every demo video. */
const CLIP = fileURLToPath(
  new URL('../apps/api/src/db/seed/demo/stories-assets/founder-stories.webm', import.meta.url),
);

// A small real PNG (the server decodes and re-encodes every picture).
const COVER = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAwAAAAICAIAAABChommAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQYlWO4IZ1AEDGMKgIAsO9/ISVuOo4AAAAASUVORK5CYII=',
  'base64',
);

/** The dialog's player: its source, and whether it has data to play. */
const playerState = (page: Page) =>
  page
    .getByRole('dialog')
    .locator('video')
    .evaluate((v: HTMLVideoElement) => ({ src: v.currentSrc, ready: v.readyState, time: v.currentTime }));

test('[visitor] opens a story video in the player, walks to the next one and closes it', async ({ page }) => {
  await page.goto('/stories');
  await expect(page.getByRole('heading', { level: 1, name: 'Stories' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Watch more on YouTube' })).toHaveAttribute('href', /youtube\.com/);

  // The first story (the newest year: the demo's Cohort 7 Founders) is selected once the stories load.
  const stories = page.getByRole('navigation', { name: 'Stories' });
  await expect(stories.getByRole('button').first()).toHaveAttribute('aria-current', 'true');
  const cards = page.getByRole('list', { name: 'Videos' }).getByRole('button', { name: /^Play / });
  await expect(cards.first()).toBeVisible();

  await cards.first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('video')).toHaveAttribute('src', /^\/storage\/videos\/.+\.(webm|mp4)$/);
  await expect(dialog.locator('video')).toHaveAttribute('poster', /^\/storage\/video_cover\//);
  // The file is served and the browser can play it.
  await expect.poll(async () => (await playerState(page)).ready, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  expect((await playerState(page)).src).toMatch(/\/storage\/videos\//);
  await expect(dialog.getByRole('button', { name: 'Previous video' })).toBeDisabled();

  const firstSrc = await dialog.locator('video').getAttribute('src');
  await dialog.getByRole('button', { name: 'Next video' }).click();
  await expect(dialog.locator('video')).not.toHaveAttribute('src', firstSrc ?? '');
  await expect(dialog.getByRole('button', { name: 'Previous video' })).toBeEnabled();

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Another story shows its own videos.
  await stories.getByRole('button', { name: /Cohort 6 Founders/ }).click();
  await expect(stories.getByRole('button', { name: /Cohort 6 Founders/ })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('heading', { level: 2, name: /Cohort 6 Founders/ })).toBeVisible();
});

test('[admin] adds a story with a video, uploads its cover and file, and a visitor plays it', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const storyName = `Alumni Voices ${suffix}`;
  const videoName = `Wairimu Kamau on SheCodes ${suffix}`;

  await page.goto('/');
  await signInThroughPopup(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto('/story-admin');
  await expect(page.getByRole('heading', { name: 'Stories' })).toBeVisible();

  // A story: name and a year from the list (this year first).
  await page.getByRole('button', { name: 'Add Story' }).click();
  const year = page.getByRole('combobox', { name: 'Year' });
  await expect(year).toHaveValue(/^20\d\d$/);
  await page.getByRole('textbox', { name: /^Name/ }).fill(storyName);
  // An older year keeps the demo's newest story first on the public page.
  await year.selectOption('2019');
  await page.getByRole('button', { name: 'Save' }).click();
  await confirm(page, 'Are You Sure You Want to Add Story?');
  await expect(page.getByText('Story Added Successfully')).toBeVisible();

  // Its Videos tab: add a video.
  await page
    .getByRole('row', { name: new RegExp(storyName) })
    .getByRole('button', { name: 'View' })
    .click();
  await page.getByRole('tab', { name: 'Videos' }).click();
  await expect(page.getByText('No Video Found')).toBeVisible();
  await page.getByRole('button', { name: 'Add Video' }).click();
  await page.getByRole('textbox', { name: /^Name/ }).fill(videoName);
  await page.getByRole('button', { name: 'Save' }).click();
  await confirm(page, 'Are You Sure You Want to Add Video?');
  await expect(page.getByText('Video Added Successfully')).toBeVisible();

  // The video's page: upload the file, then the cover.
  await page
    .getByRole('row', { name: new RegExp(videoName) })
    .getByRole('button', { name: 'View' })
    .click();
  await expect(page.getByRole('heading', { name: videoName })).toBeVisible();
  await page.getByRole('button', { name: 'Upload Video' }).click();
  await page.getByRole('dialog').locator('input[type=file]').setInputFiles(CLIP);
  await page.getByRole('dialog').getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Video Uploaded Successfully')).toBeVisible();
  await expect(page.locator('video')).toHaveAttribute('src', /^\/storage\/videos\/.+\.webm$/);

  await page.getByRole('button', { name: 'Upload Cover' }).click();
  await page
    .getByRole('dialog')
    .locator('input[type=file]')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: COVER });
  await page.getByRole('dialog').getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Image Uploaded Successfully')).toBeVisible();
  await expect(page.getByRole('img', { name: `Cover of ${videoName}` })).toBeVisible();

  // The visitor's Stories page: pick the story, play the video.
  await page.goto('/stories');
  await page
    .getByRole('navigation', { name: 'Stories' })
    .getByRole('button', { name: new RegExp(storyName) })
    .click();
  await page.getByRole('button', { name: `Play ${videoName}` }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(videoName) });
  await expect(dialog.locator('video')).toHaveAttribute('src', /^\/storage\/videos\/.+\.webm$/);
  await expect.poll(async () => (await playerState(page)).ready, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
