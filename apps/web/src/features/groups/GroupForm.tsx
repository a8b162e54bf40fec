import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import { type Group, type GroupInput, groupInput } from '@portal/contract/judging';
import { MSG } from '@portal/contract/messages';
import type { Resolver } from 'react-hook-form';
import { FormDateField } from '../../components/form-fields/FormDateField';
import { FormTextField } from '../../components/form-fields/FormTextField';
import { FormCard } from '../../components/resource-admin/FormCard';
import { type AdminFormProps, useAdminForm } from '../../components/resource-admin/use-admin-form';
import { groupsClient } from './api/groups-client';
import { scoringDeadlineText } from './deadline';

const FIELDS = ['name', 'application_deadline', 'start_date', 'end_date'] as const;
const emptyValues: GroupInput = { name: '', application_deadline: '', start_date: '', end_date: '' };

/** groupInput with 'Input is required' for an empty date (the pickers hand over '' for an empty or half-typed one). */
const resolveGroup = zodResolver(groupInput);
const groupResolver: Resolver<GroupInput> = async (values, context, options) => {
  const cleaned = Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, k !== 'name' && v === '' ? undefined : v]),
  ) as GroupInput;
  const r = await resolveGroup(cleaned, context, options);
  for (const f of FIELDS) {
    const e = (r.errors as Record<string, { message?: string } | undefined>)[f];
    if (e && values[f] === '') e.message = MSG.requiredLower;
  }
  return r as Awaited<ReturnType<Resolver<GroupInput>>>;
};

type GroupFormProps = AdminFormProps<Group> & {
  group?: Group;
};

/**
 * Add / edit a group (spec 2 §2.3, §5): name, application deadline, start and end dates, all
 * required; the start not after the end, the deadline not after the end. The end date is the
 * scoring deadline. Save stays disabled while invalid; a 409 shows the server's message.
 */
export function GroupForm({ group, ...props }: GroupFormProps) {
  const { control, trigger, getValues, watch, card } = useAdminForm({
    ...props,
    saver: groupsClient,
    record: group,
    title: { add: 'Add Group', edit: 'Edit Group' },
    resolver: groupResolver,
    defaultValues: group
      ? {
          name: group.name,
          application_deadline: group.application_deadline.slice(0, 10),
          start_date: group.start_date.slice(0, 10),
          end_date: group.end_date.slice(0, 10),
        }
      : emptyValues,
    fields: FIELDS,
    validateOnEdit: true,
  });
  const recheck = (...others: ('application_deadline' | 'start_date' | 'end_date')[]) => {
    for (const o of others) if (getValues(o)) void trigger(o);
  };
  const end = watch('end_date');
  return (
    <FormCard {...card}>
      <Grid container spacing={2.5}>
        <Grid size={12}>
          <FormTextField control={control} name="name" label="Name" required />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormDateField
            control={control}
            name="application_deadline"
            label="Application deadline"
            required
            maxOf="end_date"
            onPicked={() => recheck('end_date')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FormDateField
            control={control}
            name="start_date"
            label="Start date"
            required
            maxOf="end_date"
            onPicked={() => recheck('end_date')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FormDateField
            control={control}
            name="end_date"
            label="End date"
            required
            minOf="start_date"
            onPicked={() => recheck('start_date', 'application_deadline')}
            helperText={
              end && /^\d{4}-\d{2}-\d{2}$/.test(end)
                ? `Scoring deadline: ${scoringDeadlineText(end)}`
                : 'The scoring deadline: judges can rate until the end of this day'
            }
          />
        </Grid>
      </Grid>
    </FormCard>
  );
}
