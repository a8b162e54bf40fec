import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import { todayInNairobi } from '@portal/contract/dates';
import { type Program, type ProgramInput, programInput } from '@portal/contract/programs';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import type { Resolver } from 'react-hook-form';
import { FormDateField } from '../../components/form-fields/FormDateField';
import { FormTextField } from '../../components/form-fields/FormTextField';
import { FormCard } from '../../components/resource-admin/FormCard';
import { type AdminFormProps, useAdminForm } from '../../components/resource-admin/use-admin-form';
import { programsClient } from './api/programs-client';

const emptyValues: ProgramInput = { name: '', application_deadline: '', start_date: '', end_date: '' };

/**
 * Client side of programInput(today): an empty date reads 'Input is Required' rather than a format
 * error (the pickers hand over '' for an empty or half-typed date).
 */
function programResolver(today: string, current?: Program): Resolver<ProgramInput> {
  const resolve = zodResolver(programInput(today, current));
  return (values, context, options) => {
    const cleaned = Object.fromEntries(
      Object.entries(values).map(([k, v]) => [k, k !== 'name' && v === '' ? undefined : v]),
    ) as ProgramInput;
    return resolve(cleaned, context, options) as ReturnType<Resolver<ProgramInput>>;
  };
}

type ProgramFormProps = AdminFormProps<Program> & {
  /** The program to edit; none to add one. */
  program?: Program;
  /** Today in Nairobi (tests pass a fixed day). */
  today?: string;
};

/**
 * Add / edit a program (spec 3 §2.3, §5): name, application deadline, start and end dates; the
 * deadline and start not before today, start not after end. Save stays disabled while invalid;
 * a 409 shows the server's message, a 422 its field errors next to the fields.
 */
export function ProgramForm({ program, today: todayProp, ...props }: ProgramFormProps) {
  const today = useMemo(() => todayProp ?? todayInNairobi(), [todayProp]);
  const { control, trigger, getValues, card } = useAdminForm({
    ...props,
    saver: programsClient,
    record: program,
    title: { add: 'Add Program', edit: 'Edit Program' },
    resolver: useMemo(() => programResolver(today, program), [today, program]),
    defaultValues: program
      ? {
          name: program.name,
          application_deadline: program.application_deadline.slice(0, 10),
          start_date: program.start_date.slice(0, 10),
          end_date: program.end_date.slice(0, 10),
        }
      : emptyValues,
    fields: ['name', 'application_deadline', 'start_date', 'end_date'],
    // An edited program may already break a rule (a past deadline): say so at once.
    validateOnEdit: true,
  });
  // Re-check the linked date once it has a value (start <-> end), without flagging an untouched empty field.
  const recheck = (other: 'start_date' | 'end_date') => {
    if (getValues(other)) void trigger(other);
  };

  const minDay = dayjs(today);
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
            minDate={minDay}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FormDateField
            control={control}
            name="start_date"
            label="Start date"
            required
            minDate={minDay}
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
            onPicked={() => recheck('start_date')}
          />
        </Grid>
      </Grid>
    </FormCard>
  );
}
