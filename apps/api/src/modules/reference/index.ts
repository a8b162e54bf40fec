// The public entry of modules/reference: what other modules and the seeds may import (docs/architecture.md, Layers).
export { formData } from './reference.service';
