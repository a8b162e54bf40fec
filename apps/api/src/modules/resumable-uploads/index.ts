// The public entry of modules/resumable-uploads: what main.ts and other modules may import (docs/architecture.md, Layers).

export { sweepExpiredUploadLocks } from './shared-locker';
export { sweepAbandonedUploads } from './sweep-abandoned';
export { sweepUploadPlaces } from './upload-quota';
