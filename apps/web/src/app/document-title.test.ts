import { describe, expect, it } from 'vitest';
import { APP_NAME } from '../lib/brand';
import { documentTitle } from './document-title';

describe("the browser tab's title", () => {
  it("is the deepest route's title and the site's name, or the name alone", () => {
    expect(documentTitle([{ title: 'Console' }, undefined, { title: 'Programmes' }, {}])).toBe(
      `Programmes · ${APP_NAME}`,
    );
    expect(documentTitle([undefined, {}])).toBe(APP_NAME);
  });

  it("says a public page's title in the page's language, and an English title as it is", () => {
    const t = (key: string) => (key === 'nav.news' ? 'Habari' : key);
    expect(documentTitle([{ title: 'Console' }, { titleKey: 'nav.news' }], t)).toBe(`Habari · ${APP_NAME}`);
    expect(documentTitle([{ titleKey: 'nav.news' }, { title: 'Programmes' }], t)).toBe(`Programmes · ${APP_NAME}`);
  });
});
