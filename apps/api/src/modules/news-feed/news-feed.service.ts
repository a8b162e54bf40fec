import { richTextIsEmpty } from '@portal/contract/common';
import { MSG } from '@portal/contract/messages';
import { type NewsFeedInput, newsFeedInput } from '@portal/contract/news-feed';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { type newsFeeds, users } from '../../db/schema';
import { NEWS_FEED_BUCKET } from '../../lib/buckets';
import { todayFor } from '../../lib/dates';
import { sanitizeField } from '../../lib/html';
import { invalid } from '../../lib/http-error';
import { imageUrlsOf } from '../../lib/uploads';

type NewsFeedRow = typeof newsFeeds.$inferSelect;

/** The create/update body's shape, declared at the route: any publish date (its limit is today's). */
export const newsFeedBody = newsFeedInput('9999-12-31');

/** The create/update rule of today (Nairobi), on the validated body: the publish date cannot be after it. */
export const newsFeedInputFor = (ctx: AppContext) =>
  z.custom<z.output<typeof newsFeedBody>>().superRefine((v, check) => {
    if (v.publish_date > todayFor(ctx)) {
      check.addIssue({ code: 'custom', path: ['publish_date'], message: MSG.publishDateFuture });
    }
  });

/**
 * Input to columns: the body is sanitised (DOMPurify allow-list). A body that held nothing but
 * what the allow-list removes (a lone `<script>`) is as empty as no body at all.
 */
export function newsFeedValues(input: unknown): Partial<typeof newsFeeds.$inferInsert> {
  const { subject, author, source, publish_date, body } = input as NewsFeedInput & { source: string | null };
  const clean = sanitizeField(body, 'site-content', 'body');
  if (richTextIsEmpty(clean)) throw invalid({ body: MSG.bodyRequired });
  return { subject, author, source: source ?? null, publish_date, body: clean };
}

/** A page of rows with their poster's names (one query for the page) and their image URLs. */
export async function expandNewsFeeds(db: Executor, rows: NewsFeedRow[]) {
  const ids = [...new Set(rows.map((r) => r.user_id).filter((id): id is number => id !== null))];
  const posters = ids.length
    ? await db
        .select({
          id: users.id,
          first_name: users.first_name,
          middle_name: users.middle_name,
          last_name: users.last_name,
        })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  const byId = new Map(posters.map(({ id, ...names }) => [id, names]));
  return rows.map((r) => ({
    ...r,
    user: (r.user_id !== null && byId.get(r.user_id)) || null,
    ...imageUrlsOf(NEWS_FEED_BUCKET, r.image),
  }));
}
