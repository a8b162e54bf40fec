// The public entry of modules/stories: what other modules and the seeds may import (docs/architecture.md, Layers).
export { VIDEO_FILE_UPLOAD, videosResource } from './videos.resource';
