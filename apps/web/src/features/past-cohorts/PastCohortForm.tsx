import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type PastCohort, type PastCohortInput, pastCohortInput, slugify } from '@portal/contract/past-cohorts';
import { type Resolver, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../components/form-fields/FormTextField';
import { FormCard } from '../../components/resource-admin/FormCard';
import { type AdminFormProps, useAdminForm } from '../../components/resource-admin/use-admin-form';
import { pastCohortsClient } from './api/past-cohorts-client';

type FormValues = { name: string };
type Output = z.output<typeof pastCohortInput>;

const resolver = zodResolver(pastCohortInput) as unknown as Resolver<FormValues, unknown, Output>;

type PastCohortFormProps = AdminFormProps<PastCohort> & {
  /** The cohort to edit; none to add one. */
  cohort?: PastCohort;
};

/** The public address of a cohort's page. */
export const cohortPath = (slug: string) => `/past-cohorts/${slug}`;

/**
 * Add / edit a cohort (spec 3 §2.6): one field, Name. The link is made from the name when the
 * cohort is added and kept on a rename, so it is shown (read-only) rather than edited.
 */
export function PastCohortForm({ cohort, ...props }: PastCohortFormProps) {
  const { control, editing, card } = useAdminForm({
    ...props,
    saver: pastCohortsClient,
    record: cohort,
    title: { add: 'Add Cohort', edit: 'Edit Cohort' },
    resolver,
    defaultValues: { name: cohort?.name ?? '' },
    fields: ['name'],
    toInput: (values) => ({ name: values.name }) satisfies PastCohortInput,
  });
  const name = useWatch({ control, name: 'name' });
  const link = cohort ? cohortPath(cohort.slug) : slugify(name ?? '') ? cohortPath(slugify(name ?? '')) : '';

  return (
    <FormCard {...card} maxWidth={700}>
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
