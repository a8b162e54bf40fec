// The public entry of modules/ventures: what other modules and the seeds may import (docs/architecture.md, Layers).
export { parseInput } from './parse-input';
export { uploadVentureFile } from './ventures.service';
