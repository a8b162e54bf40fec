// No zod here: the home page's carousel and the public news pages import these, and the schemas
// of news-feed.ts would put zod into their first load.
import { resourceMessages } from './messages';

/** Wording of the resource: snackbars read "News Feed Added Successfully", confirmations "... News Item?". */
export const NEWS_FEED_WORDING = { label: 'News Feed', noun: 'News Item', empty: 'No News Found' } as const;
export const NEWS_FEED_TEXT = resourceMessages(NEWS_FEED_WORDING.label, NEWS_FEED_WORDING);

/** Items on the home page's carousel: 3 slides (spec 3 §9). */
export const NEWS_CAROUSEL_SLIDES = 3;
export const NEWS_CAROUSEL_ITEMS = 9;
/** Maximum width of the news dialog (spec 3 §9: video/news dialogs 1500). */
export const NEWS_DIALOG_WIDTH = 1500;
