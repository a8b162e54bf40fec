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
});
