import fs from 'node:fs';
import path from 'node:path';
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

test('[applicant] each wizard step and the contact popup change every interface string to Kiswahili', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const founder = await applicantWithSavedSteps(request);
  await page.addInitScript((t) => localStorage.setItem('user-token', t), founder.token);
  const paths = [1, 2, 3, 4, 5].map((n) => `/cohort-8/apply-now?step=${n}`);
  const en = await readAll(page, paths, 'en');
  en.set('contact', await readContact(page, 'en'));
  en.set('upload', await readUpload(page, 'en'));
  await switchTo(page, 'Kiswahili');
  const sw = await readAll(page, paths, 'sw');
  sw.set('contact', await readContact(page, 'sw'));
  sw.set('upload', await readUpload(page, 'sw'));
  expectAllTranslated(en, sw);
});

/** Step 1's picture upload dialog, with the message of an empty upload. */
async function readUpload(page: Page, lang: 'en' | 'sw') {
  const c = catalogue(lang);
  await page.goto('/cohort-8/apply-now?step=1');
  await settled(page, lang);
  await page.getByRole('button', { name: c.wizard.personal.upload }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: c.upload.upload, exact: true }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  const texts = await interfaceText(page, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return texts;
}

/** The contact popup of a signed-in founder, from the help menu. */
async function readContact(page: Page, lang: 'en' | 'sw') {
  const c = catalogue(lang);
  await page.getByRole('button', { name: c.help.button }).click();
  await page.getByRole('menuitem', { name: c.help.contactUs }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const texts = await interfaceText(page, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return texts;
}

test('[visitor] who chose Kiswahili gets public pages rendered in it by the server, and hydrated', async ({ page }) => {
  const sw = catalogue('sw');
  const en = catalogue('en');
  // Marks the server's nodes before the app runs (its code loads after the first paint): hydration
  // keeps them, a render afresh replaces them.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const first = document.getElementById('root')?.firstElementChild as (Element & { fromServer?: true }) | null;
      if (first) first.fromServer = true;
    });
  });
  const hydrated = () =>
    page.evaluate(
      () => (document.getElementById('root')?.firstElementChild as { fromServer?: true } | null)?.fromServer === true,
    );
  await page.goto('/');
  await switchTo(page, 'Kiswahili');
  for (const path of ['/', '/news-feed', '/faqs']) {
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    expect(html, path).toContain('<html lang="sw"');
    expect(html, path).toContain(sw.language.switchTo);
    expect(html, path).not.toContain(en.language.switchTo);
    expect(await hydrated(), `${path} hydrated`).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  }
  const news = await page.goto('/news-feed');
  expect(await news?.text()).toContain(sw.news.title);
  // The tab's title is hers too, from the server and after hydration.
  expect(await news?.text()).toContain(`<title>${sw.nav.news} · `);
  await expect(page).toHaveTitle(new RegExp(`^${sw.nav.news} · `));
  // A choice kept in localStorage alone (made before the cookie, or the cookie lost): the server's
  // English page is drawn afresh in Kiswahili, and the cookie written again for the next page.
  await page.context().clearCookies();
  const english = await page.goto('/news-feed');
  expect(await english?.text()).toContain('<html lang="en"');
  expect(await hydrated()).toBe(false);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('heading', { name: sw.news.title })).toBeVisible();
  expect(await (await page.goto('/news-feed'))?.text()).toContain('<html lang="sw"');
  expect(await hydrated()).toBe(true);
  // And back: the next page comes in English, hydrated too.
  await switchTo(page, 'English');
  const back = await page.goto('/news-feed');
  const html = (await back?.text()) ?? '';
  expect(html).toContain('<html lang="en"');
  expect(html).toContain(en.news.title);
  expect(await hydrated()).toBe(true);
  await expect(page).toHaveTitle(new RegExp(`^${en.nav.news} · `));
});

type Catalogue = {
  language: { switchTo: string };
  news: { title: string };
  nav: { getStarted: string; news: string };
  help: { button: string; contactUs: string };
  auth: { login: { submit: string; create: string; forgot: string }; email: string; password: string };
  common: { close: string };
  msg: { resetLinkSent: string };
  wizard: { personal: { upload: string } };
  upload: { upload: string };
};
const catalogue = (lang: 'en' | 'sw'): Catalogue =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../apps/web/src/lib/i18n/${lang}.json`), 'utf8'));

/** The sign-in, registration, reset and contact popups, each with its validation messages showing. */
async function readPopups(page: Page, lang: 'en' | 'sw') {
  const c = catalogue(lang);
  const seen = new Map<string, Set<string>>();
  const dialog = page.getByRole('dialog');
  await page.goto('/');
  await settled(page, lang);
  await page.getByRole('button', { name: c.nav.getStarted }).first().click();
  await dialog.getByRole('button', { name: c.auth.login.submit, exact: true }).click();
  await expect(dialog.locator('.Mui-error').first()).toBeVisible();
  seen.set('sign in', await interfaceText(page, '[role="dialog"]'));

  await dialog.getByRole('button', { name: c.auth.login.create }).click();
  await dialog.getByRole('textbox', { name: new RegExp(`^${c.auth.email}`) }).fill('not-an-address');
  await dialog
    .getByRole('textbox', { name: new RegExp(`^${c.auth.password}`) })
    .first()
    .fill('weak');
  await dialog
    .getByRole('textbox', { name: new RegExp(`^${c.auth.password}`) })
    .first()
    .press('Tab');
  await expect(dialog.locator('.Mui-error').first()).toBeVisible();
  seen.set('create account', await interfaceText(page, '[role="dialog"]'));

  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: c.nav.getStarted }).first().click();
  await dialog.getByRole('button', { name: c.auth.login.forgot }).click();
  const email = dialog.getByRole('textbox', { name: new RegExp(`^${c.auth.email}`) });
  await email.fill('not-an-address');
  await email.press('Enter');
  await expect(dialog.locator('.Mui-error').first()).toBeVisible();
  seen.set('forgot password', await interfaceText(page, '[role="dialog"]'));
  // Any address, known or not, gets the same answer (issue 29: no account enumeration), in her language.
  await email.fill('nobody@example.com');
  await email.press('Enter');
  await expect(page.getByText(c.msg.resetLinkSent)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return seen;
}

test('[visitor] the sign-in, registration and reset popups and their messages in Kiswahili', async ({ page }) => {
  const en = await readPopups(page, 'en');
  await switchTo(page, 'Kiswahili');
  const sw = await readPopups(page, 'sw');
  expectAllTranslated(en, sw);
});

test("[visitor] the header's controls stay on screen at phone, tablet and desktop widths, in both languages", async ({
  page,
}) => {
  for (const lang of ['en', 'sw'] as const) {
    await page.addInitScript((l) => localStorage.setItem('locale', l), lang);
    for (const width of [320, 360, 390, 768, 900, 1199, 1200, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await settled(page, lang);
      const outside = await page.evaluate(() =>
        Array.from(document.querySelectorAll('header a, header button'))
          .filter((el) => (el as HTMLElement).checkVisibility())
          .map((el) => ({
            name: (el as HTMLElement).innerText.trim() || el.getAttribute('aria-label'),
            box: el.getBoundingClientRect(),
          }))
          .filter(({ box }) => box.right > window.innerWidth + 1 || box.left < -1 || box.height > 48)
          .map(({ name }) => name),
      );
      expect(outside, `${lang} at ${width} px: off screen or wrapped`).toEqual([]);
    }
  }
});
