import { ALBUM_TEXT, type Album, type AlbumInput } from '@portal/contract/galleries';
import { createResourceClient } from '../../../components/resource-admin/resource-client';

/**
 * `/api/album?gallery_id=` (album_view, _create, _edit, _archive, _activate, _deactivate): a
 * gallery's albums, newest date first; create and update take `{ gallery_id, name, date }`
 * (the date not after today); 409 for a name the gallery already has.
 */
export const albumsClient = createResourceClient<Album, AlbumInput>('album', ALBUM_TEXT);
