// The public entry of modules/groups: what other modules and the seeds may import (docs/architecture.md, Layers).
export { isJudgeOf, readsAllRatings, visibleGroup } from './group-access';
export { ratingMapOf, scoringClosedMessage, scoringOpen } from './groups.service';
