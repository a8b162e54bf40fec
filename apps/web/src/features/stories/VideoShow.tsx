import MovieIcon from '@mui/icons-material/Movie';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import VideocamIcon from '@mui/icons-material/Videocam';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_VIDEO_BYTES } from '@portal/contract/constants';
import { MSG } from '@portal/contract/messages';
import type { Video } from '@portal/contract/stories';
import type { ReactNode } from 'react';
import { ActiveChip } from '../../components/ActiveChip';
import { DetailList } from '../../components/DetailList';
import { ImageGridManager } from '../../components/ImageGridManager';
import { ShowPanel } from '../../components/resource-admin/ShowPanel';
import { UploadButton } from '../../components/UploadButton';
import { formatNumericDate, formatNumericDateTime } from '../../lib/format';
import { videosClient } from './api/videos-client';

type VideoShowProps = {
  id: number;
  /** The list row, shown while the fresh copy loads. */
  initial?: Video;
  storyName: string;
  onEdit: (video: Video) => void;
  onBack: () => void;
};

/**
 * A video of a story (spec 3 §2.4): its details, the cover image with an upload dialog, the video
 * (a preview player) with an upload dialog (MP4 or WebM), and its images; Edit and Log.
 */
export function VideoShow({ id, initial, storyName, onEdit, onBack }: VideoShowProps) {
  const uploadCover = videosClient.useUpload('image', MSG.imageUploaded);
  const uploadVideo = videosClient.useUpload('video', MSG.videoUploaded);

  return (
    <ShowPanel
      query={videosClient.useOne(id, initial)}
      backLabel={`Back to ${storyName}`}
      onBack={onBack}
      title={(v) => v.name}
      log={{ model: 'Video', label: (v) => v.name }}
      edit={{ permission: 'video_edit', onEdit }}
    >
      {(video) => (
        <Stack spacing={3}>
          <DetailList
            items={[
              { label: 'Name', value: video.name },
              { label: 'Story', value: storyName },
              { label: 'Date', value: video.date ? formatNumericDate(video.date) : '—' },
              { label: 'Active', value: <ActiveChip active={video.active} /> },
              { label: 'Date added', value: formatNumericDateTime(video.created_at) },
            ]}
          />
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 6 }}>
              <MediaBox
                heading="Cover Image"
                action={
                  <UploadButton
                    permission="video_edit"
                    label="Upload Cover"
                    title="Upload Cover Image"
                    icon={<PhotoCameraIcon />}
                    accept="image/*"
                    upload={(files) => uploadCover.run({ id, files })}
                  />
                }
              >
                {video.cover_url ? (
                  <Box
                    component="img"
                    src={video.cover_url}
                    alt={`Cover of ${video.name}`}
                    width={1280}
                    height={720}
                    sx={mediaSx}
                  />
                ) : (
                  <Empty icon={<PhotoCameraIcon />} text="No cover image yet" />
                )}
              </MediaBox>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <MediaBox
                heading="Video"
                action={
                  <UploadButton
                    permission="video_edit"
                    label="Upload Video"
                    icon={<VideocamIcon />}
                    accept="video/mp4,video/webm"
                    maxBytes={MAX_VIDEO_BYTES}
                    upload={(files) => uploadVideo.run({ id, files })}
                  />
                }
              >
                {video.video_url ? (
                  <Box
                    component="video"
                    // A new file is a new element: the player forgets the old one.
                    key={video.video_url}
                    src={video.video_url}
                    poster={video.cover_url ?? undefined}
                    controls
                    preload="metadata"
                    aria-label={`Video: ${video.name}`}
                    sx={{ ...mediaSx, objectFit: 'contain', bgcolor: 'common.black' }}
                  />
                ) : (
                  <Empty icon={<MovieIcon />} text="No video file yet" />
                )}
              </MediaBox>
            </Grid>
          </Grid>
          <Divider />
          <ImageGridManager
            scope={{ video_id: video.id }}
            label="Video Images"
            addPermission="video_edit"
            deletePermission="video_edit"
          />
        </Stack>
      )}
    </ShowPanel>
  );
}

const mediaSx = {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: 1,
  border: 1,
  borderColor: 'divider',
} as const;

function MediaBox({ heading, action, children }: { heading: string; action: ReactNode; children: ReactNode }) {
  return (
    <Box component="section" aria-label={heading}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography variant="h6" component="h2">
          {heading}
        </Typography>
        {action}
      </Stack>
      {children}
    </Box>
  );
}

function Empty({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Stack
      spacing={1}
      sx={{
        alignItems: 'center',
        justifyContent: 'center',
        aspectRatio: '16 / 9',
        border: 2,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 1,
        color: 'text.secondary',
      }}
    >
      {icon}
      <Typography variant="body2">{text}</Typography>
    </Stack>
  );
}
