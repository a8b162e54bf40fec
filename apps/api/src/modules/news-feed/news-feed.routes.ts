import { newsFeedResource } from './news-feed.resource';

/**
 * `/api/news-feed` (spec 3 §2.5, §7): the news_feed_* resource, the cover upload
 * (`POST ?type=image`) and the public list (`GET ?type=public`, newest publish date first).
 * `GET ?type=formData` of the spec is left out: the news form needs no form data.
 */
export const newsFeedRoutes = newsFeedResource.routes();
