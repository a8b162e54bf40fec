import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import { type Video, type VideoInput, videoInput } from '@portal/contract/stories';
import { useForm } from 'react-hook-form';
import { FormDateField } from '../../components/form-fields/FormDateField';
import { FormTextField } from '../../components/form-fields/FormTextField';
import { FormCard } from '../../components/resource-admin/FormCard';
import { useResourceSave } from '../../components/resource-admin/use-resource-save';
import { videosClient } from './api/videos-client';

const FIELDS = ['name', 'date', 'story_id'] as const;

/** A half-typed date: the schema refuses it, so Save stays disabled. */
const INVALID = 'invalid';

type FormValues = { story_id: number; name: string; date: string | null };

type VideoFormProps = {
  storyId: number;
  /** The video to edit; none to add one. */
  video?: Video;
  onSaved: (video: Video) => void;
  onCancel: () => void;
  /** A create failed for a reason the form cannot fix (network, 5xx): back to the list. */
  onCreateFailed: () => void;
};

/**
 * Add / edit a video of a story (spec 3 §2.4, §5): a name ('Input is required') and an optional
 * date. The cover and the file are uploaded from the video's page.
 */
export function VideoForm({ storyId, video, onSaved, onCancel, onCreateFailed }: VideoFormProps) {
  const editing = video !== undefined;
  const form = useForm<FormValues>({
    resolver: zodResolver(videoInput as never) as never,
    mode: 'all',
    defaultValues: { story_id: video?.story_id ?? storyId, name: video?.name ?? '', date: video?.date ?? null },
  });
  const { control, handleSubmit, setError, formState } = form;

  const { save, pending } = useResourceSave(videosClient, {
    editing: video,
    setError,
    fields: FIELDS,
    onSaved,
    onCreateFailed,
  });

  return (
    <FormCard
      title={editing ? 'Edit Video' : 'Add Video'}
      onSubmit={handleSubmit((values) => save(values satisfies VideoInput))}
      onCancel={onCancel}
      canSave={formState.isValid}
      pending={pending}
      maxWidth={640}
    >
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
