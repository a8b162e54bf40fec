import { GALLERY_TEXT, type Gallery, type GalleryInput } from '@portal/contract/galleries';
import { createResourceClient } from '../../../components/resource-admin/resource-client';

/**
 * `/api/gallery` (gallery_view, _create, _edit, _archive, _activate, _deactivate): list and
 * search, show, create (201; 409 for a taken name), update, delete, activate, deactivate.
 */
export const galleriesClient = createResourceClient<Gallery, GalleryInput>('gallery', GALLERY_TEXT);
