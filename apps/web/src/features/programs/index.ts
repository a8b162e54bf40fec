// The public entry of features/programs: what other features may import (docs/architecture.md, Layers).
export { cohortPath, useProgramDetails } from './api/program-details';
