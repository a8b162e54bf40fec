// Storage bucket names, here rather than in their modules: seeds, cleanup and other modules name them too.

/** Public bucket of profile pictures (`/storage/profile_pics/...`). */
export const PROFILE_PICS_BUCKET = 'profile_pics';

/** Where team pictures live (a public bucket: `/storage/team_pics/...`). */
export const TEAM_BUCKET = 'team_pics';

/** Where competitor pictures live (a public bucket: `/storage/competitor_pics/...`). */
export const COMPETITOR_BUCKET = 'competitor_pics';

/** The bucket of the rich-text editor's images (`POST /api/image-upload`). */
export const EDITOR_IMAGES_BUCKET = 'editor_images';

/** Public bucket of the news feed's cover images (`/storage/news_feed_pics/...`). */
export const NEWS_FEED_BUCKET = 'news_feed_pics';

/** Public bucket of the venture logos (`/storage/venture_logos/...`). */
export const VENTURE_LOGOS_BUCKET = 'venture_logos';

/**
 * Private bucket of the certificates. It is NOT one of the storage route's PUBLIC_BUCKETS and
 * must never become one: documents are served only by `readVentureDocument` (modules/ventures/ventures.service.ts).
 */
export const DOCS_BUCKET = 'docs';

/** Public bucket of the stories' video cover images (`/storage/video_cover/...`). */
export const VIDEO_COVER_BUCKET = 'video_cover';

/** Public bucket of the stories' uploaded video files (`/storage/videos/...`). */
export const VIDEOS_BUCKET = 'videos';

/** Public bucket of the gallery albums' images (`/storage/gallery/...`). */
export const GALLERY_BUCKET = 'gallery';

/** Public bucket of a video's extra images (`/storage/video_images/...`). */
export const VIDEO_IMAGES_BUCKET = 'video_images';
