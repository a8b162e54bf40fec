// The public entry of modules/applications: what other modules and the seeds may import (docs/architecture.md, Layers).
export { storedAnswersOf } from './answers.service';
export { applicationDetailOf } from './application-detail.service';
export { personHaystack } from './application-search';
export type { TrackRowData } from './application-tracking.service';
export { trackProgram, trackQuery } from './application-tracking.service';
export { assertProfileEditable } from './applications.service';
export type { ApplicationRowData } from './review.service';
export { applicationRows, newestFirst, reviewProgramId } from './review.service';
export { scoresFor } from './scores';
