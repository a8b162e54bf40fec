// The public entry of modules/applications: what other modules and the seeds may import (docs/architecture.md, Layers).
export { storedAnswersOf, visibleText } from './answers.service';
export { assertProfileEditable } from './applications.service';
export type { ApplicationRowData, TrackRowData } from './review.service';
export {
  applicationDetailOf,
  applicationRows,
  newestFirst,
  personHaystack,
  reviewProgramId,
  trackProgram,
  trackQuery,
} from './review.service';
export { scoresFor } from './scores';
