import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { ApplicationRow } from '@portal/contract/application-review';
import { STAGE_LIST_TYPES } from '@portal/contract/application-stages';
import type { Paged } from '@portal/contract/pagination';
import { SMTPServer } from 'smtp-server';
import { DEMO, expect, test } from './fixtures';

// Issue 19 §2: staff turn on the shortlisting mail and write its Kiswahili version; a founder who
// reads Kiswahili is shortlisted, and her mail reaches a real SMTP server. The suite's own server
// writes mail to files, which the other specs read; this spec starts a server of its own, on its
// own embedded database, with SMTP_URL pointing to an SMTP server run here.
const ADMIN = { email: 'mail-admin@example.org', password: 'Mails@2025ok' };
const received: { to: string[]; data: string }[] = [];
let smtp: SMTPServer;
let server: ChildProcess | undefined;
let base = '';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-mails-'));

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

test.beforeAll(async () => {
  test.setTimeout(240_000);

  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, done) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk;
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        done();
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

  const port = await freePort();
  base = `http://localhost:${port}`;
  server = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      // The embedded database, whatever the caller's environment names.
      DATABASE_URL: '',
      SEED_DEMO: '1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Portal <portal@example.org>',
      APP_URL: base,
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${base}/api/health`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 180_000, intervals: [500] },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Quoted-printable soft breaks and escapes undone, as a mail client reads the body. */
const decoded = (s: string) =>
  s
    .replace(/\r?\n[ \t]+(?=\S)/g, ' ')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));

test('[admin] turns on the shortlisting mail, writes it in Kiswahili, and a Kiswahili founder gets it by SMTP', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const login = await request.post(`${base}/api/login`, { data: ADMIN });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  await page.addInitScript((t) => localStorage.setItem('user-token', t), token);

  // A founder of the demo programme waiting in Selected for Rating chooses Kiswahili, as the
  // language menu does for her (every demo founder signs in with the demo applicant's password).
  const waiting = await request.get(`${base}/api/application`, {
    params: { type: STAGE_LIST_TYPES.selected_for_rating, page: 1 },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(waiting.status()).toBe(200);
  const first = ((await waiting.json()) as Paged<ApplicationRow>).data[0]!;
  const founder = { email: first.user.email, first_name: first.user.first_name, venture: first.venture!.name };
  const her = await request.post(`${base}/api/login`, {
    data: { email: founder.email, password: DEMO.applicant.password },
  });
  expect(her.status()).toBe(200);
  const chosen = await request.put(`${base}/api/locale`, {
    data: { locale: 'sw' },
    headers: { authorization: `Bearer ${((await her.json()) as { token: string }).token}` },
  });
  expect(chosen.status()).toBe(200);

  // The shortlisting mail: on, with its Kiswahili version.
  await page.goto(`${base}/announcements`);
  const card = page.getByRole('region', { name: 'Shortlisted' });
  await card.getByRole('switch', { name: /moves to Shortlisted/ }).check();
  await card.getByRole('tab', { name: 'Kiswahili' }).click();
  await card
    .getByRole('textbox', { name: 'Subject (Kiswahili)' })
    .fill('Hongera {{first_name}}: {{venture}} imeorodheshwa');
  const body = card.getByRole('textbox', { name: 'Message (Kiswahili)' });
  await body.click();
  await page.keyboard.type('Tunafurahi kukujulisha kwamba {{venture}} imeorodheshwa kwa {{programme}}.');
  await card.getByRole('button', { name: 'Preview Kiswahili' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview' });
  await expect(preview.getByTestId('preview-subject')).toHaveText('Hongera Wanjiru: Mavuno Foods imeorodheshwa');
  await preview.getByRole('button', { name: 'Close' }).click();
  await card.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Announcement Saved').last()).toBeVisible();

  // Shortlist her: the dialog says she will be mailed before the move is confirmed.
  await page.goto(`${base}/applications?tab=selected-for-rating`);
  await page.getByRole('textbox', { name: 'Search applications' }).fill(founder.email);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Total: 1', { exact: true })).toBeVisible();
  // Her one row (the list shows names, not addresses).
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Move Stage' }) })
    .first();
  await row.getByRole('button', { name: 'Move Stage' }).click();
  await page.getByRole('menuitem', { name: 'Shortlist Application' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`A mail will be sent to`);
  await expect(dialog).toContainText(`(${founder.email}), in her language.`);
  await dialog.getByRole('button', { name: 'Shortlist Application' }).click();
  await expect(page.getByText('Application Shortlisted').last()).toBeVisible();

  // The SMTP server got it, in Kiswahili, with her name and venture.
  await expect.poll(() => received.filter((m) => m.to.includes(founder.email)).length, { timeout: 30_000 }).toBe(1);
  const mail = decoded(received.find((m) => m.to.includes(founder.email))!.data);
  expect(mail).toContain(`Subject: Hongera ${founder.first_name}: ${founder.venture} imeorodheshwa`);
  expect(mail).toContain('Tunafurahi kukujulisha kwamba');
  expect(mail).toContain('<html lang="sw">');

  // Staff see it on the Sent Mail list.
  await page.goto(`${base}/sent-mail`);
  await page.getByRole('textbox', { name: 'Search by address or subject' }).fill(founder.email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('row').filter({ hasText: `Hongera ${founder.first_name}` })).toContainText('Sent');
});
