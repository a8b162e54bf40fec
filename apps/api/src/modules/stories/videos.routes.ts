import { videosResource } from './videos.resource';

/**
 * `/api/video` (spec 3 §2.4, §7): the videos of a story (`?story_id=` required on the admin list),
 * each with a cover image (`type=image`, bucket video_cover) and a video file (`type=video`, MP4 or
 * WebM, bucket videos, served with range requests). `type=public&story_id=` lists the active
 * videos of an active story. A video's pictures are `/api/image?video_id=` (galleries module).
 */
export const videoRoutes = videosResource.routes();
