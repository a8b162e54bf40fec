import { MSG } from '@portal/contract/messages';
import { publicVideo, video, videoInput } from '@portal/contract/stories';
import { asc, desc, sql } from 'drizzle-orm';
import { videos } from '../../db/schema';
import { VIDEO_COVER_BUCKET, VIDEOS_BUCKET } from '../../lib/buckets';
import { defineResource } from '../../lib/resource';
import { imageFilesOf } from '../images';
import { assertStoryExists, requireStoryId, storyIsActive, withMediaUrls } from './stories.service';

/** A video's file (`POST /api/video?type=video`, or resumably: modules/resumable-uploads). */
export const VIDEO_FILE_UPLOAD = {
  column: 'video',
  bucket: VIDEOS_BUCKET,
  kind: 'video',
  summary: 'Upload the video file (MP4 or WebM)',
} as const;

/** The video_* resource: its table, search, order, rules and files (its routes: videos.routes.ts). */
export const videosResource = defineResource({
  path: 'video',
  model: 'Video',
  label: 'Video',
  permission: 'video',
  table: videos,
  searchable: [videos.name],
  orderBy: [desc(videos.created_at), desc(videos.id)],
  item: video,
  body: videoInput,
  uniqueMessage: MSG.videoNameTaken,
  parent: { param: 'story_id', column: videos.story_id },
  hooks: {
    beforeCreate: (tx, values) => assertStoryExists(tx, values.story_id),
    beforeUpdate: (tx, _id, values) => assertStoryExists(tx, values.story_id),
    expand: async (_db, rows) => withMediaUrls(rows),
    // Its own cover and clip go by `uploads`; its pictures' files here.
    cascadedFiles: (tx, row) => imageFilesOf(tx, 'video_id', [row.id]),
  },
  publicList: {
    summary: 'The active videos of an active story (`story_id` required), paged, oldest date first',
    item: publicVideo,
    orderBy: [sql`${videos.date} asc nulls last`, asc(videos.id)],
    where: (_ctx, query) => {
      requireStoryId(query);
      return storyIsActive();
    },
  },
  uploads: {
    image: { column: 'image', bucket: VIDEO_COVER_BUCKET, kind: 'image', summary: 'Upload the cover image' },
    video: VIDEO_FILE_UPLOAD,
  },
});
