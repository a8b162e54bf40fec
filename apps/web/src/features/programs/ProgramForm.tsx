import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import { todayInNairobi } from '@portal/contract/dates';
import { type Program, type ProgramInput, programInput } from '@portal/contract/programs';
import dayjs from 'dayjs';
import { useEffect, useMemo } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { FormDateField } from '../../components/form-fields/FormDateField';
import { FormTextField } from '../../components/form-fields/FormTextField';
import { FormCard } from '../../components/resource-admin/FormCard';
import { useResourceSave } from '../../components/resource-admin/use-resource-save';
import { programsClient } from './api/programs-client';

const FIELDS = ['name', 'application_deadline', 'start_date', 'end_date'] as const;

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

type ProgramFormProps = {
  /** The program to edit; none to add one. */
  program?: Program;
  /** Saved: `program` is the server's answer. */
  onSaved: (program: Program) => void;
  onCancel: () => void;
  /** A create failed for a reason the form cannot fix (network, 5xx): spec 3 §4 returns to the list. */
  onCreateFailed: () => void;
  /** Today in Nairobi (tests pass a fixed day). */
  today?: string;
};

/**
 * Add / edit a program (spec 3 §2.3, §5): name, application deadline, start and end dates; the
 * deadline and start not before today, start not after end. Save stays disabled while invalid;
 * a 409 shows the server's message, a 422 its field errors next to the fields.
 */
export function ProgramForm({ program, onSaved, onCancel, onCreateFailed, today: todayProp }: ProgramFormProps) {
  const today = useMemo(() => todayProp ?? todayInNairobi(), [todayProp]);
  const editing = program !== undefined;
  const form = useForm<ProgramInput>({
    resolver: useMemo(() => programResolver(today, program), [today, program]),
    mode: 'all',
    defaultValues: program
      ? {
          name: program.name,
          application_deadline: program.application_deadline.slice(0, 10),
          start_date: program.start_date.slice(0, 10),
          end_date: program.end_date.slice(0, 10),
        }
      : emptyValues,
  });
  const { control, handleSubmit, setError, trigger, getValues, formState } = form;
  // Re-check the linked date once it has a value (start <-> end), without flagging an untouched empty field.
  const recheck = (other: 'start_date' | 'end_date') => {
    if (getValues(other)) void trigger(other);
  };

  // An edited program may already break a rule (a past deadline): say so at once.
  useEffect(() => {
    if (editing) void trigger();
  }, [editing, trigger]);

  const { save, pending } = useResourceSave(programsClient, {
    editing: program,
    setError,
    fields: FIELDS,
    onSaved,
    onCreateFailed,
  });

  const minDay = dayjs(today);
  return (
    <FormCard
      title={editing ? 'Edit Program' : 'Add Program'}
      onSubmit={handleSubmit(save)}
      onCancel={onCancel}
      canSave={formState.isValid}
      pending={pending}
    >
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
