// The public entry of modules/roles: what other modules and the seeds may import (docs/architecture.md, Layers).
export { listPermissions, listRoles } from './roles.service';
