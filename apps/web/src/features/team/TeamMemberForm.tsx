import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { SOCIAL_FIELDS, type SocialField } from '@portal/contract/common';
import { MSG } from '@portal/contract/messages';
import { type TeamMember, type TeamMemberValues, type TeamRole, teamMemberInput } from '@portal/contract/team';
import { useSnackbar } from 'notistack';
import { useEffect, useMemo } from 'react';
import { type Control, Controller, type Resolver } from 'react-hook-form';
import { FormRichTextField } from '../../components/form-fields/FormRichTextField';
import { FormTextField } from '../../components/form-fields/FormTextField';
import { SocialLinkFields } from '../../components/form-fields/SocialLinkFields';
import { socialFormValues } from '../../components/form-fields/social-fields';
import { LoadError } from '../../components/LoadError';
import { FormCard } from '../../components/resource-admin/FormCard';
import { type AdminFormProps, useAdminForm } from '../../components/resource-admin/use-admin-form';
import { teamClient } from './api/team-client';
import { useTeamFormData } from './api/team-form-data';

const FIELDS = ['name', 'bio', 'email_address', 'phone_number', 'roles', ...SOCIAL_FIELDS] as const;

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
  ...socialFormValues(member),
});

type TeamMemberFormProps = AdminFormProps<TeamMember> & {
  /** The member to edit; none to add one. */
  member?: TeamMember;
};

// The schema reads the blank optional fields as null and checks the rest: the server's own rule.
const resolver = zodResolver(teamMemberInput as never) as unknown as Resolver<FormValues, unknown, TeamMemberValues>;

/**
 * Add / edit a team member (spec 3 §2.1, §5): name, bio (rich text, 'Kindly add a bio'), e-mail,
 * phone, website and social links, and one or more roles from the form data ('Kindly pick a
 * role'). Save stays disabled while invalid; a 409 shows the server's message, a 422 its field
 * errors next to the fields.
 */
export function TeamMemberForm({ member, ...props }: TeamMemberFormProps) {
  const { control, card } = useAdminForm({
    ...props,
    saver: teamClient,
    record: member,
    title: { add: 'Add Team Member', edit: 'Edit Team Member' },
    resolver,
    defaultValues: valuesOf(member),
    fields: FIELDS,
  });

  return (
    <FormCard {...card}>
      <Grid container spacing={2.5}>
        <Grid size={12}>
          <FormTextField control={control} name="name" label="Name" required autoComplete="off" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="email_address" label="E-mail" type="email" autoComplete="off" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="phone_number" label="Phone number" type="tel" autoComplete="off" />
        </Grid>
        <Grid size={12}>
          <RolePicker control={control} />
        </Grid>
        <Grid size={12}>
          <FormRichTextField control={control} name="bio" label="Bio" required images />
        </Grid>
        <SocialLinkFields control={control} heading="Website and social links" />
      </Grid>
    </FormCard>
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
