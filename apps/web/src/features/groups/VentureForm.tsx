import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { STAGE_LABELS } from '@portal/contract/application-stages';
import type { GroupVentureRow, VentureCandidate } from '@portal/contract/judging';
import { MSG } from '@portal/contract/messages';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormCard } from '../../components/resource-admin/FormCard';
import { fullName } from '../../lib/format';
import { fetchVentureCandidates, useAddGroupVenture, useUpdateGroupVenture } from './api/group-ventures';

type Choice = { venture_id: number; label: string; detail: string };

const choiceOf = (c: VentureCandidate): Choice => ({
  venture_id: c.venture_id,
  label: c.name ?? 'Unnamed venture',
  detail: `${c.founder} · ${STAGE_LABELS[c.stage]}`,
});

type VentureFormProps = {
  groupId: number;
  /** The row to edit; none to add a venture. */
  row?: GroupVentureRow;
  onDone: () => void;
};

/**
 * Add / edit a venture of a group (spec 2 §2.3, §5): one required choice from a searchable list of
 * the ventures whose application is Selected for Rating or Shortlisted and that are not in the
 * group yet (typing searches the server), then a confirmation.
 */
export function VentureForm({ groupId, row, onDone }: VentureFormProps) {
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  const [value, setValue] = useState<Choice | null>(
    row
      ? { venture_id: row.venture_id, label: row.venture.name ?? 'Unnamed venture', detail: fullName(row.user) }
      : null,
  );
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  useEffect(() => {
    const t = setTimeout(() => setTerm(input.trim()), 250);
    return () => clearTimeout(t);
  }, [input]);
  const candidates = useQuery({
    queryKey: ['group', 'venture', 'candidates', groupId, term],
    queryFn: ({ signal }) => fetchVentureCandidates(groupId, term, signal),
  });
  const add = useAddGroupVenture();
  const update = useUpdateGroupVenture();
  const options = (candidates.data?.data ?? []).map(choiceOf);
  if (value && !options.some((o) => o.venture_id === value.venture_id)) options.unshift(value);
  const missing = value === null;
  const error = serverError ?? (touched && missing ? MSG.requiredLower : null);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!value) return;
    const input = { group_id: groupId, venture_id: value.venture_id };
    const outcome = row ? await update.run({ id: row.id, input }) : await add.run(input);
    if (outcome.status === 'done') onDone();
    else if (outcome.status === 'failed') setServerError(outcome.fieldErrors?.venture_id ?? null);
  };

  return (
    <FormCard
      title={row ? 'Edit Venture' : 'Add Venture'}
      onSubmit={submit}
      onCancel={onDone}
      canSave={!missing}
      pending={add.isPending || update.isPending}
      maxWidth={700}
    >
      <Autocomplete
        options={options}
        value={value}
        onChange={(_e, v) => {
          setValue(v);
          setServerError(null);
          setTouched(true);
        }}
        inputValue={input}
        onInputChange={(_e, v) => setInput(v)}
        filterOptions={(o) => o}
        isOptionEqualToValue={(a, b) => a.venture_id === b.venture_id}
        getOptionLabel={(o) => o.label}
        getOptionKey={(o) => o.venture_id}
        loading={candidates.isFetching}
        noOptionsText={MSG.noVentureFound}
        renderOption={(props, o) => {
          const { key, ...rest } = props as typeof props & { key: string };
          return (
            <li key={key} {...rest}>
              <span>
                <strong>{o.label}</strong>
                <br />
                <small>{o.detail}</small>
              </span>
            </li>
          );
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Venture"
            required
            error={Boolean(error)}
            helperText={error ?? 'Ventures Selected for Rating or Shortlisted; type to search by venture or founder'}
            onBlur={() => setTouched(true)}
          />
        )}
      />
    </FormCard>
  );
}
