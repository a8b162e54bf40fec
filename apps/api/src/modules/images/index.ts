// The public entry of modules/images: what other modules and the seeds may import (docs/architecture.md, Layers).
export { imageFilesOf } from './images.service';
