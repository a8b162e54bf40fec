import { describe, expect, it } from 'vitest';
import { localeOfCookies } from './locale';

describe('localeOfCookies', () => {
  it('reads our languages from the locale cookie only, among others', () => {
    expect(localeOfCookies('theme=dark; locale=sw; x=1')).toBe('sw');
    expect(localeOfCookies('locale=en')).toBe('en');
    expect(localeOfCookies('mylocale=sw')).toBeNull();
    expect(localeOfCookies('locale=SW')).toBeNull();
    expect(localeOfCookies('locale=')).toBeNull();
    expect(localeOfCookies(undefined)).toBeNull();
  });
});
