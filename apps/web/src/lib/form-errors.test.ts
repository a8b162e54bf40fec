import { describe, expect, it, vi } from 'vitest';
import { placeFieldErrors } from './form-errors';

type Values = { name: string; email: string };

describe("a 422's field errors", () => {
  it('go next to the fields the form has, the first one focused', () => {
    const setError = vi.fn();
    const placed = placeFieldErrors<Values>(
      { email: 'Taken', name: 'Input is Required', other: 'Not a field here' },
      setError,
      ['name', 'email'],
    );
    expect(placed).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Taken' }, { shouldFocus: true }],
      ['name', { type: 'server', message: 'Input is Required' }, { shouldFocus: false }],
    ]);
  });

  it('place nothing when none of them is a field of the form, or there are none', () => {
    const setError = vi.fn();
    expect(placeFieldErrors<Values>({ other: 'x' }, setError, ['name'])).toBe(false);
    expect(placeFieldErrors<Values>(undefined, setError, ['name'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
