import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SocialField } from '@portal/contract/common';
import { MSG } from '@portal/contract/messages';
import {
  type TeamMember,
  type TeamMemberInput,
  type TeamMemberValues,
  type TeamRole,
  teamMemberInput,
} from '@portal/contract/team';
import { useSnackbar } from 'notistack';
import { useEffect, useMemo } from 'react';
import { type Control, Controller, useForm } from 'react-hook-form';
import { LazyRichTextEditor, preloadRichTextEditor } from '../../components/LazyRichTextEditor';
import { LoadError } from '../../components/LoadError';
import { FormCard } from '../../components/resource-admin/FormCard';
import { useResourceSave } from '../../components/resource-admin/use-resource-save';
import { teamClient } from './api/team-client';
import { useTeamFormData } from './api/team-form-data';
import { LINK_FIELDS } from './team-format';

const FIELDS = ['name', 'bio', 'email_address', 'phone_number', 'roles', ...LINK_FIELDS.map((f) => f.name)] as const;

type FormValues = {
  name: string;
  bio: string;
  email_address: string;
  phone_number: string;
  roles: number[];
} & Record<SocialField, string>;

const valuesOf = (member?: TeamMember): FormValues => ({
  name: member?.name ?? '',
  bio: member?.bio ?? '',
  email_address: member?.email_address ?? '',
  phone_number: member?.phone_number ?? '',
  roles: member?.team_member_roles.map((r) => r.team_role_id) ?? [],
  ...(Object.fromEntries(LINK_FIELDS.map((f) => [f.name, member?.[f.name] ?? ''])) as Record<SocialField, string>),
});

type TeamMemberFormProps = {
  /** The member to edit; none to add one. */
  member?: TeamMember;
  /** Saved: `member` is the server's answer. */
  onSaved: (member: TeamMember) => void;
  onCancel: () => void;
  /** A create failed for a reason the form cannot fix (network, 5xx): spec 3 §4 returns to the list. */
  onCreateFailed: () => void;
};

/**
 * Add / edit a team member (spec 3 §2.1, §5): name, bio (rich text, 'Kindly add a bio'), e-mail,
 * phone, website and social links, and one or more roles from the form data ('Kindly pick a
 * role'). Save stays disabled while invalid; a 409 shows the server's message, a 422 its field
 * errors next to the fields.
 */
export function TeamMemberForm({ member, onSaved, onCancel, onCreateFailed }: TeamMemberFormProps) {
  const editing = member !== undefined;
  const form = useForm<FormValues, unknown, TeamMemberValues>({
    // The schema reads the blank optional fields as null and checks the rest: the server's own rule.
    resolver: zodResolver(teamMemberInput as never) as never,
    mode: 'all',
    defaultValues: valuesOf(member),
  });
  const { control, handleSubmit, setError, formState } = form;

  useEffect(() => preloadRichTextEditor(), []);

  const { save, pending } = useResourceSave(teamClient, {
    editing: member,
    setError,
    fields: FIELDS,
    onSaved,
    onCreateFailed,
  });

  return (
    <FormCard
      title={editing ? 'Edit Team Member' : 'Add Team Member'}
      onSubmit={handleSubmit((values) => save(values as TeamMemberInput))}
      onCancel={onCancel}
      canSave={formState.isValid}
      pending={pending}
    >
      <Grid container spacing={2.5}>
        <Grid size={12}>
          <Text control={control} name="name" label="Name" required autoComplete="off" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Text control={control} name="email_address" label="E-mail" type="email" autoComplete="off" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Text control={control} name="phone_number" label="Phone number" type="tel" autoComplete="off" />
        </Grid>
        <Grid size={12}>
          <RolePicker control={control} />
        </Grid>
        <Grid size={12}>
          <Controller
            name="bio"
            control={control}
            render={({ field, fieldState }) => (
              // The editor has no blur of its own: leaving it (focus moving out) marks the bio touched.
              <Box
                onBlur={(e) => {
                  if (!e.currentTarget.contains(e.relatedTarget as Node | null)) field.onBlur();
                }}
              >
                <LazyRichTextEditor
                  label="Bio *"
                  value={field.value}
                  onChange={field.onChange}
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message}
                />
              </Box>
            )}
          />
        </Grid>
        <Grid size={12}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            Website and social links
          </Typography>
        </Grid>
        {LINK_FIELDS.map((f) => (
          <Grid key={f.name} size={{ xs: 12, sm: 6 }}>
            <Text control={control} name={f.name} label={f.label} type="url" placeholder="https://" />
          </Grid>
        ))}
      </Grid>
    </FormCard>
  );
}

function Text({
  control,
  name,
  label,
  required,
  type,
  placeholder,
  autoComplete,
}: {
  control: Control<FormValues, unknown, TeamMemberValues>;
  name: Exclude<keyof FormValues, 'roles' | 'bio'>;
  label: string;
  required?: boolean;
  type?: string;
  placeholder?: string;
  autoComplete?: string;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          label={label}
          required={required}
          type={type}
          placeholder={placeholder}
          autoComplete={autoComplete}
          fullWidth
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}

/** One or more team roles from the form data (spec 3 §2.1); 'Kindly pick a role' when none. */
function RolePicker({ control }: { control: Control<FormValues, unknown, TeamMemberValues> }) {
  const formData = useTeamFormData();
  const { enqueueSnackbar } = useSnackbar();
  const failed = formData.isError;
  useEffect(() => {
    if (failed) enqueueSnackbar(MSG.formDataFailed, { variant: 'error' });
  }, [failed, enqueueSnackbar]);

  const options = useMemo(() => formData.data?.teamRoles ?? [], [formData.data]);
  const byId = useMemo(() => new Map(options.map((r) => [r.id, r])), [options]);

  if (failed) return <LoadError message={MSG.formDataFailed} onRetry={() => formData.refetch()} />;

  return (
    <Controller
      name="roles"
      control={control}
      render={({ field, fieldState }) => {
        // Until the roles load, the member's own roles show by id.
        const value: TeamRole[] = field.value.map((id) => byId.get(id) ?? { id, name: '…' });
        return (
          <Autocomplete
            multiple
            options={options}
            loading={formData.isLoading}
            value={value}
            onChange={(_e, picked) => field.onChange(picked.map((r) => r.id))}
            onBlur={field.onBlur}
            getOptionLabel={(r) => r.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            disableCloseOnSelect
            filterSelectedOptions
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                name={field.name}
                label="Roles"
                required
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? 'Pick one or more'}
              />
            )}
          />
        );
      }}
    />
  );
}
