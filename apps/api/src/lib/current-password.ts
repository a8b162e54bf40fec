import { MSG } from '@portal/contract/messages';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { invalid, notFound } from './http-error';
import { verifyPassword } from './passwords';
import { reserveAttempt } from './rate-limit';

/**
 * Asks for the caller's current password again before a change that could lock her out (a new
 * password, turning two-step sign-in on or off). The attempt is reserved on her password-failure
 * limit before the hash is checked (429 past it: a stolen session cannot guess at leisure, nor in a
 * burst); a wrong password keeps its count and answers 422 on `current_password`; a right one
 * gives the attempt back. Answers her row, read for the check.
 */
export async function confirmCurrentPassword(ctx: AppContext, userId: number, currentPassword: string) {
  const attempt = await reserveAttempt({ limiter: ctx.limits.passwordFailuresPerUser, key: String(userId) });
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw notFound();
  if (!(await verifyPassword(row.password_hash, currentPassword))) {
    throw invalid({ current_password: MSG.currentPasswordWrong }, MSG.currentPasswordWrong);
  }
  await attempt.giveBack();
  return row;
}
