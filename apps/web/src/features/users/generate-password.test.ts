import { password } from '@portal/contract/common';
import { GENERATED_PASSWORD_LENGTH, PASSWORD_SPECIALS } from '@portal/contract/constants';
import { describe, expect, it, vi } from 'vitest';
import { generatePassword, randomIndex } from './generate-password';

describe('generatePassword', () => {
  it('makes 10-character passwords that always pass the password policy', () => {
    for (let i = 0; i < 2000; i++) {
      const p = generatePassword();
      expect(p).toHaveLength(GENERATED_PASSWORD_LENGTH);
      expect(password.safeParse(p).success, p).toBe(true);
      expect(p).toMatch(/[a-z]/);
      expect([...p].every((c) => /[A-Za-z0-9]/.test(c) || PASSWORD_SPECIALS.includes(c))).toBe(true);
    }
  });

  it('draws from the crypto generator, so two passwords differ', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    const a = generatePassword();
    const b = generatePassword();
    expect(spy).toHaveBeenCalled();
    expect(a).not.toBe(b);
    spy.mockRestore();
    expect(new Set(Array.from({ length: 50 }, () => generatePassword())).size).toBe(50);
  });

  it('places each kind of character anywhere (shuffled)', () => {
    const firsts = new Set(Array.from({ length: 400 }, () => generatePassword()[0]!.replace(/[a-z]/, 'a')));
    expect(firsts).toContain('a');
    expect([...firsts].some((c) => /[A-Z]/.test(c))).toBe(true);
  });

  it('picks indexes uniformly within range', () => {
    const counts = [0, 0, 0];
    for (let i = 0; i < 3000; i++) counts[randomIndex(3)]! += 1;
    for (const c of counts) expect(c).toBeGreaterThan(800);
  });
});
