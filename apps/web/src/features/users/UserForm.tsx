import { zodResolver } from '@hookform/resolvers/zod';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import LockIcon from '@mui/icons-material/Lock';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { email as emailRule } from '@portal/contract/common';
import { MSG } from '@portal/contract/messages';
import { type AdminUser, type AdminUserCreateInput, adminUserInput } from '@portal/contract/users';
import { useMemo, useState } from 'react';
import { type Control, Controller, type Resolver } from 'react-hook-form';
import { FormTextField } from '../../components/form-fields/FormTextField';
import { LoadError } from '../../components/LoadError';
import { FormCard } from '../../components/resource-admin/FormCard';
import { type AdminFormProps, useAdminForm } from '../../components/resource-admin/use-admin-form';
import { useAdminFormData } from './api/admin-form-data';
import { usersClient } from './api/users-client';
import { generatePassword } from './generate-password';

export type UserFormValues = {
  first_name: string;
  middle_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  password: string;
  roles: number[];
};

const FIELDS = ['first_name', 'middle_name', 'last_name', 'email', 'phone_number', 'password', 'roles'] as const;

const valuesOf = (user?: AdminUser): UserFormValues => ({
  first_name: user?.first_name ?? '',
  middle_name: user?.middle_name ?? '',
  last_name: user?.last_name ?? '',
  email: user?.email ?? '',
  phone_number: user?.phone_number ?? '',
  password: '',
  roles: user?.roles.map((r) => r.id) ?? [],
});

/**
 * The server's own rules (contract `adminUserInput`): on create the e-mail and the password are
 * required; on edit the e-mail is locked (not checked, not sent) and a blank password keeps the
 * current one.
 */
function userResolver(editing: boolean): Resolver<UserFormValues> {
  const schema = editing ? adminUserInput(true) : adminUserInput(false).extend({ email: emailRule });
  return zodResolver(schema as never) as unknown as Resolver<UserFormValues>;
}

type UserFormProps = AdminFormProps<AdminUser> & {
  /** The user to edit; none to add one. */
  user?: AdminUser;
};

/**
 * Add / edit a user (spec 3 §2.8, §5): names, e-mail (locked when editing), phone, password with
 * the 10-character generator (required on create; blank on edit keeps the current one) and the
 * roles as checkboxes. Save stays disabled while the form is invalid; a 409 (taken e-mail, last
 * System Admin) shows the server's message, a 422 its field errors next to the fields.
 */
export function UserForm({ user, ...props }: UserFormProps) {
  const editing = user !== undefined;
  const { control, card } = useAdminForm({
    ...props,
    saver: usersClient,
    record: user,
    title: { add: 'Add User', edit: 'Edit User' },
    resolver: useMemo(() => userResolver(editing), [editing]),
    defaultValues: valuesOf(user),
    fields: FIELDS,
    toInput: ({ email, password, ...rest }): Partial<AdminUserCreateInput> =>
      editing ? { ...rest, password } : { ...rest, email, password },
  });

  return (
    <FormCard {...card}>
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField control={control} name="first_name" label="First name" required autoComplete="off" />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField control={control} name="middle_name" label="Middle name" autoComplete="off" />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField control={control} name="last_name" label="Last name" required autoComplete="off" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {editing ? (
            <TextField
              label="E-mail"
              value={user.email}
              fullWidth
              helperText="The e-mail cannot change"
              slotProps={{
                htmlInput: { readOnly: true },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <LockIcon color="action" titleAccess="Locked" />
                    </InputAdornment>
                  ),
                },
              }}
            />
          ) : (
            <FormTextField
              control={control}
              name="email"
              label="E-mail"
              required
              type="email"
              inputMode="email"
              autoComplete="off"
            />
          )}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="phone_number"
            label="Phone number"
            required
            type="tel"
            inputMode="tel"
            autoComplete="off"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <GeneratedPasswordField control={control} required={!editing} />
        </Grid>
        <Grid size={12}>
          <RoleCheckboxes control={control} />
        </Grid>
      </Grid>
    </FormCard>
  );
}

/**
 * The password, with show/hide and Generate: a generated password is shown in clear so the admin
 * can pass it on (spec 3 §5: 10 random characters from lowercase, uppercase, digits and symbols).
 */
export function GeneratedPasswordField({ control, required }: { control: Control<UserFormValues>; required: boolean }) {
  const [shown, setShown] = useState(false);
  return (
    <Controller
      name="password"
      control={control}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...field}
          inputRef={ref}
          label="Password"
          required={required}
          type={shown ? 'text' : 'password'}
          fullWidth
          autoComplete="new-password"
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? (required ? 'Or generate one' : MSG.passwordKeep)}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={shown ? 'Hide password' : 'Show password'}
                    aria-pressed={shown}
                    onClick={() => setShown((s) => !s)}
                    onMouseDown={(e) => e.preventDefault()}
                  >
                    {shown ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                  <Tooltip title="Generate a password">
                    <IconButton
                      aria-label="Generate a password"
                      edge="end"
                      onClick={() => {
                        field.onChange(generatePassword());
                        setShown(true);
                      }}
                    >
                      <AutorenewIcon />
                    </IconButton>
                  </Tooltip>
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}

/** The roles as checkboxes (spec 3 §2.8), from `GET /api/user?type=adminFormData`. */
function RoleCheckboxes({ control }: { control: Control<UserFormValues> }) {
  const formData = useAdminFormData();
  if (formData.isError) return <LoadError message={MSG.formDataFailed} onRetry={() => formData.refetch()} />;
  return (
    <Controller
      name="roles"
      control={control}
      render={({ field, fieldState }) => (
        <FormControl component="fieldset" error={!!fieldState.error} fullWidth>
          <FormLabel component="legend">Roles</FormLabel>
          {formData.data ? (
            <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
              {formData.data.roles.map((role) => (
                <FormControlLabel
                  key={role.id}
                  label={role.name}
                  control={
                    <Checkbox
                      checked={field.value.includes(role.id)}
                      onChange={(e) =>
                        field.onChange(
                          e.target.checked ? [...field.value, role.id] : field.value.filter((id) => id !== role.id),
                        )
                      }
                      onBlur={field.onBlur}
                    />
                  }
                />
              ))}
            </FormGroup>
          ) : (
            <Skeleton height={48} aria-label="Loading the roles" />
          )}
          <FormHelperText>
            {fieldState.error?.message ?? 'None picked: the user signs in without access'}
          </FormHelperText>
        </FormControl>
      )}
    />
  );
}
