import { MSG } from '@portal/contract/messages';
import type { RESUMABLE_QUOTAS } from '@portal/contract/resumable-uploads';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type Db, rowsOf } from '../../db/client';
import { uploadsUnderWay } from '../../db/schema';
import type { AuthUser } from '../../lib/access';
import { tooMany } from '../../lib/http-error';
import { reserveAttempt } from '../../lib/rate-limit';

type Quota = (typeof RESUMABLE_QUOTAS)[keyof typeof RESUMABLE_QUOTAS];

/** The advisory lock's first key ("tusq" in ASCII); the second is the account's id. */
const QUOTA_LOCK = 0x74_75_73_71;

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * Reserves a place for a new resumable upload of `bytes` in the caller's quota (issue 29 §6), or
 * refuses it with 429: more uploads begun in the last hour than RESUMABLE_CREATIONS_PER_HOUR
 * (`Retry-After`: when its window ends, as every limit answers), or as many uploads under way as `quota` allows, or
 * declared bytes under way that would pass it (no `Retry-After`: a place is freed by finishing or
 * cancelling one, or by the sweep a day after it began). The count and the new row are one
 * transaction holding the account's advisory lock: concurrent creations on any instance sharing
 * the database are counted one after the other, never both against the same total.
 */
export async function reserveUpload(
  ctx: AppContext,
  user: AuthUser,
  upload: { id: string; bytes: number; quota: Quota },
): Promise<void> {
  await reserveAttempt({
    limiter: ctx.limits.resumableCreationsPerUser,
    key: String(user.id),
    message: MSG.uploadsThisHour,
  });
  const { quota } = upload;
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK}::int, ${user.id}::int)`);
    const [under] = rowsOf<{ uploads: number; bytes: string | number }>(
      await tx.execute(sql`
        select count(*)::int as uploads, coalesce(sum(bytes), 0)::bigint as bytes
        from uploads_under_way where user_id = ${user.id}`),
    );
    if (Number(under!.uploads) >= quota.uploads) {
      throw tooMany(MSG.uploadsUnderWay.replace('{n}', String(quota.uploads)));
    }
    if (Number(under!.bytes) + upload.bytes > quota.bytes) {
      throw tooMany(MSG.uploadBytesUnderWay.replace('{size}', megabytes(quota.bytes)));
    }
    await tx.insert(uploadsUnderWay).values({ id: upload.id, user_id: user.id, bytes: upload.bytes });
  });
}

/** Frees an upload's place: it was finished, cancelled, refused or swept. */
export async function releaseUpload(db: Db, id: string): Promise<void> {
  await db.delete(uploadsUnderWay).where(eq(uploadsUnderWay.id, id));
}

/**
 * Frees the places of uploads begun more than `expiryMs` ago: the partial uploads' sweep has
 * removed (or is removing) their bytes; a place whose release was lost cannot block an account
 * for longer than that.
 */
export async function sweepUploadPlaces(db: Db, expiryMs: number): Promise<void> {
  await db.execute(
    sql`delete from uploads_under_way where created_at < now() - ${expiryMs} * interval '1 millisecond'`,
  );
}
