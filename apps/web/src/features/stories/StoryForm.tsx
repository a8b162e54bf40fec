import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import { todayInNairobi } from '@portal/contract/dates';
import { MSG } from '@portal/contract/messages';
import { type Story, type StoryInput, storyInput, storyYears } from '@portal/contract/stories';
import { useSnackbar } from 'notistack';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FormSelectField } from '../../components/form-fields/FormSelectField';
import { FormTextField } from '../../components/form-fields/FormTextField';
import { LoadError } from '../../components/LoadError';
import { FormCard } from '../../components/resource-admin/FormCard';
import { useResourceSave } from '../../components/resource-admin/use-resource-save';
import { storiesClient } from './api/stories-client';
import { useStoryFormData } from './api/story-form-data';

const FIELDS = ['name', 'year'] as const;

type FormValues = { name: string; year: number };

type StoryFormProps = {
  /** The story to edit; none to add one. */
  story?: Story;
  /** Saved: `story` is the server's answer. */
  onSaved: (story: Story) => void;
  onCancel: () => void;
  /** A create failed for a reason the form cannot fix (network, 5xx): spec 3 §4 returns to the list. */
  onCreateFailed: () => void;
};

/**
 * Add / edit a story (spec 3 §2.4, §5): a name ('Input is required') and a year picked from the
 * form data's list, this year back 100 years (a new story starts on this year). Save stays
 * disabled while invalid; a 409 shows the server's message, a 422 its field errors.
 */
export function StoryForm({ story, onSaved, onCancel, onCreateFailed }: StoryFormProps) {
  const editing = story !== undefined;
  const formData = useStoryFormData();
  const { enqueueSnackbar } = useSnackbar();
  // The server's list decides "this year"; until it arrives, the programme's calendar does.
  const thisYear = formData.data?.years[0] ?? Number(todayInNairobi().slice(0, 4));
  const years = useMemo(() => formData.data?.years ?? storyYears(thisYear), [formData.data, thisYear]);

  const form = useForm<FormValues>({
    resolver: useMemo(() => zodResolver(storyInput(thisYear)) as never, [thisYear]),
    mode: 'all',
    defaultValues: { name: story?.name ?? '', year: story?.year ?? thisYear },
  });
  const { control, handleSubmit, setError, formState } = form;

  const failed = formData.isError;
  useEffect(() => {
    if (failed) enqueueSnackbar(MSG.formDataFailed, { variant: 'error' });
  }, [failed, enqueueSnackbar]);

  const { save, pending } = useResourceSave(storiesClient, {
    editing: story,
    setError,
    fields: FIELDS,
    onSaved,
    onCreateFailed,
  });

  const title = editing ? 'Edit Story' : 'Add Story';
  if (failed) {
    return (
      <FormCard title={title} onSubmit={(e) => e.preventDefault()} onCancel={onCancel} canSave={false} pending={false}>
        <LoadError message={MSG.formDataFailed} onRetry={() => formData.refetch()} />
      </FormCard>
    );
  }

  return (
    <FormCard
      title={title}
      onSubmit={handleSubmit((values) => save(values satisfies StoryInput))}
      onCancel={onCancel}
      canSave={formState.isValid}
      pending={pending}
      maxWidth={640}
    >
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormTextField control={control} name="name" label="Name" required autoComplete="off" />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormSelectField
            control={control}
            name="year"
            label="Year"
            required
            options={years}
            disabled={formData.isLoading}
          />
        </Grid>
      </Grid>
    </FormCard>
  );
}
