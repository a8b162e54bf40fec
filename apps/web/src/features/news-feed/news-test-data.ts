import type { PublicNewsFeed } from '@portal/contract/news-feed';

/** A public news item for component tests. */
export const newsItem = (id: number, over: Partial<PublicNewsFeed> = {}): PublicNewsFeed => ({
  id,
  subject: `News ${id}`,
  author: `Author ${id}`,
  source: `https://example.org/news/${id}`,
  publish_date: `2026-02-${String(10 + id).padStart(2, '0')}`,
  body: `<p>Body of news <strong>${id}</strong>.</p><p>Second paragraph ${id}.</p>`,
  image: `${id}.webp`,
  image_url: `/storage/news_feed_pics/${id}.webp`,
  thumb_url: `/storage/news_feed_pics/thumb_${id}.webp`,
  created_at: '2026-02-01T08:00:00.000Z',
  ...over,
});
