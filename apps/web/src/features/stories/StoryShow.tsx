import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { Story, Video } from '@portal/contract/stories';
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
import { storiesClient } from './api/stories-client';
import { videosClient } from './api/videos-client';
import { VideoForm } from './VideoForm';
import { VideoShow } from './VideoShow';

type StoryShowProps = {
  id: number;
  /** The list row, shown while the fresh copy loads. */
  initial?: Story;
  onEdit: (story: Story) => void;
  onBack: () => void;
};

type TabName = 'details' | 'videos';

/**
 * A story (spec 3 §2.4): tabs Details and Videos. The Videos tab lists the story's videos; a
 * video's form or page takes the story's place, and going back returns to the Videos tab with
 * its page and search kept.
 */
export function StoryShow({ id, initial, onEdit, onBack }: StoryShowProps) {
  const [tab, setTab] = useState<TabName>('details');
  const videos = useAdminViews<Video>();
  const videoList = useListState();
  const queryClient = useQueryClient();
  const query = storiesClient.useOne(id, initial);
  const storyName = query.data?.name ?? initial?.name ?? 'Story';
  const { view } = videos;

  if (view.mode === 'form') {
    return (
      <VideoForm
        storyId={id}
        video={view.record}
        onCancel={() => videos.leaveForm()}
        onSaved={(saved) => videos.leaveForm(saved)}
        onCreateFailed={() => {
          videoList.reset();
          videos.toList();
          void queryClient.invalidateQueries({ queryKey: videosClient.keys.lists });
        }}
      />
    );
  }

  if (view.mode === 'show') {
    return (
      <VideoShow
        id={view.id}
        initial={view.initial}
        storyName={storyName}
        onBack={videos.toList}
        onEdit={(v) => videos.toEdit(v, 'show')}
      />
    );
  }

  return (
    <ShowPanel
      query={query}
      backLabel="Back to Stories"
      onBack={onBack}
      title={(s) => s.name}
      log={{ model: 'Story', label: (s) => s.name }}
      edit={{ permission: 'story_edit', onEdit }}
    >
      {(story) => (
        <Box>
          <Tabs
            value={tab}
            onChange={(_e, v: TabName) => setTab(v)}
            aria-label="Story sections"
            sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
          >
            <Tab value="details" label="Details" id="story-tab-details" aria-controls="story-panel-details" />
            <Tab value="videos" label="Videos" id="story-tab-videos" aria-controls="story-panel-videos" />
          </Tabs>
          <div role="tabpanel" id={`story-panel-${tab}`} aria-labelledby={`story-tab-${tab}`}>
            {tab === 'details' ? (
              <DetailList
                items={[
                  { label: 'Name', value: story.name },
                  { label: 'Year', value: story.year },
                  { label: 'Videos', value: formatNumber(story.videos_count) },
                  { label: 'Active', value: <ActiveChip active={story.active} /> },
                  { label: 'Date added', value: formatNumericDateTime(story.created_at) },
                ]}
              />
            ) : (
              <>
                <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                  Videos
                </Typography>
                <ResourceList
                  client={videosClient}
                  columns={videoColumns}
                  permission="video"
                  model="Video"
                  recordLabel={(v) => v.name}
                  scope={{ story_id: story.id }}
                  addLabel="Add Video"
                  onAdd={videos.toCreate}
                  onView={videos.toShow}
                  onEdit={(v) => videos.toEdit(v)}
                  state={videoList}
                  searchLabel="Search videos"
                />
              </>
            )}
          </div>
        </Box>
      )}
    </ShowPanel>
  );
}

const videoColumns: ListColumn<Video>[] = [
  {
    key: 'cover',
    header: 'Cover',
    width: 112,
    hideOnSmall: true,
    render: (v) =>
      v.thumb_url ? (
        <Box
          component="img"
          src={v.thumb_url}
          alt=""
          loading="lazy"
          width={96}
          height={54}
          sx={{ display: 'block', width: 96, height: 54, objectFit: 'cover', borderRadius: 1 }}
        />
      ) : (
        <Box sx={{ width: 96, height: 54, borderRadius: 1, bgcolor: 'action.hover' }} aria-hidden />
      ),
  },
  { key: 'name', header: 'Name', render: (v) => v.name, primary: true },
  { key: 'date', header: 'Date', render: (v) => (v.date ? formatNumericDate(v.date) : '—') },
  { key: 'file', header: 'Video file', render: (v) => (v.video_url ? 'Uploaded' : 'None yet') },
  { key: 'active', header: 'Active', render: (v) => <ActiveChip active={v.active} /> },
  { key: 'created', header: 'Date added', render: (v) => formatNumericDateTime(v.created_at) },
];
