import { MAX_IMAGE_BYTES } from '@portal/contract/constants';
import sharp from 'sharp';
import { signedInFounder } from './applicant-fixtures';
import { expect, test } from './fixtures';

// Issue 20 §2: an ordinary phone photo, over the 5 MB image limit, is made to fit in the browser
// and accepted as a profile picture, upright as the camera recorded it.

/**
 * A 12-megapixel camera JPEG (4000x3000 stored sideways, EXIF orientation 6 = turn it a quarter
 * clockwise): red on the stored left half, blue on the right, with noise so it weighs what a
 * photo does. Upright it is 3000x4000, red on top.
 */
async function sidewaysPhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const raw = Buffer.alloc(width * height * 3);
  let seed = 1;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % 76;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const left = x < width / 2;
      raw[i] = left ? 180 + noise() : noise();
      raw[i + 1] = noise();
      raw[i + 2] = left ? noise() : 180 + noise();
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

test('[applicant] a 12-megapixel phone photo over the limit becomes her profile picture, upright', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const photo = await sidewaysPhoto();
  expect(photo.length).toBeGreaterThan(MAX_IMAGE_BYTES);

  const { token } = await signedInFounder(request, 'photo');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript((t) => localStorage.setItem('user-token', t), token);
  await page.goto('/cohort-8/apply-now?step=1');

  await page.getByRole('button', { name: 'Upload Picture' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Profile Picture' });
  // The limit is said before she picks.
  await expect(dialog).toContainText('Images · up to 5 MB');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
  const row = dialog.getByRole('list', { name: 'Selected files' }).getByRole('listitem');
  await expect(row).toContainText('IMG_2041.jpg');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Image Uploaded Successfully').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  // The stored picture: no larger than the site needs, portrait, red on top.
  const me = (await (await request.get('/api/get-user', { headers: { authorization: `Bearer ${token}` } })).json()) as {
    profile_pic: string | null;
  };
  expect(me.profile_pic).toBeTruthy();
  const stored = Buffer.from(await (await request.get(me.profile_pic!)).body());
  const { width = 0, height = 0 } = await sharp(stored).metadata();
  expect(Math.max(width, height)).toBeLessThanOrEqual(2000);
  expect(height).toBeGreaterThan(width);
  const pixel = async (top: number) => {
    const { data } = await sharp(stored)
      .extract({ left: Math.floor(width / 2), top, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { red: data[0]!, blue: data[2]! };
  };
  const top = await pixel(Math.floor(height / 8));
  const bottom = await pixel(Math.floor((height * 7) / 8));
  expect(top.red).toBeGreaterThan(top.blue + 80);
  expect(bottom.blue).toBeGreaterThan(bottom.red + 80);
});
