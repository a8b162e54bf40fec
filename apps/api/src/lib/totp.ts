import { randomInt } from 'node:crypto';
import { APP_NAME } from '@portal/contract/brand';
import { RECOVERY_CODE_COUNT } from '@portal/contract/two-factor';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { generateSecret, generateURI, verifySync } from 'otplib';
import { renderSVG } from 'uqr';
import type { Executor } from '../db/client';
import { recoveryCodes, twoFactor } from '../db/schema';
import { hashToken } from './tokens';

/** One step either side of now: a phone's clock a little off, or a code typed as it turned. */
const TOLERANCE_S = 30;

export const newSecret = () => generateSecret();

/** What the set-up shows: the otpauth:// address as a QR code (an SVG made here, no outside service). */
export function enrolment(secret: string, email: string) {
  const otpauth_url = generateURI({ issuer: APP_NAME, label: email, secret });
  const svg = renderSVG(otpauth_url, { border: 2 });
  return { secret, otpauth_url, qr_svg: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * Is `code` a current 6-digit code of this secret, not used before? Its 30-second step is
 * recorded only if it is newer than the last one accepted, so a code (or an older one) is never
 * accepted twice, even by two requests at once.
 */
export async function acceptTotp(
  tx: Executor,
  row: { user_id: number; secret: string; last_step: number },
  code: string,
  now: Date,
): Promise<boolean> {
  const result = verifySync({
    secret: row.secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_S,
    afterTimeStep: row.last_step,
  });
  // A TOTP check always answers its step; the guard only satisfies the HOTP-or-TOTP type.
  if (!result.valid || !('timeStep' in result)) return false;
  const claimed = await tx
    .update(twoFactor)
    .set({ last_step: result.timeStep })
    .where(and(eq(twoFactor.user_id, row.user_id), lt(twoFactor.last_step, result.timeStep)))
    .returning({ id: twoFactor.user_id });
  return claimed.length === 1;
}

/** Spends one unused recovery code; false when it is unknown or already spent. */
export async function acceptRecoveryCode(tx: Executor, userId: number, code: string, now: Date): Promise<boolean> {
  const spent = await tx
    .update(recoveryCodes)
    .set({ used_at: now })
    .where(
      and(
        eq(recoveryCodes.user_id, userId),
        eq(recoveryCodes.code_hash, hashToken(code)),
        isNull(recoveryCodes.used_at),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length === 1;
}

/** A normalised code (digits) or recovery code (10 letters and digits) against the account's. */
export async function acceptCode(
  tx: Executor,
  row: { user_id: number; secret: string; last_step: number },
  code: string,
  now: Date,
): Promise<boolean> {
  return /^\d{6}$/.test(code) ? acceptTotp(tx, row, code, now) : acceptRecoveryCode(tx, row.user_id, code, now);
}

/** Ten new codes replace the old ones; answered once as `xxxxx-xxxxx`, kept only as digests. */
export async function replaceRecoveryCodes(tx: Executor, userId: number): Promise<string[]> {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join(''),
  );
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
  await tx.insert(recoveryCodes).values(codes.map((c) => ({ user_id: userId, code_hash: hashToken(c) })));
  return codes.map((c) => `${c.slice(0, 5)}-${c.slice(5)}`);
}

export async function twoFactorRow(db: Executor, userId: number) {
  const [row] = await db.select().from(twoFactor).where(eq(twoFactor.user_id, userId));
  return row ?? null;
}
