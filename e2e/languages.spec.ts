import type { Page } from '@playwright/test';
import { applicantWithSavedSteps } from './applicant-fixtures';
import { expect, test } from './fixtures';
import { expectAllTranslated, interfaceText, settled } from './interface-text';
import { PUBLIC_PAGES } from './public-paths';

// Issue 19 §3: the language switch changes every visible string on each public page and wizard
// step, and leaves no catalogue key on screen. Each page is read in English, then in Kiswahili
// (chosen once from the header, remembered by the browser), and compared.

/** Reads each path in the page's current language. */
async function readAll(page: Page, paths: string[], lang: 'en' | 'sw') {
  const seen = new Map<string, Set<string>>();
  for (const path of paths) {
    await page.goto(path);
    await settled(page, lang);
    seen.set(path, await interfaceText(page));
  }
  return seen;
}

async function switchTo(page: Page, language: 'Kiswahili' | 'English') {
  await page
    .getByRole('button', { name: new RegExp(language) })
    .first()
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'Kiswahili' ? 'sw' : 'en');
}

test('[visitor] every public page changes every interface string to Kiswahili, with no key left', async ({ page }) => {
  test.setTimeout(180_000);
  const paths = PUBLIC_PAGES.map((p) => p.path);
  const en = await readAll(page, paths, 'en');
  await switchTo(page, 'Kiswahili');
  const sw = await readAll(page, paths, 'sw');
  expectAllTranslated(en, sw);
});

test('[applicant] each wizard step changes every interface string to Kiswahili', async ({ page, request }) => {
  test.setTimeout(180_000);
  const founder = await applicantWithSavedSteps(request);
  await page.addInitScript((t) => localStorage.setItem('user-token', t), founder.token);
  const paths = [1, 2, 3, 4, 5].map((n) => `/cohort-8/apply-now?step=${n}`);
  const en = await readAll(page, paths, 'en');
  await switchTo(page, 'Kiswahili');
  const sw = await readAll(page, paths, 'sw');
  expectAllTranslated(en, sw);
});
