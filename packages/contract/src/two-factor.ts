import { z } from 'zod';
import { currentPassword } from './common';
import { APPLICANT_PERMISSIONS } from './permissions';

/**
 * Two-step sign-in (issue 19 part 4): a time-based one-time password (RFC 6238, 6 digits, 30 s)
 * from an authenticator app, or one of ten single-use recovery codes.
 */
export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;

/** Its own messages, kept beside its rules (the same wording in the API's answers and the web). */
export const TWO_FACTOR_MSG = {
  codeFormat: 'Enter the 6-digit code from your app, or a recovery code',
  codeWrong: 'That code is not right, or was already used. Try the next one.',
  challengeExpired: 'Your sign-in took too long. Enter your e-mail and password again.',
  setupRequired: 'Set up two-step sign-in on your profile before using the staff console.',
  notSetUp: 'Two-step sign-in is not set up.',
  alreadyOn: 'Two-step sign-in is already on. Turn it off first to move it to another device.',
  setupMissing: 'Start the set-up again: scan a new QR code.',
  enabled: 'Two-step sign-in is on.',
  disabled: 'Two-step sign-in is off.',
  reset: 'Two-step sign-in was reset. She sets it up again at her next sign-in.',
  enrolFirst: 'Set up two-step sign-in on your own profile first: otherwise you would be locked out of the console.',
} as const;

/**
 * Staff are accounts holding any permission beyond what every founder holds (a judge counts:
 * judges read applications). Only staff are bound by the "required for all staff" setting;
 * founders may still opt in.
 */
export const isStaff = (permissions: Iterable<string>): boolean => {
  const founder = new Set<string>(APPLICANT_PERMISSIONS);
  for (const p of permissions) if (!founder.has(p)) return true;
  return false;
};

/** A 6-digit code, spaces allowed as typed from the app ("123 456"). */
export const totpCode = z
  .string({ error: TWO_FACTOR_MSG.codeFormat })
  .transform((s) => s.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, TWO_FACTOR_MSG.codeFormat));

/** A 6-digit code or a recovery code (xxxxx-xxxxx, dashes and case forgiven). */
export const codeOrRecovery = z
  .string({ error: TWO_FACTOR_MSG.codeFormat })
  .max(40, TWO_FACTOR_MSG.codeFormat)
  .transform((s) => s.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().regex(/^(\d{6}|[a-z0-9]{10})$/, TWO_FACTOR_MSG.codeFormat));

/** The password step's answer when the account has two-step sign-in on (200, no session yet). */
export const loginChallengeAnswer = z.object({
  two_factor_required: z.literal(true),
  /** Short-lived, single-use: the second step sends it back with the code. */
  challenge: z.string(),
});
export type LoginChallengeAnswer = z.infer<typeof loginChallengeAnswer>;

export const loginCodeBody = z.object({
  challenge: z.string().min(1).max(200),
  code: codeOrRecovery,
});

export const codeBody = z.object({ code: totpCode });
export type CodeBody = z.input<typeof codeBody>;

/**
 * Starting a set-up, and turning it off, also need the current password (issue 29 §3): whoever
 * holds a stolen session cannot enrol a device of her own and lock the owner out, nor remove hers.
 */
export const setupBody = z.object({ current_password: currentPassword });
export type SetupBody = z.input<typeof setupBody>;
export const disableBody = codeBody.extend({ current_password: currentPassword });
export type DisableBody = z.input<typeof disableBody>;

/** What the set-up shows: the QR code (an SVG data URL made on the server) and the secret as text. */
export const setupAnswer = z.object({ secret: z.string(), otpauth_url: z.string(), qr_svg: z.string() });
export type SetupAnswer = z.infer<typeof setupAnswer>;

/** Shown once: only their digests are kept. */
export const recoveryCodesAnswer = z.object({ message: z.string(), recovery_codes: z.array(z.string()) });
export type RecoveryCodesAnswer = z.infer<typeof recoveryCodesAnswer>;

export const twoFactorSettings = z.object({ require_for_staff: z.boolean() });
export type TwoFactorSettings = z.infer<typeof twoFactorSettings>;

/** The session's view of it: on, and whether the staff console waits for it. */
export const sessionTwoFactor = z.object({ enabled: z.boolean(), setup_required: z.boolean() });
