// The public entry of features/questions: what other features may import (docs/architecture.md, Layers).
export { useAllQuestions } from './api/all-questions';
