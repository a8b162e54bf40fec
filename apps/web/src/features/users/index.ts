// The public entry of features/users: what other features may import (docs/architecture.md, Layers).
export { adminFormDataKey } from './api/admin-form-data';
export { UserPicture } from './UserAvatar';
export { UserRoles } from './UserRoles';
