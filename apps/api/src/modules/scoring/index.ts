// The public entry of modules/scoring: what other modules and the seeds may import (docs/architecture.md, Layers).
export { criteriaList } from './criteria';
export { applicationNormalised, groupNormalised } from './normalised';
export { judgeStats, judgeStatsByGroup, scoresWhere } from './scores';
