import { MSG } from '@portal/contract/messages';
import { type PublicStory, storyYearRule } from '@portal/contract/stories';
import { count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { stories, videos } from '../../db/schema';
import { VIDEO_COVER_BUCKET, VIDEOS_BUCKET } from '../../lib/buckets';
import { todayFor } from '../../lib/dates';
import { invalid } from '../../lib/http-error';
import { imageUrlsOf } from '../../lib/uploads';
import { imageFilesOf } from '../images';

/** The calendar year in Nairobi: the story form offers this year back 100 years (spec 3 §9). */
export const thisYearFor = (ctx: AppContext) => Number(todayFor(ctx).slice(0, 4));

/** The year rule of this year (Nairobi), on the body the route has validated. */
export const storyInputFor = (ctx: AppContext) => storyYearRule(thisYearFor(ctx));

/** `type=public`: the active stories (id, name, year), newest year first. */
export async function publicStories(ctx: AppContext): Promise<{ data: PublicStory[] }> {
  const data = await ctx.db
    .select({ id: stories.id, name: stories.name, year: stories.year })
    .from(stories)
    .where(eq(stories.active, 1))
    .orderBy(desc(stories.year), desc(stories.id));
  return { data };
}

type StoryRow = typeof stories.$inferSelect;
type VideoRow = typeof videos.$inferSelect;

/** A page of stories with the number of videos of each, in one query. */
export async function withVideoCounts(db: Executor, rows: StoryRow[]) {
  if (rows.length === 0) return [];
  const counts = await db
    .select({ story_id: videos.story_id, n: count() })
    .from(videos)
    .where(
      inArray(
        videos.story_id,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(videos.story_id);
  const byStory = new Map(counts.map((c) => [c.story_id, Number(c.n)]));
  return rows.map((r) => ({ ...r, videos_count: byStory.get(r.id) ?? 0 }));
}

/** The public URL of a stored video file (served with range requests by the storage route). */
export const videoUrlOf = (name: string | null) => (name ? `/storage/videos/${encodeURIComponent(name)}` : null);

/** A video with its cover's full and thumbnail URLs and its file's URL. */
export function withMediaUrls(rows: VideoRow[]) {
  return rows.map((r) => {
    const cover = imageUrlsOf(VIDEO_COVER_BUCKET, r.image);
    return { ...r, cover_url: cover.image_url, thumb_url: cover.thumb_url, video_url: videoUrlOf(r.video) };
  });
}

/** A video belongs to a story that exists: a missing one is a field error, not a database failure. */
export async function assertStoryExists(tx: Executor, storyId: number | undefined) {
  if (storyId === undefined) return;
  const [story] = await tx.select({ id: stories.id }).from(stories).where(eq(stories.id, storyId));
  if (!story) throw invalid({ story_id: 'This story does not exist.' });
}

/** Public videos are those of an active story (the video's own active flag is checked by the resource). */
export const storyIsActive = () =>
  sql`exists (select 1 from ${stories} where ${stories.id} = ${videos.story_id} and ${stories.active} = 1)`;

/** The story id of a public video list (validated by the route): required, as the public Stories page always asks for one story. */
export function requireStoryId(query: Record<string, unknown>) {
  if (query.story_id === undefined) throw invalid({ story_id: MSG.required });
}

/**
 * The files of some videos being deleted (their covers, clips and pictures): the rows go with the
 * database's cascade; `defineResource` removes these once the delete has committed.
 */
export async function videoFilesOf(tx: Executor, where: SQL): Promise<{ bucket: string; name: string }[]> {
  const rows = await tx.select({ id: videos.id, image: videos.image, video: videos.video }).from(videos).where(where);
  const files = rows.flatMap((r) => [
    ...(r.image ? [{ bucket: VIDEO_COVER_BUCKET, name: r.image }] : []),
    ...(r.video ? [{ bucket: VIDEOS_BUCKET, name: r.video }] : []),
  ]);
  return [
    ...files,
    ...(await imageFilesOf(
      tx,
      'video_id',
      rows.map((r) => r.id),
    )),
  ];
}
