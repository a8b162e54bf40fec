// No zod here: the public gallery imports these (galleries.ts re-exports them).
import { resourceMessages } from './messages';

export const GALLERY_TEXT = resourceMessages('Gallery');
export const ALBUM_TEXT = resourceMessages('Album');
export const IMAGE_TEXT = resourceMessages('Image');
