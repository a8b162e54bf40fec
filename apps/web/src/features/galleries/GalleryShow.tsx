import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { Album, Gallery } from '@portal/contract/galleries';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ActiveChip } from '../../components/ActiveChip';
import { DetailList } from '../../components/DetailList';
import type { ListColumn } from '../../components/list-screen/types';
import { useListState } from '../../components/list-screen/useListState';
import { ResourceList } from '../../components/resource-admin/ResourceList';
import { ShowPanel } from '../../components/resource-admin/ShowPanel';
import { useAdminViews } from '../../components/resource-admin/use-admin-views';
import { formatNumber, formatNumericDate, formatNumericDateTime } from '../../lib/format';
import { useSession } from '../../lib/session';
import { AlbumForm } from './AlbumForm';
import { AlbumShow } from './AlbumShow';
import { albumsClient } from './api/albums-client';
import { galleriesClient } from './api/galleries-client';

type GalleryShowProps = {
  id: number;
  /** The list row, shown while the fresh copy loads. */
  initial?: Gallery;
  onEdit: (gallery: Gallery) => void;
  onBack: () => void;
};

type TabName = 'details' | 'albums';

const albumColumns: ListColumn<Album>[] = [
  { key: 'name', header: 'Name', render: (a) => a.name, primary: true },
  { key: 'date', header: 'Date', render: (a) => formatNumericDate(a.date) },
  { key: 'images', header: 'Images', align: 'right', render: (a) => formatNumber(a.images_count) },
  { key: 'active', header: 'Active', render: (a) => <ActiveChip active={a.active} /> },
  { key: 'created', header: 'Date added', render: (a) => formatNumericDateTime(a.created_at) },
];

/**
 * A gallery (spec 3 §2.2): tabs Details and Albums. The Albums tab lists the gallery's albums
 * (album_view); an album's form or page takes the gallery's place, and going back returns to
 * the Albums tab with its page and search kept.
 */
export function GalleryShow({ id, initial, onEdit, onBack }: GalleryShowProps) {
  const { can } = useSession();
  const [tab, setTab] = useState<TabName>('details');
  const albums = useAdminViews<Album>();
  const albumList = useListState();
  const queryClient = useQueryClient();
  const query = galleriesClient.useOne(id, initial);
  const galleryName = query.data?.name ?? initial?.name ?? 'Gallery';
  const { view } = albums;
  const refreshGallery = () => queryClient.invalidateQueries({ queryKey: galleriesClient.keys.all });

  if (view.mode === 'form') {
    return (
      <AlbumForm
        galleryId={id}
        galleryName={galleryName}
        album={view.record}
        onCancel={() => albums.leaveForm()}
        onSaved={(saved) => {
          // The gallery's number of albums changed.
          void refreshGallery();
          albums.leaveForm(saved);
        }}
        onCreateFailed={() => {
          albumList.reset();
          albums.toList();
          void queryClient.invalidateQueries({ queryKey: albumsClient.keys.lists });
        }}
      />
    );
  }

  if (view.mode === 'show') {
    return (
      <AlbumShow
        id={view.id}
        initial={view.initial}
        galleryName={galleryName}
        onBack={() => {
          // Pictures may have been added or deleted: refresh the albums' image counts.
          void queryClient.invalidateQueries({ queryKey: albumsClient.keys.all });
          albums.toList();
        }}
        onEdit={(a) => albums.toEdit(a, 'show')}
      />
    );
  }

  const showAlbums = can('album_view');
  const current: TabName = showAlbums ? tab : 'details';
  return (
    <ShowPanel
      query={query}
      backLabel="Back to Galleries"
      onBack={onBack}
      title={(g) => g.name}
      log={{ model: 'Gallery', label: (g) => g.name }}
      edit={{ permission: 'gallery_edit', onEdit }}
    >
      {(gallery) => (
        <Box>
          <Tabs
            value={current}
            onChange={(_e, v: TabName) => setTab(v)}
            aria-label="Gallery sections"
            sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
          >
            <Tab value="details" label="Details" id="gallery-tab-details" aria-controls="gallery-panel-details" />
            {showAlbums && (
              <Tab value="albums" label="Albums" id="gallery-tab-albums" aria-controls="gallery-panel-albums" />
            )}
          </Tabs>
          <div role="tabpanel" id={`gallery-panel-${current}`} aria-labelledby={`gallery-tab-${current}`}>
            {current === 'details' ? (
              <DetailList
                items={[
                  { label: 'Name', value: gallery.name },
                  { label: 'Albums', value: formatNumber(gallery.albums_count) },
                  { label: 'Active', value: <ActiveChip active={gallery.active} /> },
                  { label: 'Date added', value: formatNumericDateTime(gallery.created_at) },
                ]}
              />
            ) : (
              <>
                <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                  Albums
                </Typography>
                <ResourceList
                  client={albumsClient}
                  columns={albumColumns}
                  permission="album"
                  model="Album"
                  recordLabel={(a) => a.name}
                  scope={{ gallery_id: gallery.id }}
                  addLabel="Add Album"
                  onAdd={albums.toCreate}
                  onView={albums.toShow}
                  onEdit={(a) => albums.toEdit(a)}
                  state={albumList}
                  searchLabel="Search albums"
                />
              </>
            )}
          </div>
        </Box>
      )}
    </ShowPanel>
  );
}
