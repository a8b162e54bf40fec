// The public entry of modules/programs: what other modules and the seeds may import (docs/architecture.md, Layers).
export {
  activeProgram,
  applicationsClosed,
  formatDeadline,
  openProgram,
  pastDeadline,
} from './programs.service';
