import type { Story } from '@portal/contract/stories';
import { useQueryClient } from '@tanstack/react-query';
import { ActiveChip } from '../../components/ActiveChip';
import type { ListColumn } from '../../components/list-screen/types';
import { useListState } from '../../components/list-screen/useListState';
import { ResourceList } from '../../components/resource-admin/ResourceList';
import { useAdminViews } from '../../components/resource-admin/use-admin-views';
import { formatNumber, formatNumericDateTime } from '../../lib/format';
import { storiesClient } from './api/stories-client';
import { StoryForm } from './StoryForm';
import { StoryShow } from './StoryShow';

const columns: ListColumn<Story>[] = [
  { key: 'name', header: 'Name', render: (s) => s.name, primary: true },
  { key: 'year', header: 'Year', render: (s) => s.year },
  { key: 'videos', header: 'Videos', render: (s) => formatNumber(s.videos_count) },
  { key: 'active', header: 'Active', render: (s) => <ActiveChip active={s.active} /> },
  { key: 'created', header: 'Date added', render: (s) => formatNumericDateTime(s.created_at) },
];

/** /story-admin (spec 3 §2.4): needs story_view; every action is gated by its own permission. */
export default function StoriesAdminScreen() {
  const views = useAdminViews<Story>();
  const { view } = views;
  const listState = useListState();
  const queryClient = useQueryClient();

  if (view.mode === 'form') {
    return (
      <StoryForm
        story={view.record}
        onCancel={() => views.leaveForm()}
        onSaved={(saved) => views.leaveForm(saved)}
        onCreateFailed={() => {
          // Spec 3 §4: after a failed create the screen returns to the list and reloads page 1.
          listState.reset();
          views.toList();
          void queryClient.invalidateQueries({ queryKey: storiesClient.keys.lists });
        }}
      />
    );
  }

  if (view.mode === 'show') {
    return (
      <StoryShow
        key={view.id}
        id={view.id}
        initial={view.initial}
        onBack={views.toList}
        onEdit={(s) => views.toEdit(s, 'show')}
      />
    );
  }

  return (
    <ResourceList
      client={storiesClient}
      title="Stories"
      columns={columns}
      permission="story"
      model="Story"
      recordLabel={(s) => s.name}
      addLabel="Add Story"
      onAdd={views.toCreate}
      onView={views.toShow}
      onEdit={(s) => views.toEdit(s)}
      state={listState}
      searchLabel="Search stories"
    />
  );
}
