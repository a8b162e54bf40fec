import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { Album } from '@portal/contract/galleries';
import { ActiveChip } from '../../components/ActiveChip';
import { DetailList } from '../../components/DetailList';
import { ImageGridManager } from '../../components/ImageGridManager';
import { ShowPanel } from '../../components/resource-admin/ShowPanel';
import { formatNumericDate, formatNumericDateTime } from '../../lib/format';
import { albumsClient } from './api/albums-client';

type AlbumShowProps = {
  id: number;
  /** The list row, shown while the fresh copy loads. */
  initial?: Album;
  galleryName: string;
  onEdit: (album: Album) => void;
  onBack: () => void;
};

/**
 * An album of a gallery (spec 3 §2.2): its details, then its image grid with Add Images
 * (several at once) and delete per image (album_edit); Edit and Log.
 */
export function AlbumShow({ id, initial, galleryName, onEdit, onBack }: AlbumShowProps) {
  return (
    <ShowPanel
      query={albumsClient.useOne(id, initial)}
      backLabel={`Back to ${galleryName}`}
      onBack={onBack}
      title={(a) => a.name}
      log={{ model: 'Album', label: (a) => a.name }}
      edit={{ permission: 'album_edit', onEdit }}
    >
      {(album) => (
        <Stack spacing={3}>
          <DetailList
            items={[
              { label: 'Name', value: album.name },
              { label: 'Gallery', value: galleryName },
              { label: 'Date', value: formatNumericDate(album.date) },
              { label: 'Active', value: <ActiveChip active={album.active} /> },
              { label: 'Date added', value: formatNumericDateTime(album.created_at) },
            ]}
          />
          <Divider />
          <ImageGridManager
            scope={{ album_id: album.id }}
            label="Images"
            addPermission="album_edit"
            deletePermission="album_edit"
          />
        </Stack>
      )}
    </ShowPanel>
  );
}
