import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { expectNoFixedOverlapsOnPhone } from './overlap';

export { expect };

const CSP_MARK = '[csp-violation]';
const HYDRATION_MARK = '[hydration-mismatch]';

/**
 * The suite's `test`: every page of the test's browser context is watched for Content-Security-
 * Policy violations (a blocked eval, an inline script or style, a foreign image) and for server-
 * rendered HTML that hydration found different, and the test fails if any happened. The CSP stays
 * strict; the code has to fit it.
 */
export const test = base.extend<{ cspGuard: undefined }>({
  // A server-rendered public page shows its buttons before its code runs: every goto and reload
  // waits for the app to be running (main.tsx marks it), as a person waits for the page to load.
  // Every page the suite opens is also checked at a phone's size: nothing fixed or sticky may
  // cover a control (issue 18: the help button hid checkboxes on phones). See overlap.ts.
  page: async ({ page }, use) => {
    const ready = async () => {
      await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
      await expectNoFixedOverlapsOnPhone(page);
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const res = await goto(...args);
      await ready();
      return res;
    };
    page.reload = async (...args) => {
      const res = await reload(...args);
      await ready();
      return res;
    };
    await use(page);
  },
  cspGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript((mark: string) => {
        document.addEventListener('securitypolicyviolation', (e) => {
          console.error(`${mark} ${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} on ${location.pathname}`);
        });
      }, CSP_MARK);
      const mismatches: string[] = [];
      context.on('console', (message) => {
        if (message.text().startsWith(CSP_MARK)) violations.push(message.text().slice(CSP_MARK.length + 1));
        if (message.text().startsWith(HYDRATION_MARK)) mismatches.push(`${message.location().url}: ${message.text()}`);
      });
      await use(undefined);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
      expect(mismatches, 'server-rendered HTML the browser had to re-render').toEqual([]);
    },
    { auto: true },
  ],
});

export const DEMO = {
  admin: { email: 'admin@example.com', password: 'Admin@2025', name: 'Rehema Achola' },
  judge: { email: 'judge@example.com', password: 'Judge@2025' },
  applicant: { email: 'applicant@example.com', password: 'Applicant@2025' },
};

const decodeQuotedPrintable = (s: string) =>
  s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));

/** The mails to `to` in the server's outbox (no SMTP in tests), newest first, decoded. */
function outboxMailsTo(to: string): string[] {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .reverse()
    .map((f) => decodeQuotedPrintable(fs.readFileSync(path.join(dir, f), 'utf8')))
    .filter((text) => text.toLowerCase().includes(`to: ${to.toLowerCase()}`));
}

/** The link of the newest mail to `to` that holds a link containing `contains`. */
export async function linkFromOutbox(to: string, contains: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        for (const text of outboxMailsTo(to)) {
          link = text.match(/https?:\/\/\S+/g)?.find((l) => l.includes(contains));
          if (link) return link;
        }
        return undefined;
      },
      { message: `a mail to ${to} with a ${contains} link`, timeout: 10_000 },
    )
    .toBeTruthy();
  return link!;
}

/** The newest mail to `to` whose text contains `subject` (its whole decoded source). */
export async function mailTo(to: string, subject: string): Promise<string> {
  let mail: string | undefined;
  await expect
    .poll(
      () => {
        mail = outboxMailsTo(to).find((text) => text.includes(subject));
        return mail;
      },
      { message: `a mail to ${to} about "${subject}"`, timeout: 10_000 },
    )
    .toBeTruthy();
  return mail!;
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;

/** Opens the sign-in popup from the header's Get Started button and answers the dialog. */
export async function openSignInPopup(page: Page) {
  await page
    .getByRole('button', { name: /get started/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Signs in through the popup from the current page. */
export async function signInThroughPopup(page: Page, email: string, password: string) {
  const dialog = await openSignInPopup(page);
  await dialog.getByLabel(/e-?mail/i).fill(email);
  await dialog.getByRole('textbox', { name: /^Password/ }).fill(password);
  await dialog.getByRole('button', { name: /^sign in$/i }).click();
  // Signed in once the popup has closed (while it is open the header is hidden from the a11y tree).
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /get started/i })).toHaveCount(0);
}

/** A new, activated applicant made through the API (register, then the mailed activation token). */
export async function createActivatedApplicant(
  request: import('@playwright/test').APIRequestContext,
  prefix = 'founder',
) {
  const email = uniqueEmail(prefix);
  const password = 'Maji-Safi@2025';
  const reg = await request.post('/api/register', {
    data: { f_name: 'Wambui', m_name: null, l_name: 'Karanja', phone_number: '+254722000222', email, password },
  });
  expect(reg.status()).toBe(201);
  const link = await linkFromOutbox(email, '/activate/');
  const act = await request.post('/api/activate', { data: { token: link.split('/').pop() } });
  expect(act.status()).toBe(200);
  return { email, password };
}

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * Runs axe on the page (needs `test.use({ bypassCSP: true })`: the app's CSP rightly forbids the
 * injected script) and fails with the serious and critical violations.
 */
export async function expectNoSeriousViolations(page: Page, what: string, exclude: string[] = []) {
  await page.waitForTimeout(400); // let the header's colour transition settle
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async (exclude) => {
    const context = exclude.length ? { exclude: exclude.map((e) => [e]) } : document;
    // biome-ignore lint/suspicious/noExplicitAny: axe is a global injected above
    const result = await (window as any).axe.run(context, { resultTypes: ['violations'] });
    return result.violations
      .filter((v: { impact: string }) => v.impact === 'serious' || v.impact === 'critical')
      .map((v: { id: string; help: string; nodes: { target: string[]; failureSummary?: string }[] }) => ({
        id: v.id,
        help: v.help,
        targets: v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')}: ${(n as { failureSummary?: string }).failureSummary ?? ''}`),
      }));
  }, exclude);
  expect(violations, `${what}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

/**
 * A day in Nairobi (UTC+3, no daylight saving: the server's days are Nairobi days), `daysFromNow`
 * days from today, as the digits typed into a DD/MM/YYYY picker.
 */
export function nairobiDateDigits(daysFromNow = 0): string {
  const d = new Date(Date.now() + 3 * 3600_000 + daysFromNow * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}${String(d.getUTCMonth() + 1).padStart(2, '0')}${d.getUTCFullYear()}`;
}

/** Types DD/MM/YYYY digits into the date picker field labelled `label`. */
export async function typeDate(page: Page, label: string, digits: string) {
  const group = page.getByRole('group', { name: label });
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(digits);
}

// A small real PNG (the server decodes and re-encodes every picture).
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGUlEQVQokWM45MhDEmIY1eA4GkqHhmvSAADJYQ8Q6VIrVAAAAABJRU5ErkJggg==',
  'base64',
);
