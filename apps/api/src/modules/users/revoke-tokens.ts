import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authTokens, oneTimeTokens } from '../../db/schema';

/** Ends every session of the user, except `keepTokenId` (the caller's own, on a self change). */
export async function revokeTokens(tx: Executor, userId: number, now: Date, keepTokenId?: number) {
  await tx
    .update(authTokens)
    .set({ revoked_at: now })
    .where(
      and(
        eq(authTokens.user_id, userId),
        isNull(authTokens.revoked_at),
        keepTokenId === undefined ? undefined : ne(authTokens.id, keepTokenId),
      ),
    );
  // A mailed reset link issued before the change must not undo it.
  await tx
    .update(oneTimeTokens)
    .set({ used_at: now })
    .where(and(eq(oneTimeTokens.user_id, userId), eq(oneTimeTokens.purpose, 'reset'), isNull(oneTimeTokens.used_at)));
}
