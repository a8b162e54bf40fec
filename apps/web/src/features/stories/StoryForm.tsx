import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import { todayInNairobi } from '@portal/contract/dates';
import { MSG } from '@portal/contract/messages';
import { type Story, storyInput, storyYears } from '@portal/contract/stories';
import { useSnackbar } from 'notistack';
import { useEffect, useMemo } from 'react';
import type { Resolver } from 'react-hook-form';
import { FormSelectField } from '../../components/form-fields/FormSelectField';
import { FormTextField } from '../../components/form-fields/FormTextField';
import { LoadError } from '../../components/LoadError';
import { FormCard } from '../../components/resource-admin/FormCard';
import { type AdminFormProps, useAdminForm } from '../../components/resource-admin/use-admin-form';
import { storiesClient } from './api/stories-client';
import { useStoryFormData } from './api/story-form-data';

type FormValues = { name: string; year: number };

type StoryFormProps = AdminFormProps<Story> & {
  /** The story to edit; none to add one. */
  story?: Story;
};

/**
 * Add / edit a story (spec 3 §2.4, §5): a name ('Input is required') and a year picked from the
 * form data's list, this year back 100 years (a new story starts on this year). Save stays
 * disabled while invalid; a 409 shows the server's message, a 422 its field errors.
 */
export function StoryForm({ story, ...props }: StoryFormProps) {
  const formData = useStoryFormData();
  const { enqueueSnackbar } = useSnackbar();
  // The server's list decides "this year"; until it arrives, the programme's calendar does.
  const thisYear = formData.data?.years[0] ?? Number(todayInNairobi().slice(0, 4));
  const years = useMemo(() => formData.data?.years ?? storyYears(thisYear), [formData.data, thisYear]);

  const { control, card } = useAdminForm({
    ...props,
    saver: storiesClient,
    record: story,
    title: { add: 'Add Story', edit: 'Edit Story' },
    resolver: useMemo(() => zodResolver(storyInput(thisYear)) as Resolver<FormValues>, [thisYear]),
    defaultValues: { name: story?.name ?? '', year: story?.year ?? thisYear },
    fields: ['name', 'year'],
  });

  const failed = formData.isError;
  useEffect(() => {
    if (failed) enqueueSnackbar(MSG.formDataFailed, { variant: 'error' });
  }, [failed, enqueueSnackbar]);

  if (failed) {
    return (
      <FormCard title={card.title} onCancel={card.onCancel}>
        <LoadError message={MSG.formDataFailed} onRetry={() => formData.refetch()} />
      </FormCard>
    );
  }

  return (
    <FormCard {...card} maxWidth={640}>
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
