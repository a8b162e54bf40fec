import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export const DEMO = {
  admin: { email: 'admin@example.com', password: 'Admin@2025' },
  judge: { email: 'judge@example.com', password: 'Judge@2025' },
  applicant: { email: 'applicant@example.com', password: 'Applicant@2025' },
};

const decodeQuotedPrintable = (s: string) =>
  s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));

/** The link of the newest mail to `to` in the server's outbox (no SMTP in tests). */
export async function linkFromOutbox(to: string, contains: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  let link: string | undefined;
  await expect
    .poll(
      () => {
        if (!fs.existsSync(dir)) return undefined;
        const files = fs.readdirSync(dir).sort().reverse();
        for (const f of files) {
          const text = decodeQuotedPrintable(fs.readFileSync(path.join(dir, f), 'utf8'));
          if (!text.toLowerCase().includes(`to: ${to.toLowerCase()}`)) continue;
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
  const password = 'Founder@2025';
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
