import { createRequire } from 'node:module';
import { hash, verify } from '@node-rs/argon2';
import { MSG } from '@portal/contract/messages';
import type * as CommonDictionary from '@zxcvbn-ts/language-common';
import { invalid } from './http-error';

// argon2id with the library's defaults (m=19456 KiB, t=2, p=1): OWASP's recommendation.
export const hashPassword = (plain: string) => hash(plain);

export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}

// A valid hash of a random secret: verifying against it when the e-mail is unknown keeps the
// answer time the same as for a wrong password, so timing does not reveal which accounts exist.
let dummy: Promise<string> | undefined;
export const dummyHash = () => {
  dummy ??= hash(`dummy-${Math.random()}`);
  return dummy;
};

/** How many of the most common passwords are refused (OWASP ASVS 6.2: at least the top 10,000). */
export const COMMON_PASSWORDS_CHECKED = 10_000;

/**
 * Words of this site and this country that people build passwords from: guessing starts there
 * (ASVS: context-specific words).
 */
const CONTEXT_WORDS = [
  'accelerator',
  'admin',
  'applicant',
  'cohort',
  'founder',
  'kenya',
  'kisumu',
  'mombasa',
  'mpesa',
  'nairobi',
  'password',
  'portal',
  'safaricom',
  'venture',
  'welcome',
];

// Loaded at the first check, not at start: the list takes ~70 ms to unpack. Read synchronously so
// that the configuration check of ADMIN_PASSWORD (config.ts) uses this very list.
const requireCjs = createRequire(import.meta.url);
let common: Set<string> | undefined;
const commonPasswords = () => {
  if (!common) {
    const { dictionary } = requireCjs('@zxcvbn-ts/language-common') as typeof CommonDictionary;
    common = new Set([...dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_CHECKED), ...CONTEXT_WORDS]);
  }
  return common;
};

/** The password without what the policy makes people add at either end: digits and `!@#$%.`. */
const coreOf = (password: string) => password.toLowerCase().replace(/^[\d!@#$%.]+|[\d!@#$%.]+$/g, '');

/**
 * A password that is a common one, or a common one or a word of this site dressed up to pass the
 * policy (`Password1!`, `Welcome@123`, `Nairobi2026.`): the first guesses of any attacker.
 * The list (the `passwords-common` dictionary of zxcvbn-ts, most frequent first) stays on the
 * server: the public pages do not download it.
 */
export function isCommonPassword(password: string): boolean {
  const list = commonPasswords();
  const core = coreOf(password);
  return list.has(password.toLowerCase()) || (core.length >= 3 && list.has(core));
}

/** 422 on `field` when the password is common (isCommonPassword); checked before hashing. */
export async function assertUncommonPassword(password: string, field = 'password'): Promise<void> {
  if (isCommonPassword(password)) throw invalid({ [field]: MSG.passwordCommon }, MSG.passwordCommon);
}
