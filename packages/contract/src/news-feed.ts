import { z } from 'zod';
import { dateNotAfter, flag, imageUrls, isoTimestamp, optionalUrl, requiredRichText, requiredText } from './common';
import { MSG } from './messages';

// The wording and sizes live in a module without zod, for the public pages (news-feed-text.ts).
export {
  NEWS_CAROUSEL_ITEMS,
  NEWS_CAROUSEL_SLIDES,
  NEWS_DIALOG_WIDTH,
  NEWS_FEED_TEXT,
  NEWS_FEED_WORDING,
} from './news-feed-text';

export const newsFeed = z
  .object({
    id: z.number().int(),
    subject: z.string(),
    author: z.string(),
    source: z.string().nullable(),
    publish_date: z.string(),
    body: z.string(),
    image: z.string().nullable(),
    active: flag,
    user: z.object({ first_name: z.string(), middle_name: z.string().nullable(), last_name: z.string() }).nullable(),
    created_at: isoTimestamp,
    updated_at: isoTimestamp,
  })
  .extend(imageUrls.shape);
export type NewsFeed = z.infer<typeof newsFeed>;

export const publicNewsFeed = newsFeed.omit({ active: true, user: true, updated_at: true });
export type PublicNewsFeed = z.infer<typeof publicNewsFeed>;

/** `POST /api/news-feed`, `PUT /api/news-feed/{id}`: the publish date cannot be after `today`. */
export const newsFeedInput = (today: string) =>
  z.object({
    subject: requiredText(200),
    author: requiredText(150),
    source: optionalUrl,
    publish_date: dateNotAfter(today, MSG.publishDateFuture),
    body: requiredRichText(MSG.bodyRequired),
  });
export type NewsFeedInput = z.input<ReturnType<typeof newsFeedInput>>;
