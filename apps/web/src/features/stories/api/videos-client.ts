import { VIDEO_TEXT, type Video, type VideoInput } from '@portal/contract/stories';
import { createResourceClient } from '../../../components/resource-admin/resource-client';

/**
 * `/api/video` (video_view, _create, _edit, _archive, _activate, _deactivate): a story's videos
 * (`?story_id=`), show, create, update, delete, activate, deactivate, and the uploads
 * `POST ?type=image` (cover) and `POST ?type=video` (MP4 or WebM). Keys start with 'video'.
 */
export const videosClient = createResourceClient<Video, VideoInput>('video', VIDEO_TEXT);
