import fs from 'node:fs';
import path from 'node:path';
import { savePersonalDetails, signedInFounder } from './applicant-fixtures';
import { expect, test } from './fixtures';

// Issue 20 §1: on a phone over a slow connection an upload shows its progress, and Cancel stops it
// with nothing stored; Retry then sends the same file to the end.

/** A PDF of `bytes` (the server keeps PDFs as they are, decided from their first bytes). */
const bigPdf = (bytes: number) => {
  const head = Buffer.from('%PDF-1.4\n% padding for an upload test\n', 'latin1');
  const tail = Buffer.from('\n%%EOF\n', 'latin1');
  return Buffer.concat([head, Buffer.alloc(bytes - head.length - tail.length, 0x20), tail]);
};

/** Partial uploads the server holds (a certificate over 4 MB goes resumably, by tus). */
const partialUploads = () => {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'storage', '.resumable');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

const storedDocs = () => {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'storage', 'docs');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};

test('[applicant] a 9.5 MB certificate on a slow connection: progress, Cancel with nothing kept, Retry to the end', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const founder = await signedInFounder(request, 'slow');
  const { token } = founder;
  const headers = { authorization: `Bearer ${token}` };
  await savePersonalDetails(request, founder.id, token);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript((t) => localStorage.setItem('user-token', t), token);
  await page.goto('/cohort-8/apply-now?step=2');
  await page.getByRole('button', { name: 'Upload CR12 Certificate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload CR12 Certificate' });
  await expect(dialog).toContainText('up to 10 MB');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cr12.pdf', mimeType: 'application/pdf', buffer: bigPdf(9.5 * 1024 * 1024) });

  // A slow mobile uplink (Chromium's network emulation): 9.5 MB take about ten seconds.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 1024 * 1024,
    uploadThroughput: 1024 * 1024,
  });

  const docsBefore = storedDocs();
  const partialBefore = partialUploads().length;
  const bar = dialog.getByRole('progressbar', { name: 'Upload progress' });
  const seen = new Set<number>();
  const watch = async (until: number) => {
    await expect
      .poll(
        async () => {
          const now = Number((await bar.getAttribute('aria-valuenow')) ?? 0);
          seen.add(now);
          return now;
        },
        { timeout: 60_000, intervals: [250] },
      )
      .toBeGreaterThanOrEqual(until);
  };

  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await watch(30);
  expect([...seen].filter((v) => v > 0 && v < 100).length).toBeGreaterThanOrEqual(3);
  await expect(dialog).toContainText(/\d+% · [\d.]+ MB of 9.5 MB/);

  // Cancel mid-way: nothing stored, the venture unchanged, the file kept for Retry.
  await dialog.getByRole('button', { name: 'Cancel upload' }).click();
  await expect(dialog.getByRole('alert')).toContainText('The upload was cancelled');
  await expect(bar).toHaveCount(0);
  await expect(dialog.getByRole('list', { name: 'Selected files' })).toContainText('cr12.pdf');
  await page.waitForTimeout(1500);
  expect(storedDocs()).toBe(docsBefore);
  expect(partialUploads().length).toBe(partialBefore);
  const owner = await request.get('/api/venture?type=owner', { headers });
  expect(((await owner.json()) as { venture: { cr12: string | null } | null }).venture?.cr12 ?? null).toBeNull();

  // Retry sends the same file to the end.
  await dialog.getByRole('button', { name: 'Retry' }).click();
  await expect(bar).toBeVisible();
  await expect(page.getByText('CR12 Uploaded Successfully').first()).toBeVisible({ timeout: 60_000 });
  await expect(dialog).toBeHidden();
  expect(storedDocs()).toBe(docsBefore + 1);
});
