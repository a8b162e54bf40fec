import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { type Video, type VideoInput, videoInput } from '@portal/contract/stories';
import dayjs from 'dayjs';
import { Controller, useForm } from 'react-hook-form';
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
          <Controller
            name="name"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                label="Name"
                required
                fullWidth
                autoComplete="off"
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <Controller
            name="date"
            control={control}
            render={({ field, fieldState }) => (
              <DatePicker
                label="Date"
                format="DD/MM/YYYY"
                value={field.value ? dayjs(field.value) : null}
                // Blank (or cleared) is no date; a half-typed date is not sent.
                onChange={(d) => field.onChange(d?.isValid() ? d.format('YYYY-MM-DD') : d ? INVALID : null)}
                onClose={field.onBlur}
                inputRef={field.ref}
                slotProps={{
                  field: { clearable: true },
                  textField: {
                    name: field.name,
                    fullWidth: true,
                    onBlur: field.onBlur,
                    error: !!fieldState.error,
                    helperText: fieldState.error
                      ? field.value === INVALID
                        ? 'Enter a whole date: DD/MM/YYYY'
                        : fieldState.error.message
                      : 'Optional',
                  },
                }}
              />
            )}
          />
        </Grid>
      </Grid>
    </FormCard>
  );
}
