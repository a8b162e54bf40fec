// The public entry of modules/questions: what other modules and the seeds may import (docs/architecture.md, Layers).
export { optionsAndParts } from './questions.repository';
export { activeQuestionSet } from './questions.service';
