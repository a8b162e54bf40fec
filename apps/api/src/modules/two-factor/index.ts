// The public entry of modules/two-factor: what other modules may import (docs/architecture.md, Layers).
export { countWrongCode, guardCodeAttempts } from './two-factor.service';
