// The public entry of features/public-pages: what other features may import (docs/architecture.md, Layers).
export { cohortTimeline } from './programme-dates';
export { type Fact, useProgrammeFacts } from './programme-facts';
