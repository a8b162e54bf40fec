import { expect, type Page } from '@playwright/test';

/**
 * The interface's words on the page as a person meets them: visible text, and the names a screen
 * reader gives (aria-label, alt, placeholder, title). Text inside an element whose `lang` differs
 * from the page's is content written by staff in another language (news, stories, names of
 * ventures), not the interface, and is left out, as are names marked `translate="no"` (people,
 * the programme, brands), web addresses, and anything without two letters in a row.
 */
export async function interfaceText(page: Page, within = 'body'): Promise<Set<string>> {
  const texts = await page.evaluate((rootSelector) => {
    const root = document.querySelector(rootSelector) ?? document.body;
    const pageLang = document.documentElement.lang;
    const out: string[] = [];
    const isContent = (el: Element) =>
      (el.closest('[lang]') as HTMLElement | null)?.lang !== pageLang || !!el.closest('[translate="no"]');
    const shown = (el: Element) =>
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      !el.closest('[aria-hidden="true"], script, style, noscript, template');
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (el && text && shown(el) && !isContent(el)) out.push(text);
    }
    for (const el of Array.from(root.querySelectorAll('[aria-label], [alt], [placeholder], [title]'))) {
      if (isContent(el) || !(el.checkVisibility() || el.closest('[role="dialog"]'))) continue;
      for (const name of ['aria-label', 'alt', 'placeholder', 'title']) {
        const v = el.getAttribute(name)?.replace(/\s+/g, ' ').trim();
        if (v) out.push(v);
      }
    }
    return out;
  }, within);
  return new Set(texts.filter((t) => /\p{L}{2}/u.test(t) && !/^https?:\/\/|^\S+@\S+$/.test(t)));
}

/** What looks like a catalogue key left on screen: `wizard.venture.title`. */
export const RAW_KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/;

/**
 * Words that are the same in both languages: the programme's and partners' names, places,
 * and abbreviations. Anything else seen in English and again in Kiswahili is untranslated.
 */
export const SAME_IN_BOTH = new Set<string>([
  // Brands (the social networks' names, as their own pages write them).
  'LinkedIn',
  'X (Twitter)',
  'Facebook',
  'YouTube',
  'Instagram',
  'TikTok',
  // Places the choice lists name alike in both languages.
  'Kenya',
  'Nairobi',
]);

/** The interface strings of `sw` that `en` showed too, and any raw key: both should be empty. */
export function untranslated(en: Set<string>, sw: Set<string>): string[] {
  return [...sw].filter((s) => (en.has(s) && !SAME_IN_BOTH.has(s)) || RAW_KEY.test(s));
}

/** Compares each path's two readings and fails with every untranslated string, by path. */
export function expectAllTranslated(en: Map<string, Set<string>>, sw: Map<string, Set<string>>) {
  const left = Object.fromEntries(
    [...en.keys()]
      .map((path) => [path, untranslated(en.get(path)!, sw.get(path)!)] as const)
      .filter(([, l]) => l.length),
  );
  expect(left).toEqual({});
  // Each reading found the interface to compare (a blank or unloaded page would pass the above).
  for (const [path, texts] of sw) expect(texts.size, `interface strings read on ${path}`).toBeGreaterThan(5);
}

/** Waits until the page is in `lang` and has finished loading what it shows. */
export async function settled(page: Page, lang: 'en' | 'sw') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // No skeleton left: a list still loading would be compared half-drawn.
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
}
