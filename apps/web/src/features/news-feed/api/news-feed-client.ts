import { NEWS_FEED_TEXT, type NewsFeed, type NewsFeedInput } from '@portal/contract/news-feed';
import { createResourceClient } from '../../../components/resource-admin/resource-client';

/**
 * `/api/news-feed` (news_feed_view, _create, _edit, _archive, _activate, _deactivate): list and
 * search, show, create (201; 422 field errors), update, delete, activate, deactivate and the cover
 * upload (`POST ?type=image`). Keys start with 'news-feed', so a change also refreshes the public
 * news page and the home carousel.
 */
export const newsFeedClient = createResourceClient<NewsFeed, NewsFeedInput>('news-feed', NEWS_FEED_TEXT);
