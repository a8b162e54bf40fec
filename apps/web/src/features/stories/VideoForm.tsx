import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import { type Video, videoInput } from '@portal/contract/stories';
import type { Resolver } from 'react-hook-form';
import { FormDateField } from '../../components/form-fields/FormDateField';
import { FormTextField } from '../../components/form-fields/FormTextField';
import { FormCard } from '../../components/resource-admin/FormCard';
import { type AdminFormProps, useAdminForm } from '../../components/resource-admin/use-admin-form';
import { videosClient } from './api/videos-client';

/** A half-typed date: the schema refuses it, so Save stays disabled. */
const INVALID = 'invalid';

type FormValues = { story_id: number; name: string; date: string | null };

const resolver = zodResolver(videoInput as never) as unknown as Resolver<FormValues>;

type VideoFormProps = AdminFormProps<Video> & {
  storyId: number;
  /** The video to edit; none to add one. */
  video?: Video;
};

/**
 * Add / edit a video of a story (spec 3 §2.4, §5): a name ('Input is required') and an optional
 * date. The cover and the file are uploaded from the video's page.
 */
export function VideoForm({ storyId, video, ...props }: VideoFormProps) {
  const { control, card } = useAdminForm({
    ...props,
    saver: videosClient,
    record: video,
    title: { add: 'Add Video', edit: 'Edit Video' },
    resolver,
    defaultValues: { story_id: video?.story_id ?? storyId, name: video?.name ?? '', date: video?.date ?? null },
    fields: ['name', 'date', 'story_id'],
  });

  return (
    <FormCard {...card} maxWidth={640}>
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, sm: 7 }}>
          <FormTextField control={control} name="name" label="Name" required autoComplete="off" />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <FormDateField
            control={control}
            name="date"
            label="Date"
            helperText="Optional"
            clearable
            // Blank (or cleared) is no date; a half-typed date is not sent.
            emptyValue={null}
            partial={{ value: INVALID, message: 'Enter a whole date: DD/MM/YYYY' }}
          />
        </Grid>
      </Grid>
    </FormCard>
  );
}
