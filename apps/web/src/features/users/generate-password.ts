import { GENERATED_PASSWORD_LENGTH, PASSWORD_SPECIALS } from '@portal/contract/constants';

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALL = LOWER + UPPER + DIGITS + PASSWORD_SPECIALS;

/** A uniform random integer in [0, max) from the browser's CSPRNG (rejection sampling: no modulo bias). */
export function randomIndex(max: number): number {
  const limit = Math.floor(0x1_0000_0000 / max) * max;
  const buf = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buf);
    const v = buf[0]!;
    if (v < limit) return v % max;
  }
}

/**
 * The user form's password generator (spec 3 §5): 10 characters from lowercase, uppercase,
 * digits and the policy's symbols, with at least one of each so that it always satisfies the one
 * password policy (contract `password`). Look-alikes (l, I, O, 0, 1) are left out: the admin reads
 * it out or types it elsewhere. Crypto-random and shuffled, so the kinds sit anywhere.
 */
export function generatePassword(length: number = GENERATED_PASSWORD_LENGTH, pick = randomIndex): string {
  const from = (set: string) => set[pick(set.length)]!;
  const chars = [from(LOWER), from(UPPER), from(DIGITS), from(PASSWORD_SPECIALS)];
  while (chars.length < length) chars.push(from(ALL));
  // Fisher-Yates.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = pick(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
