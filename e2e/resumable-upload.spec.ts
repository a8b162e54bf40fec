import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import { savePersonalDetails, signedInFounder } from './applicant-fixtures';
import { expect, test } from './fixtures';

// Issue 20 §3 through the real screens on a phone: a 9.5 MB certificate whose connection drops
// part-way goes on from where the server's bytes end when it comes back (Retry), and after a
// reload, choosing the same file again continues it; the stored file is the source byte for byte.

const MB = 1024 * 1024;
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** A 9.5 MB PDF on disk (a file from disk keeps its date, which tells it is the same file again). */
function pdfOnDisk(name: string): { file: string; bytes: Buffer } {
  const head = Buffer.from('%PDF-1.4\n% a certificate scanned on a phone\n', 'latin1');
  const tail = Buffer.from('\n%%EOF\n', 'latin1');
  const bytes = Buffer.concat([head, randomBytes(9.5 * MB - head.length - tail.length), tail]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-pdf-')), name);
  fs.writeFileSync(file, bytes);
  return { file, bytes };
}

/** Chromium's network emulation: a slow mobile uplink, or none at all. */
async function network(cdp: CDPSession, state: 'slow' | 'offline') {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: state === 'offline',
    latency: 400,
    downloadThroughput: 1024 * 1024,
    uploadThroughput: 1024 * 1024,
  });
}

/** The offsets the browser's upload requests start from, as they leave it. */
function watchPatches(page: Page) {
  const offsets: number[] = [];
  page.on('request', (req) => {
    if (req.method() === 'PATCH' && req.url().includes('/api/uploads/')) {
      offsets.push(Number(req.headers()['upload-offset']));
    }
  });
  return offsets;
}

async function openCr12Upload(page: Page, file: string) {
  await page.getByRole('button', { name: 'Upload CR12 Certificate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload CR12 Certificate' });
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  return dialog;
}

const progressOf = async (page: Page) =>
  Number(
    (await page
      .getByRole('progressbar', { name: 'Upload progress' })
      .getAttribute('aria-valuenow')
      .catch(() => '0')) ?? 0,
  );

async function founderOnStep2(page: Page, request: Parameters<typeof signedInFounder>[0], prefix: string) {
  const founder = await signedInFounder(request, prefix);
  await savePersonalDetails(request, founder.id, founder.token);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript((t) => localStorage.setItem('user-token', t), founder.token);
  await page.goto('/cohort-8/apply-now?step=2');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  return { founder, cdp, headers: { authorization: `Bearer ${founder.token}` } };
}

/** The stored certificate, fetched as its owner, is the source byte for byte. */
async function expectStoredAs(
  request: Parameters<typeof signedInFounder>[0],
  headers: Record<string, string>,
  bytes: Buffer,
) {
  const owner = await (await request.get('/api/venture?type=owner', { headers })).json();
  const doc = await request.get(`/api/venture/${owner.venture.id}/documents/cr12`, { headers });
  expect(doc.status()).toBe(200);
  expect(sha(await doc.body())).toBe(sha(bytes));
}

test('[applicant] a certificate whose connection drops part-way goes on from there on Retry', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { cdp, headers } = await founderOnStep2(page, request, 'dropped');
  const { file, bytes } = pdfOnDisk('cr12.pdf');
  const offsets = watchPatches(page);
  await network(cdp, 'slow');
  const dialog = await openCr12Upload(page, file);

  // Part-way through the first 8 MB piece, the phone loses its network (Chromium's emulation fails
  // the requests that start from then on: the next piece's).
  await expect.poll(() => progressOf(page), { timeout: 60_000, intervals: [200] }).toBeGreaterThanOrEqual(40);
  await network(cdp, 'offline');
  await expect(dialog.getByRole('alert')).toBeVisible({ timeout: 30_000 });
  const patchesBefore = offsets.length;

  // Back online, Retry: the next piece starts where the server's bytes end, not at zero.
  await network(cdp, 'slow');
  await dialog.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('CR12 Uploaded Successfully').first()).toBeVisible({ timeout: 60_000 });
  test.info().annotations.push({ type: 'resumed from byte', description: String(offsets[patchesBefore]) });
  // At least the 40% the bar had shown (3.8 MB): what reached the server is kept (here 8 MiB).
  expect(offsets[patchesBefore]).toBeGreaterThanOrEqual(3.5 * MB);
  await expectStoredAs(request, headers, bytes);
});

test('[applicant] after a reload, choosing the same certificate again continues it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { cdp, headers } = await founderOnStep2(page, request, 'reload');
  const { file, bytes } = pdfOnDisk('registration.pdf');
  const offsets = watchPatches(page);
  await network(cdp, 'slow');
  await openCr12Upload(page, file);
  await expect.poll(() => progressOf(page), { timeout: 60_000, intervals: [200] }).toBeGreaterThanOrEqual(88);

  // The reload cuts the piece on its way: the server keeps what had arrived (about 9.3 MB here).
  await page.reload();
  const patchesBefore = offsets.length;
  const dialog = await openCr12Upload(page, file);
  // The bar starts where the upload stood, and the bytes go on from there.
  await expect.poll(() => progressOf(page), { timeout: 30_000, intervals: [100] }).toBeGreaterThanOrEqual(80);
  await expect(page.getByText('CR12 Uploaded Successfully').first()).toBeVisible({ timeout: 60_000 });
  await expect(dialog).toBeHidden();
  test.info().annotations.push({ type: 'resumed from byte', description: String(offsets[patchesBefore]) });
  expect(offsets[patchesBefore]).toBeGreaterThanOrEqual(8 * MB);
  await expectStoredAs(request, headers, bytes);
});
