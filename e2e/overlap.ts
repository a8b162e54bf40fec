import { expect, type Page } from '@playwright/test';

/** The phone the layout must work on (issue 18): a 390 x 844 screen. */
export const PHONE = { width: 390, height: 844 } as const;

/**
 * The interactive controls a fixed or sticky element covers, by geometry: for every visible
 * `position: fixed | sticky` element, each visible control (link, button, field, checkbox ...)
 * outside it whose box meets its box on screen, where it is the topmost element. Open modals, menus and snackbars are left out:
 * they cover the page on purpose, for a moment. A bar docked to the top of the screen (the
 * header) and a sticky element (an editor's toolbar) cover only what has been scrolled past
 * them, which scrolling back shows again: they are measured with the page at its top. Anything else is measured where the page is, since nothing
 * can move a control at the end of the page out from under a button floating at the bottom.
 */
export async function fixedOverlaps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const CONTROLS =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, label, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="combobox"], [role="tab"], [role="slider"], [contenteditable="true"]';
    const TRANSIENT =
      '.MuiModal-root, .MuiPopover-root, .MuiPopper-root, [role="dialog"], .notistack-SnackbarContainer';
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // 1-pixel boxes are the visually hidden text of screen readers.
      return r.width > 2 && r.height > 2 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const onScreen = (r: DOMRect) => r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
    const describe = (el: Element) => {
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const id = el.id ? `#${el.id}` : '';
      const testId = el.getAttribute('data-testid');
      return `${el.tagName.toLowerCase()}${id}${testId ? `[data-testid=${testId}]` : ''} "${text}"`;
    };

    const floating = Array.from(document.querySelectorAll('body *')).filter((el) => {
      const position = getComputedStyle(el).position;
      return (position === 'fixed' || position === 'sticky') && !el.closest(TRANSIENT) && shown(el);
    });
    const controls = Array.from(document.querySelectorAll(CONTROLS)).filter(
      (el) => !el.closest(TRANSIENT) && shown(el),
    );
    const topBar = (r: DOMRect) => r.top <= 1 && r.width >= innerWidth * 0.9;
    const found: string[] = [];
    const measure = (bars: boolean) => {
      for (const f of floating) {
        const a = f.getBoundingClientRect();
        const scrollsAway = getComputedStyle(f).position === 'sticky' || topBar(a);
        if (!onScreen(a) || scrollsAway !== bars) continue;
        for (const c of controls) {
          if (f.contains(c) || c.contains(f)) continue;
          const b = c.getBoundingClientRect();
          const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          // A pixel of touching borders is not covering; and it covers only if it is on top there.
          if (w <= 1 || h <= 1) continue;
          const x = Math.min(Math.max((Math.max(a.left, b.left) + Math.min(a.right, b.right)) / 2, 0), innerWidth - 1);
          const y = Math.min(Math.max((Math.max(a.top, b.top) + Math.min(a.bottom, b.bottom)) / 2, 0), innerHeight - 1);
          const top = document.elementFromPoint(x, y);
          if (top && f.contains(top) && !c.contains(top)) {
            found.push(`${describe(f)} covers ${describe(c)} on ${location.pathname}${location.search}`);
          }
        }
      }
    };
    const scrolled = scrollY;
    measure(false);
    window.scrollTo({ top: 0, behavior: 'instant' });
    measure(true);
    window.scrollTo({ top: scrolled, behavior: 'instant' });
    return found;
  });
}

/** Fails when a fixed or sticky element covers a control of the page as it is now. */
export async function expectNoFixedOverlaps(page: Page, what = page.url()) {
  expect(await fixedOverlaps(page), `fixed elements over controls at ${what}`).toEqual([]);
}

/**
 * The same check at the phone's size whatever the test's own size: the page is shown at 390 x
 * 844 for the check, then given its size back.
 */
export async function expectNoFixedOverlapsOnPhone(page: Page) {
  const size = page.viewportSize();
  const resize = size && (size.width !== PHONE.width || size.height !== PHONE.height);
  if (resize) await page.setViewportSize(PHONE);
  try {
    // Two frames: the media queries' re-render, then its layout.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expectNoFixedOverlaps(page, `${PHONE.width}x${PHONE.height} ${new URL(page.url()).pathname}`);
  } finally {
    if (resize && size) await page.setViewportSize(size);
  }
}
