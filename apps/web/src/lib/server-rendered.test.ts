import { describe, expect, it } from 'vitest';
import { pageKey, scriptJson } from './server-rendered';

describe('pageKey: the URL a server-rendered page is kept under', () => {
  it('keeps the path and the parameters pages read, in one order', () => {
    expect(pageKey('/news-feed')).toBe('/news-feed');
    expect(pageKey('/news-feed?page=2')).toBe('/news-feed?page=2');
    expect(pageKey('/news-feed?page=2&item=14')).toBe(pageKey('/news-feed?item=14&page=2'));
  });

  it("drops parameters no page reads, so a share's tracking tags don't make a render each", () => {
    expect(pageKey('/?fbclid=IwAR0abc&utm_source=whatsapp')).toBe('/');
    expect(pageKey('/past-cohorts/cohort-7?page=3&utm_medium=social')).toBe('/past-cohorts/cohort-7?page=3');
  });

  it('leaves odd page parameters to the browser', () => {
    expect(pageKey('/news-feed?page=abc')).toBeNull();
    expect(pageKey('/news-feed?page=1234567')).toBeNull();
    expect(pageKey('/news-feed?page=1&page=2')).toBeNull();
  });
});

describe('scriptJson', () => {
  it('cannot close the script element it is written into', () => {
    const json = scriptJson({ title: '</script><script>alert(1)</script><!--' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script><!--' });
  });
});
