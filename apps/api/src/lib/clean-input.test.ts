import { describe, expect, it } from 'vitest';
import { cleanInput, MAX_INPUT_DEPTH } from './clean-input';
import { HttpError } from './http-error';

describe('cleanInput', () => {
  it('strips control characters from strings, nested values and keys', () => {
    const body = { 'na\u0000me': 'Am\u0000ina', list: ['a\u0001', { deep: 'x\u007f' }], n: 5, ok: 'line\nbreak' };
    expect(cleanInput(body)).toEqual({ name: 'Amina', list: ['a', { deep: 'x' }], n: 5, ok: 'line\nbreak' });
    expect(cleanInput('\u0000')).toBe('');
    expect(cleanInput(null)).toBeNull();
  });

  it('never turns a cleaned key into the prototype', () => {
    const body = JSON.parse('{"__proto\\u0000__": {"admin": true}}');
    const cleaned = cleanInput(body) as Record<string, unknown>;
    expect(Object.getPrototypeOf(cleaned)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it(`refuses input nested deeper than ${MAX_INPUT_DEPTH} levels with a 400, without recursion`, () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(() => cleanInput(deep)).toThrow(HttpError);
    let ok: unknown = 'a\u0000';
    for (let i = 0; i < MAX_INPUT_DEPTH - 1; i++) ok = { a: ok };
    expect(() => cleanInput(ok)).not.toThrow();
  });
});
