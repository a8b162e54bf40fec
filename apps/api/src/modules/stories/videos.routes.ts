import { MSG } from '@portal/contract/messages';
import { publicVideo, video, videoInput } from '@portal/contract/stories';
import { asc, desc, sql } from 'drizzle-orm';
import { videos } from '../../db/schema';
import { VIDEO_COVER_BUCKET, VIDEOS_BUCKET } from '../../lib/buckets';
import { defineResource } from '../../lib/resource';
import { imageFilesOf } from '../images';
import { assertStoryExists, requireStoryId, storyIsActive, withMediaUrls } from './stories.service';

/**
 * `/api/video` (spec 3 §2.4, §7): the videos of a story (`?story_id=` required on the admin list),
 * each with a cover image (`type=image`, bucket video_cover) and a video file (`type=video`, MP4 or
 * WebM, bucket videos, served with range requests). `type=public&story_id=` lists the active
 * videos of an active story. A video's pictures are `/api/image?video_id=` (galleries module).
 */
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
    video: { column: 'video', bucket: VIDEOS_BUCKET, kind: 'video', summary: 'Upload the video file (MP4 or WebM)' },
  },
});
