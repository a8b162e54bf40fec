import { richTextIsEmpty } from '@portal/contract/common';
import { MSG } from '@portal/contract/messages';
import {
  type PasswordChangeBody,
  type Profile,
  type ProfileInput,
  profile,
  type StaffProfileInput,
} from '@portal/contract/users';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor, Tx } from '../../db/client';
import { countries, genders, users } from '../../db/schema';
import type { AuthUser } from '../../lib/access';
import { audited, recordAudit } from '../../lib/audit';
import { PROFILE_PICS_BUCKET } from '../../lib/buckets';
import { confirmCurrentPassword } from '../../lib/current-password';
import { sanitizeField } from '../../lib/html';
import { forbidden, invalid, notFound } from '../../lib/http-error';
import { assertUncommonPassword, hashPassword } from '../../lib/passwords';
import { imageUrlsOf, removeUpload, storeImage } from '../../lib/uploads';
import { assertProfileEditable } from '../applications';
import { revokeTokens } from './revoke-tokens';

type UserRow = typeof users.$inferSelect;

const shapeProfile = (row: UserRow): Profile =>
  profile.parse({ ...row, prof_pic_url: imageUrlsOf(PROFILE_PICS_BUCKET, row.prof_pic).image_url });

/** `GET /api/user?type=profile`: the signed-in user's own profile. */
export async function ownProfile(db: Executor, user: AuthUser): Promise<Profile> {
  const [row] = await db.select().from(users).where(eq(users.id, user.id));
  if (!row) throw notFound();
  return shapeProfile(row);
}

/** A picked id must be a listed one; an unknown id reads as nothing picked. */
async function assertListed(tx: Tx, table: typeof genders | typeof countries, field: string, value: number) {
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, value));
  if (!row) throw invalid({ [field]: MSG.requiredLower }, MSG.requiredLower);
}

/**
 * `PUT /api/user/{id}?type=user`: the caller's own profile, from step 1 of the wizard or from
 * /profile; only the user themselves (403 otherwise). After the deadline day it is refused to a
 * founder who applied (the details are part of her application); everyone else may always change it.
 */
export async function assertOwnProfileWritable(ctx: AppContext, actor: AuthUser, id: number) {
  if (actor.id !== id) throw forbidden();
  await assertProfileEditable(ctx, actor.id);
}

/** The caller's own profile, written (after `assertOwnProfileWritable`); the bio is sanitised. */
export async function updateProfile(
  ctx: AppContext,
  actor: AuthUser,
  input: ProfileInput | StaffProfileInput,
): Promise<Profile> {
  const bio = input.bio === null ? null : sanitizeField(input.bio, 'submission', 'bio');
  const row = await ctx.db.transaction(async (tx) => {
    if (input.country_id !== null) await assertListed(tx, countries, 'country_id', input.country_id);
    if (input.gender_id !== null) await assertListed(tx, genders, 'gender_id', input.gender_id);
    return audited.update(tx, { model: 'User', actor }, users, actor.id, {
      ...input,
      bio: bio && !richTextIsEmpty(bio) ? bio : null,
    });
  });
  if (!row) throw notFound();
  return shapeProfile(row);
}

/**
 * `POST /api/user?type=password`: the caller's own password. A wrong current password answers 422
 * with the spec's message. The other sessions end; the one making the change stays signed in
 * (the user just proved they know the password, and expects to carry on where they are).
 */
export async function changeOwnPassword(ctx: AppContext, actor: AuthUser, input: PasswordChangeBody) {
  const row = await confirmCurrentPassword(ctx, actor.id, input.current_password);
  await assertUncommonPassword(input.new_password, 'new_password');
  const passwordHash = await hashPassword(input.new_password);
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const [updated] = await tx
      .update(users)
      .set({ password_hash: passwordHash, updated_at: now.toISOString() })
      .where(eq(users.id, actor.id))
      .returning();
    await revokeTokens(tx, actor.id, now, actor.tokenId);
    await recordAudit(tx, {
      model: 'User',
      action: 'password_changed',
      actor,
      recordId: actor.id,
      old: row,
      new: { ...updated, password_changed: true },
    });
  });
}

/**
 * `POST /api/user?type=image`: the caller's profile picture (re-encoded image); the old one is
 * removed once the change has committed.
 */
export async function uploadProfilePicture(
  ctx: AppContext,
  actor: AuthUser,
  upload: { buffer: Buffer; filename: string },
): Promise<Profile> {
  await assertProfileEditable(ctx, actor.id);
  const name = await storeImage(ctx.storage, PROFILE_PICS_BUCKET, upload);
  let result: { row: UserRow; old: string | null };
  try {
    result = await ctx.db.transaction(async (tx) => {
      const [current] = await tx.select().from(users).where(eq(users.id, actor.id)).for('update');
      if (!current) throw notFound();
      const row = await audited.update(tx, { model: 'User', actor }, users, actor.id, { prof_pic: name });
      return { row: row!, old: current.prof_pic };
    });
  } catch (err) {
    await removeUpload(ctx.storage, PROFILE_PICS_BUCKET, name);
    throw err;
  }
  if (result.old) await removeUpload(ctx.storage, PROFILE_PICS_BUCKET, result.old);
  return shapeProfile(result.row);
}
