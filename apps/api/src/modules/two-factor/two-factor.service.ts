import { ROLE_SYSTEM_ADMIN } from '@portal/contract/permissions';
import { TWO_FACTOR_MSG } from '@portal/contract/two-factor';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { appState, authTokens, recoveryCodes, twoFactor, users } from '../../db/schema';
import type { AuthUser } from '../../lib/access';
import { recordAudit } from '../../lib/audit';
import { confirmCurrentPassword } from '../../lib/current-password';
import { badRequest, conflict, forbidden, invalid, notFound } from '../../lib/http-error';
import { reserveSignInAttempt } from '../../lib/sign-in-limits';
import { acceptCode, enrolment, newSecret, replaceRecoveryCodes, twoFactorRow } from '../../lib/totp';
import { REQUIRE_STAFF_KEY } from '../../lib/two-factor-state';

type Tx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];

/**
 * A step of her own that needs a current code: the attempt reserved as a sign-in attempt (per
 * e-mail and address, and per account: a stolen session cannot try the million codes), checked,
 * given back when right, then `work`.
 */
async function withCode<T>(
  ctx: AppContext,
  user: AuthUser,
  code: string,
  ip: string,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const row = await twoFactorRow(ctx.db, user.id);
  if (!row?.enabled_at) throw badRequest(TWO_FACTOR_MSG.notSetUp);
  const attempt = await reserveSignInAttempt(ctx, user.email, ip);
  const result = await ctx.db.transaction(async (tx) => {
    if (!(await acceptCode(tx, row, code, ctx.clock.now()))) return { ok: false as const };
    return { ok: true as const, value: await work(tx) };
  });
  if (!result.ok) throw invalid({ code: TWO_FACTOR_MSG.codeWrong }, TWO_FACTOR_MSG.codeWrong);
  await attempt.giveBack();
  return result.value;
}

/**
 * Starts (or restarts) a set-up: a new secret, not yet in force until a code confirms it. Needs her
 * current password: a stolen session alone must not put a device of its own on her account.
 */
export async function startSetup(ctx: AppContext, user: AuthUser, currentPassword: string) {
  await confirmCurrentPassword(ctx, user.id, currentPassword);
  const existing = await twoFactorRow(ctx.db, user.id);
  if (existing?.enabled_at) throw conflict(TWO_FACTOR_MSG.alreadyOn);
  const secret = newSecret();
  const now = ctx.clock.now();
  await ctx.db
    .insert(twoFactor)
    .values({ user_id: user.id, secret, created_at: now })
    .onConflictDoUpdate({ target: twoFactor.user_id, set: { secret, created_at: now, last_step: 0 } });
  return enrolment(secret, user.email);
}

/** The first code proves the app holds the secret: two-step sign-in is on, with ten recovery codes. */
export async function confirmSetup(ctx: AppContext, user: AuthUser, code: string, ip: string) {
  const row = await twoFactorRow(ctx.db, user.id);
  if (!row) throw badRequest(TWO_FACTOR_MSG.setupMissing);
  if (row.enabled_at) throw conflict(TWO_FACTOR_MSG.alreadyOn);
  const attempt = await reserveSignInAttempt(ctx, user.email, ip);
  const codes = await ctx.db.transaction(async (tx) => {
    // Only a 6-digit code confirms: no recovery code exists yet.
    if (!/^\d{6}$/.test(code) || !(await acceptCode(tx, row, code, ctx.clock.now()))) return null;
    await tx.update(twoFactor).set({ enabled_at: ctx.clock.now() }).where(eq(twoFactor.user_id, user.id));
    const fresh = await replaceRecoveryCodes(tx, user.id);
    await audit(tx, user.id, user.id, 'two_factor_enabled', { two_factor: false }, { two_factor: true });
    return fresh;
  });
  if (!codes) throw invalid({ code: TWO_FACTOR_MSG.codeWrong }, TWO_FACTOR_MSG.codeWrong);
  await attempt.giveBack();
  return codes;
}

