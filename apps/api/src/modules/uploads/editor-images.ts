import type { Permission } from '@portal/contract/permissions';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { answers, competitors, contactUs, newsFeeds, ratings, teamMembers, users, ventures } from '../../db/schema';
import { EDITOR_IMAGES_BUCKET } from '../../lib/buckets';

/**
 * Who may upload them: the editors of the staff screens whose text shows pictures (team bios,
 * news bodies, past-cohort competitors). Everyone else's rich text takes none, since an upload is
 * public at once.
 */
export const EDITOR_IMAGE_PERMISSIONS: readonly Permission[] = [
  'team_create',
  'team_edit',
  'news_feed_create',
  'news_feed_edit',
  'competitor_create',
  'competitor_edit',
];

/** An image younger than this is kept even if nothing references it yet: a draft not saved. */
export const EDITOR_IMAGE_GRACE_MS = 24 * 3600_000;

/**
 * Every column that stores rich text (written through `sanitizeHtml`), the only places an editor
 * image can be referenced from. A new rich-text column belongs here, or its images are swept away.
 */
export const RICH_TEXT_COLUMNS: PgColumn[] = [
  users.bio,
  teamMembers.bio,
  competitors.description,
  contactUs.message,
  newsFeeds.body,
  ventures.description,
  ratings.text,
  answers.text,
];

const PATH = `/storage/${EDITOR_IMAGES_BUCKET}/`;

/** One query: the distinct file names after the bucket's path in any rich-text column. */
function referencedNamesQuery(): SQL {
  const like = `%${PATH}%`;
  const pattern = `${PATH}([A-Za-z0-9._-]+)`;
  const selects = RICH_TEXT_COLUMNS.map(
    (column) =>
      sql`select (regexp_matches(${column}, ${pattern}, 'g'))[1] as name from ${column.table} where ${column} like ${like}`,
  );
  return sql.join(selects, sql` union `);
}

/** The editor images some stored text references, by their full-size name (`thumb_` dropped). */
export async function referencedEditorImages(db: Executor): Promise<Set<string>> {
  const { rows } = (await db.execute(referencedNamesQuery())) as unknown as { rows: { name: string }[] };
  return new Set(rows.map((r) => fullSizeName(r.name)));
}

const fullSizeName = (name: string) => name.replace(/^thumb_/, '');

/**
 * Deletes the editor images (and thumbnails) older than the grace period that no stored text
 * references: uploads are public and would otherwise pile up for good. Run at start and hourly.
 * Answers the names removed.
 */
export async function sweepEditorImages(
  ctx: Pick<AppContext, 'db' | 'storage' | 'clock'>,
  graceMs = EDITOR_IMAGE_GRACE_MS,
): Promise<string[]> {
  const cutoff = ctx.clock.now().getTime() - graceMs;
  const old = (await ctx.storage.list(EDITOR_IMAGES_BUCKET)).filter((f) => f.mtime.getTime() < cutoff);
  if (old.length === 0) return [];
  // Read after listing: text saved meanwhile is seen, so its image stays.
  const referenced = await referencedEditorImages(ctx.db);
  const removed: string[] = [];
  for (const file of old) {
    if (referenced.has(fullSizeName(file.name))) continue;
    await ctx.storage.remove(EDITOR_IMAGES_BUCKET, file.name);
    removed.push(file.name);
  }
  return removed;
}
