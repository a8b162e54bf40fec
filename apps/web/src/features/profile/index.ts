// The public entry of features/profile: what other features may import (docs/architecture.md, Layers).
export { useProfile } from './api/profile';
export { useUpdateProfile } from './api/update-profile';
export { useUploadProfilePicture } from './api/upload-profile-picture';
export { ProfileFields } from './ProfileFields';
export type { ProfileFormValues } from './profile-form';
export { PROFILE_FIELDS, profileFormValues, profileResolver } from './profile-form';