export const regenerateRecoveryCodes = (ctx: AppContext, user: AuthUser, code: string, ip: string) =>
  withCode(ctx, user, code, ip, async (tx) => {
    const codes = await replaceRecoveryCodes(tx, user.id);
    await audit(tx, user.id, user.id, 'two_factor_recovery_codes_renewed', null, null);
    return codes;
  });

/** Turning it off needs her current password as well as a code (checked first, counted when wrong). */
export const disable = async (
  ctx: AppContext,
  user: AuthUser,
  input: { code: string; current_password: string },
  ip: string,
) => {
  await confirmCurrentPassword(ctx, user.id, input.current_password);
  return withCode(ctx, user, input.code, ip, async (tx) => {
    await removeTwoFactor(tx, user.id);
    await audit(tx, user.id, user.id, 'two_factor_disabled', { two_factor: true }, { two_factor: false });
  });
};

async function removeTwoFactor(tx: Tx, userId: number) {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
  await tx.delete(twoFactor).where(eq(twoFactor.user_id, userId));
}

const audit = (
  tx: Tx,
  actorId: number,
  userId: number,
  action: string,
  old: Record<string, unknown> | null,
  next: Record<string, unknown> | null,
) => recordAudit(tx, { model: 'User', action, actor: { id: actorId }, recordId: userId, old, new: next });

/** Only a System Admin decides the staff-wide rule and resets another person's device. */
export function assertSystemAdmin(user: AuthUser) {
  if (!user.roles.some((r) => r.name === ROLE_SYSTEM_ADMIN)) throw forbidden();
}

/** For someone who lost her phone and her recovery codes: she sets it up again at her next sign-in. */
export async function resetFor(ctx: AppContext, admin: AuthUser, userId: number) {
  await ctx.db.transaction(async (tx) => {
    const [target] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!target) throw notFound();
    const [row] = await tx.select({ on: twoFactor.enabled_at }).from(twoFactor).where(eq(twoFactor.user_id, userId));
    if (!row?.on) throw badRequest(TWO_FACTOR_MSG.notSetUp);
    await removeTwoFactor(tx, userId);
    // The lost phone may still hold a session: she signs in afresh everywhere.
    await tx
      .update(authTokens)
      .set({ revoked_at: ctx.clock.now() })
      .where(and(eq(authTokens.user_id, userId), isNull(authTokens.revoked_at)));
    await audit(tx, admin.id, userId, 'two_factor_reset', { two_factor: true }, { two_factor: false });
  });
}

export async function readSettings(ctx: AppContext) {
  const [row] = await ctx.db.select().from(appState).where(eq(appState.key, REQUIRE_STAFF_KEY));
  return { require_for_staff: row?.value === 'true' };
}

export async function saveSettings(ctx: AppContext, admin: AuthUser, input: { require_for_staff: boolean }) {
  if (input.require_for_staff && !admin.twoFactor.enabled)
    throw invalid({ require_for_staff: TWO_FACTOR_MSG.enrolFirst }, TWO_FACTOR_MSG.enrolFirst);
  const value = String(input.require_for_staff);
  await ctx.db.transaction(async (tx) => {
    const [old] = await tx.select().from(appState).where(eq(appState.key, REQUIRE_STAFF_KEY));
    const now = ctx.clock.now().toISOString();
    await tx
      .insert(appState)
      .values({ key: REQUIRE_STAFF_KEY, value })
      .onConflictDoUpdate({ target: appState.key, set: { value, updated_at: now } });
    await recordAudit(tx, {
      model: 'Setting',
      action: 'updated',
      actor: { id: admin.id },
      recordId: REQUIRE_STAFF_KEY,
      old: { require_for_staff: old?.value === 'true' },
      new: { require_for_staff: input.require_for_staff },
    });
  });
  return readSettings(ctx);
}
