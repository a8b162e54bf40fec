import type { RegisterBody } from '@portal/contract/auth';
import { asLocale, DEFAULT_LOCALE, type Locale } from '@portal/contract/locale';
import { MSG } from '@portal/contract/messages';
import { ROLE_APPLICANT } from '@portal/contract/permissions';
import { and, eq, gt, isNull, sql, TransactionRollbackError } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { authTokens, oneTimeTokens, roles, userRoles, users } from '../../db/schema';
import { type Actor, audited, recordAudit } from '../../lib/audit';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/http-error';
import { enqueueMail } from '../../lib/mail-outbox';
import { assertUncommonPassword, dummyHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { reserveAttempt } from '../../lib/rate-limit';
import { sessionUser } from '../../lib/session';
import { accountKey, reserveSignInAttempt } from '../../lib/sign-in-limits';
import { hashToken, newToken } from '../../lib/tokens';
import { acceptCode, twoFactorRow } from '../../lib/totp';
import { activationMail, noAccountMail, resetMail } from './account-mails';

const HOUR = 3600_000;
export const TOKEN_ABSOLUTE_MS = 30 * 24 * HOUR;
export const ACTIVATION_TTL_MS = 72 * HOUR;
export const RESET_TTL_MS = 1 * HOUR;
/** Where a visitor creates an account (the apply page's Register button), linked from mails. */
const REGISTER_PATH = '/cohort-8/apply-now';

/** Marks a one-time token used, if nobody has: of two requests with one token, only one wins. */
async function claimToken(tx: Tx, id: number, now: Date) {
  const claimed = await tx
    .update(oneTimeTokens)
    .set({ used_at: now })
    .where(and(eq(oneTimeTokens.id, id), isNull(oneTimeTokens.used_at)))
    .returning({ id: oneTimeTokens.id });
  return claimed.length > 0;
}
/** The password step of a two-step sign-in waits this long for its code. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

type OneTimePurpose = 'activation' | 'reset' | 'login_challenge';
const TTL: Record<OneTimePurpose, number> = {
  activation: ACTIVATION_TTL_MS,
  reset: RESET_TTL_MS,
  login_challenge: CHALLENGE_TTL_MS,
};

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

export async function register(ctx: AppContext, input: RegisterBody, ip: string) {
  await reserveAttempt(
    { limiter: ctx.limits.registerPerIp, key: ip },
    { limiter: ctx.limits.registerPerEmail, key: input.email.toLowerCase() },
  );
  await assertUncommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const token = newToken();
  const link = `${ctx.appUrl}/activate/${token}`;
  try {
    await ctx.db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: users.id }).from(users).where(byEmail(input.email));
      if (existing) throw conflict(MSG.emailTaken);
      const [user] = await tx
        .insert(users)
        .values({
          first_name: input.f_name,
          middle_name: input.m_name,
          last_name: input.l_name,
          phone_number: input.phone_number,
          email: input.email,
          password_hash: passwordHash,
          active: 0,
          locale: input.locale ?? DEFAULT_LOCALE,
        })
        .returning();
      const [applicant] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, ROLE_APPLICANT));
      if (applicant) await tx.insert(userRoles).values({ user_id: user!.id, role_id: applicant.id });
      await recordAudit(tx, {
        model: 'User',
        action: 'created',
        actor: { id: user!.id },
        recordId: user!.id,
        new: user,
      });
      await issueOneTimeToken(ctx, tx, user!.id, 'activation', token);
      // In the registration's transaction: an account is never left without its activation mail.
      await enqueueMail(
        tx,
        activationMail({ to: input.email, firstName: input.f_name, link, locale: input.locale ?? DEFAULT_LOCALE }),
        ctx.clock.now(),
      );
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MSG.emailTaken);
    throw err;
  }
  await ctx.mail.sendQueued();
}

async function issueOneTimeToken(
  ctx: AppContext,
  tx: Parameters<Parameters<AppContext['db']['transaction']>[0]>[0],
  userId: number,
  purpose: OneTimePurpose,
  token: string,
) {
  const now = ctx.clock.now();
  // A new link replaces the older ones of the same purpose.
  await tx
    .update(oneTimeTokens)
    .set({ used_at: now })
    .where(and(eq(oneTimeTokens.user_id, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.used_at)));
  await tx.insert(oneTimeTokens).values({
    user_id: userId,
    purpose,
    token_hash: hashToken(token),
    created_at: now,
    expires_at: new Date(now.getTime() + TTL[purpose]),
  });
}

async function findOneTimeToken(ctx: AppContext, token: string, purpose: OneTimePurpose) {
  const [row] = await ctx.db
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.token_hash, hashToken(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.used_at),
        gt(oneTimeTokens.expires_at, ctx.clock.now()),
      ),
    );
  return row ?? null;
}

export async function activate(ctx: AppContext, token: string) {
  const row = await findOneTimeToken(ctx, token, 'activation');
  if (!row) throw badRequest(MSG.activationFailed);
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const [old] = await tx.select().from(users).where(eq(users.id, row.user_id));
    const [user] = await tx
      .update(users)
      .set({ active: 1, email_verified_at: now.toISOString(), updated_at: now.toISOString() })
      .where(eq(users.id, row.user_id))
      .returning();
    await tx.update(oneTimeTokens).set({ used_at: now }).where(eq(oneTimeTokens.id, row.id));
    await recordAudit(tx, {
      model: 'User',
      action: 'activated',
      actor: { id: row.user_id },
      recordId: row.user_id,
      old,
      new: user,
    });
  });
}

/**
 * The password step. Every request counts per address; the attempt is reserved as a failed sign-in
 * before the password is checked (lib/sign-in-limits.ts) and given back only when it was right, so
 * a burst of guesses sent at once meets the limit like guesses sent one by one.
 */
export async function login(ctx: AppContext, input: { email: string; password: string }, ip: string) {
  const account = accountKey(input.email);
  const pairKey = `${account}|${ip}`;
  await reserveAttempt({ limiter: ctx.limits.loginPerIp, key: ip });
  const attempt = await reserveSignInAttempt(ctx, account, ip);
  const [user] = await ctx.db.select().from(users).where(byEmail(account));
  // Verify even for an unknown e-mail so the answer takes as long either way.
  const ok = await verifyPassword(user?.password_hash ?? (await dummyHash()), input.password);
  if (!user || !ok || user.active !== 1) {
    return { ok: false as const, reason: !user ? 'unknown e-mail' : !ok ? 'wrong password' : 'account not active' };
  }
  await attempt.giveBack();
  if ((await twoFactorRow(ctx.db, user.id))?.enabled_at) {
    // The password was right, but the session waits for the code: the failures of this pair are
    // cleared only then, so re-entering the password does not buy more guesses at the code.
    const challenge = newToken();
    await ctx.db.transaction((tx) => issueOneTimeToken(ctx, tx, user.id, 'login_challenge', challenge));
    return { ok: true as const, step: 'code' as const, challenge, userId: user.id };
  }
  await ctx.limits.loginFailuresPerEmailIp.reset(pairKey);
  return { ok: true as const, step: 'signed-in' as const, ...(await issueSession(ctx, user.id)) };
}

async function issueSession(ctx: AppContext, userId: number) {
  const token = newToken();
  const now = ctx.clock.now();
  await ctx.db.insert(authTokens).values({
    user_id: userId,
    token_hash: hashToken(token),
    created_at: now,
    last_used_at: now,
    expires_at: new Date(now.getTime() + TOKEN_ABSOLUTE_MS),
  });
  const profile = await sessionUser(ctx.db, userId);
  return { token, user: profile!, userId };
}

/**
 * The second step: the challenge of the password step and a current code (or an unused recovery
 * code). A wrong code counts as a failed sign-in (reserved before the check, like a password), and
 * on its challenge: the 5th wrong one spends the challenge, whatever the addresses, and the codes
 * after it are answered as for an unknown challenge. A right code spends it too.
 */
export async function loginWithCode(ctx: AppContext, input: { challenge: string; code: string }, ip: string) {
  await reserveAttempt({ limiter: ctx.limits.loginPerIp, key: ip });
  const row = await findOneTimeToken(ctx, input.challenge, 'login_challenge');
  const [user] = row ? await ctx.db.select().from(users).where(eq(users.id, row.user_id)) : [];
  const tf = user ? await twoFactorRow(ctx.db, user.id) : null;
  if (!row || !user || user.active !== 1 || !tf?.enabled_at)
    return { ok: false as const, reason: 'challenge' as const };
  const onChallenge = await ctx.limits.codeFailuresPerChallenge.reserve(String(row.id));
  if (!onChallenge.allowed) {
    await spendChallenge(ctx, row.id);
    return { ok: false as const, reason: 'challenge' as const };
  }
  const attempt = await reserveSignInAttempt(ctx, user.email, ip).catch(async (err: unknown) => {
    await onChallenge.giveBack();
    throw err;
  });
  const accepted = await ctx.db
    .transaction(async (tx) => {
      const now = ctx.clock.now();
      // A wrong code rolls the claim back: the challenge stays for the next try.
      if (!(await claimToken(tx, row.id, now)) || !(await acceptCode(tx, tf, input.code, now))) tx.rollback();
      return true;
    })
    .catch((err: unknown) => {
      if (err instanceof TransactionRollbackError) return false;
      throw err;
    });
  if (!accepted) {
    if (onChallenge.last) await spendChallenge(ctx, row.id);
    return { ok: false as const, reason: 'code' as const };
  }
  await attempt.giveBack();
  await ctx.limits.loginFailuresPerEmailIp.reset(`${accountKey(user.email)}|${ip}`);
  return { ok: true as const, ...(await issueSession(ctx, user.id)) };
}

/** A challenge that took its last wrong code: answered as unknown from now on. */
async function spendChallenge(ctx: AppContext, id: number) {
  await ctx.db
    .update(oneTimeTokens)
    .set({ used_at: ctx.clock.now() })
    .where(and(eq(oneTimeTokens.id, id), isNull(oneTimeTokens.used_at)));
}

/** The signed-in user's language (that of her mails), audited like any change of her account. */
export async function setLocale(ctx: AppContext, actor: { id: number }, locale: Locale): Promise<Locale> {
  await ctx.db.transaction(async (tx) => {
    await audited.update(tx, { model: 'User', actor }, users, actor.id, { locale });
  });
  return locale;
}

export async function logout(ctx: AppContext, tokenId: number) {
  await ctx.db.update(authTokens).set({ revoked_at: ctx.clock.now() }).where(eq(authTokens.id, tokenId));
}

/**
 * A reset link for the account at `email`. The answer is the same whether an account uses the
 * address or not (issue 29 §7: no account enumeration); the mail says which: a reset link, or that
 * no account uses it, with the way to register (in `locale`, the asking browser's language).
 */
export async function requestReset(ctx: AppContext, email: string, ip: string, locale: Locale) {
  await reserveAttempt(
    { limiter: ctx.limits.resetPerIp, key: ip },
    { limiter: ctx.limits.resetPerEmail, key: email.toLowerCase() },
  );
  const [user] = await ctx.db.select().from(users).where(byEmail(email));
  if (!user) {
    const link = `${ctx.appUrl}${REGISTER_PATH}`;
    await ctx.db.transaction((tx) => enqueueMail(tx, noAccountMail({ to: email, link, locale }), ctx.clock.now()));
    await ctx.mail.sendQueued();
    return;
  }
  const token = newToken();
  const link = `${ctx.appUrl}/reset-password/${token}`;
  await ctx.db.transaction(async (tx) => {
    await issueOneTimeToken(ctx, tx, user.id, 'reset', token);
    await enqueueMail(
      tx,
      resetMail({ to: user.email, firstName: user.first_name, link, locale: asLocale(user.locale) }),
      ctx.clock.now(),
    );
  });
  await ctx.mail.sendQueued();
}

export async function checkResetToken(ctx: AppContext, token: string) {
  if (!(await findOneTimeToken(ctx, token, 'reset'))) throw notFound(MSG.invalidToken);
}

/** A reset also activates the account (the mail proved the address) and signs out everywhere. */
export async function resetPassword(ctx: AppContext, token: string, password: string) {
  const row = await findOneTimeToken(ctx, token, 'reset');
  if (!row) throw badRequest(MSG.invalidToken);
  await assertUncommonPassword(password);
  const passwordHash = await hashPassword(password);
  const updated = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    // Claim the token first: of two concurrent resets with one link, only one wins.
    if (!(await claimToken(tx, row.id, now))) throw badRequest(MSG.invalidToken);
    const [old] = await tx.select().from(users).where(eq(users.id, row.user_id));
    const [user] = await tx
      .update(users)
      .set({
        password_hash: passwordHash,
        active: old?.email_verified_at || old?.active === 1 ? old.active : 1,
        email_verified_at: old?.email_verified_at ?? now.toISOString(),
        updated_at: now.toISOString(),
      })
      .where(eq(users.id, row.user_id))
      .returning();
    await tx
      .update(authTokens)
      .set({ revoked_at: now })
      .where(and(eq(authTokens.user_id, row.user_id), isNull(authTokens.revoked_at)));
    const actor: Actor = { id: row.user_id };
    await recordAudit(tx, { model: 'User', action: 'password_reset', actor, recordId: row.user_id, old, new: user });
    return user!;
  });
  // Failures against the old password no longer matter: the owner signs in at once, anywhere.
  const account = accountKey(updated.email);
  await ctx.limits.loginFailuresPerAccount.reset(account);
  await ctx.limits.loginFailuresPerEmailIp.resetPrefix(`${account}|`);
}
