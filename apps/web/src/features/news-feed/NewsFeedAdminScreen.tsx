import ImageIcon from '@mui/icons-material/Image';
import Box from '@mui/material/Box';
import type { NewsFeed } from '@portal/contract/news-feed';
import { useQueryClient } from '@tanstack/react-query';
import { ActiveChip } from '../../components/ActiveChip';
import type { ListColumn } from '../../components/list-screen/types';
import { useListState } from '../../components/list-screen/useListState';
import { ResourceList } from '../../components/resource-admin/ResourceList';
import { useAdminViews } from '../../components/resource-admin/use-admin-views';
import { formatNumericDate } from '../../lib/format';
import { newsFeedClient } from './api/news-feed-client';
import { NewsFeedForm } from './NewsFeedForm';
import { NewsFeedShow } from './NewsFeedShow';

/** The cover's thumbnail in the list (a placeholder when there is none yet). */
function CoverThumb({ item }: { item: NewsFeed }) {
  const box = { width: 80, height: 45, borderRadius: 1, display: 'block' } as const;
  if (!item.thumb_url) {
    return (
      <Box
        sx={{ ...box, bgcolor: 'action.hover', color: 'text.disabled', display: 'grid', placeItems: 'center' }}
        role="img"
        aria-label="No cover"
      >
        <ImageIcon fontSize="small" />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={item.thumb_url}
      alt={`Cover of ${item.subject}`}
      width={80}
      height={45}
      loading="lazy"
      sx={{ ...box, objectFit: 'cover' }}
    />
  );
}

const columns: ListColumn<NewsFeed>[] = [
  { key: 'image', header: 'Cover', width: 96, render: (n) => <CoverThumb item={n} /> },
  { key: 'subject', header: 'Subject', render: (n) => n.subject, primary: true },
  { key: 'author', header: 'Author', render: (n) => n.author },
  { key: 'publish_date', header: 'Publish date', render: (n) => formatNumericDate(n.publish_date) },
  { key: 'active', header: 'Active', render: (n) => <ActiveChip active={n.active} /> },
];

/** /news-feed-admin (spec 3 §2.5): needs news_feed_view; every action is gated by its own permission. */
export default function NewsFeedAdminScreen() {
  const views = useAdminViews<NewsFeed>();
  const { view } = views;
  const listState = useListState();
  const queryClient = useQueryClient();

  if (view.mode === 'form') {
    return (
      <NewsFeedForm
        item={view.record}
        onCancel={() => views.leaveForm()}
        onSaved={(saved) => views.leaveForm(saved)}
        onCreateFailed={() => {
          // Spec 3 §4: after a failed create the screen returns to the list and reloads page 1.
          listState.reset();
          views.toList();
          void queryClient.invalidateQueries({ queryKey: newsFeedClient.keys.lists });
        }}
      />
    );
  }

  if (view.mode === 'show') {
    return (
      <NewsFeedShow id={view.id} initial={view.initial} onBack={views.toList} onEdit={(n) => views.toEdit(n, 'show')} />
    );
  }

  return (
    <ResourceList
      client={newsFeedClient}
      title="News Feed"
      columns={columns}
      permission="news_feed"
      model="NewsFeed"
      recordLabel={(n) => n.subject}
      addLabel="Add News Item"
      onAdd={views.toCreate}
      onView={views.toShow}
      onEdit={(n) => views.toEdit(n)}
      state={listState}
      searchLabel="Search news"
    />
  );
}
