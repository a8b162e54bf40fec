// The public entry of features/public-pages: what other features may import (docs/architecture.md, Layers).
export { cohortTimeline } from './programme-dates';
export {
  COMPONENTS,
  GRANT_USD,
  LEARNING_WEEKS,
  PROGRAMME_PARTNERS,
  SUPPORT_MONTHS,
  TOP_FINALISTS,
  WHAT_YOU_GET,
} from './programme-facts';
