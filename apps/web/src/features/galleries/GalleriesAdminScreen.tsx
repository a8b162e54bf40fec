import type { Gallery } from '@portal/contract/galleries';
import { useQueryClient } from '@tanstack/react-query';
import { ActiveChip } from '../../components/ActiveChip';
import type { ListColumn } from '../../components/list-screen/types';
import { useListState } from '../../components/list-screen/useListState';
import { ResourceList } from '../../components/resource-admin/ResourceList';
import { useAdminViews } from '../../components/resource-admin/use-admin-views';
import { formatNumber, formatNumericDateTime } from '../../lib/format';
import { galleriesClient } from './api/galleries-client';
import { GalleryForm } from './GalleryForm';
import { GalleryShow } from './GalleryShow';

const columns: ListColumn<Gallery>[] = [
  { key: 'name', header: 'Name', render: (g) => g.name, primary: true },
  { key: 'albums', header: 'Albums', align: 'right', render: (g) => formatNumber(g.albums_count) },
  { key: 'active', header: 'Active', render: (g) => <ActiveChip active={g.active} /> },
  { key: 'created', header: 'Date added', render: (g) => formatNumericDateTime(g.created_at) },
];

/** /gallery-admin (spec 3 §2.2): needs gallery_view; every action is gated by its own permission. */
export default function GalleriesAdminScreen() {
  const views = useAdminViews<Gallery>();
  const { view } = views;
  const listState = useListState();
  const queryClient = useQueryClient();

  if (view.mode === 'form') {
    return (
      <GalleryForm
        gallery={view.record}
        onCancel={() => views.leaveForm()}
        onSaved={(saved) => views.leaveForm(saved)}
        onCreateFailed={() => {
          // Spec 3 §4: after a failed create the screen returns to the list and reloads page 1.
          listState.reset();
          views.toList();
          void queryClient.invalidateQueries({ queryKey: galleriesClient.keys.lists });
        }}
      />
    );
  }

  if (view.mode === 'show') {
    return (
      <GalleryShow id={view.id} initial={view.initial} onBack={views.toList} onEdit={(g) => views.toEdit(g, 'show')} />
    );
  }

  return (
    <ResourceList
      client={galleriesClient}
      title="Galleries"
      columns={columns}
      permission="gallery"
      model="Gallery"
      recordLabel={(g) => g.name}
      addLabel="Add Gallery"
      onAdd={views.toCreate}
      onView={views.toShow}
      onEdit={(g) => views.toEdit(g)}
      state={listState}
      searchLabel="Search galleries"
    />
  );
}
