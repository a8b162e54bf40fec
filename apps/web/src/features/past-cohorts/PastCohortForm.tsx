import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type PastCohort, type PastCohortInput, pastCohortInput, slugify } from '@portal/contract/past-cohorts';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../components/form-fields/FormTextField';
import { FormCard } from '../../components/resource-admin/FormCard';
import { useResourceSave } from '../../components/resource-admin/use-resource-save';
import { pastCohortsClient } from './api/past-cohorts-client';

const FIELDS = ['name'] as const;

type FormValues = { name: string };
type Output = z.output<typeof pastCohortInput>;

const resolver = zodResolver(pastCohortInput) as unknown as Resolver<FormValues, unknown, Output>;

type PastCohortFormProps = {
  /** The cohort to edit; none to add one. */
  cohort?: PastCohort;
  onSaved: (cohort: PastCohort) => void;
  onCancel: () => void;
  /** A create failed for a reason the form cannot fix (network, 5xx): spec 3 §4 returns to the list. */
  onCreateFailed: () => void;
};

/** The public address of a cohort's page. */
export const cohortPath = (slug: string) => `/past-cohorts/${slug}`;

/**
 * Add / edit a cohort (spec 3 §2.6): one field, Name. The link is made from the name when the
 * cohort is added and kept on a rename, so it is shown (read-only) rather than edited.
 */
export function PastCohortForm({ cohort, onSaved, onCancel, onCreateFailed }: PastCohortFormProps) {
  const editing = cohort !== undefined;
  const { control, handleSubmit, setError, formState } = useForm<FormValues, unknown, Output>({
    resolver,
    mode: 'all',
    defaultValues: { name: cohort?.name ?? '' },
  });
  const name = useWatch({ control, name: 'name' });
  const { save, pending } = useResourceSave(pastCohortsClient, {
    editing: cohort,
    setError,
    fields: FIELDS,
    onSaved,
    onCreateFailed,
  });
  const link = editing ? cohortPath(cohort.slug) : slugify(name ?? '') ? cohortPath(slugify(name ?? '')) : '';

  return (
    <FormCard
      title={editing ? 'Edit Cohort' : 'Add Cohort'}
      onSubmit={handleSubmit((values) => save({ name: values.name } satisfies PastCohortInput))}
      onCancel={onCancel}
      canSave={formState.isValid}
      pending={pending}
      maxWidth={700}
    >
      <Stack spacing={2.5}>
        <FormTextField control={control} name="name" label="Name" required autoFocus />
        <TextField
          label={editing ? 'Public link' : 'Public link (made from the name)'}
          value={link}
          fullWidth
          slotProps={{ input: { readOnly: true } }}
          helperText={
            editing
              ? 'The link stays the same when the cohort is renamed, so shared links keep working.'
              : 'The cohort’s page will be at this address.'
          }
        />
      </Stack>
    </FormCard>
  );
}
