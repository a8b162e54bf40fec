import { NEWS_FEED_WORDING, newsFeed, publicNewsFeed } from '@portal/contract/news-feed';
import { desc } from 'drizzle-orm';
import { newsFeeds } from '../../db/schema';
import { NEWS_FEED_BUCKET } from '../../lib/buckets';
import { defineResource } from '../../lib/resource';
import { expandNewsFeeds, newsFeedBody, newsFeedInputFor, newsFeedValues } from './news-feed.service';

const newestFirst = [desc(newsFeeds.publish_date), desc(newsFeeds.id)];

/** The news_feed_* resource: its table, search, order, rules and cover (its routes: news-feed.routes.ts). */
export const newsFeedResource = defineResource({
  path: 'news-feed',
  model: 'NewsFeed',
  ...NEWS_FEED_WORDING,
  permission: 'news_feed',
  table: newsFeeds,
  searchable: [newsFeeds.subject, newsFeeds.author],
  orderBy: newestFirst,
  item: newsFeed,
  body: newsFeedBody,
  input: newsFeedInputFor,
  hooks: {
    toValues: newsFeedValues,
    // The poster is whoever creates the item; an edit keeps the original poster.
    beforeCreate: async (_tx, values, actor) => {
      values.user_id = actor?.id ?? null;
    },
    expand: expandNewsFeeds,
  },
  uploads: {
    image: { column: 'image', bucket: NEWS_FEED_BUCKET, kind: 'image', summary: 'Upload the cover image' },
  },
  publicList: {
    summary: 'Active news items, newest publish date first (paged; `per_page` up to 100)',
    item: publicNewsFeed,
    orderBy: newestFirst,
  },
});
