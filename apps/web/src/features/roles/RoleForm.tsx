import { zodResolver } from '@hookform/resolvers/zod';
import LockIcon from '@mui/icons-material/Lock';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MSG } from '@portal/contract/messages';
import { type RoleItem, roleInput, roleLocks } from '@portal/contract/roles';
import { Controller, type Resolver } from 'react-hook-form';
import { FormTextField } from '../../components/form-fields/FormTextField';
import { LoadError } from '../../components/LoadError';
import { FormCard } from '../../components/resource-admin/FormCard';
import { type AdminFormProps, useAdminForm } from '../../components/resource-admin/use-admin-form';
import { useAllPermissions } from './api/all-permissions';
import { rolesClient } from './api/roles-client';
import { PermissionPicker } from './PermissionPicker';

type RoleFormValues = {
  name: string;
  guard_name: string;
  default_page: string;
  public: boolean;
  permissions: string[];
};

const FIELDS = ['name', 'guard_name', 'default_page', 'public', 'permissions'] as const;

const valuesOf = (role?: RoleItem): RoleFormValues => ({
  name: role?.name ?? '',
  guard_name: role?.guard_name ?? 'api',
  default_page: role?.default_page ?? '',
  public: role?.public ?? false,
  permissions: role?.permissions.map((p) => p.name) ?? [],
});

const resolver = zodResolver(roleInput as never) as unknown as Resolver<RoleFormValues>;

type RoleFormProps = AdminFormProps<RoleItem> & {
  /** The role to edit; none to add one. */
  role?: RoleItem;
};

/**
 * Add / edit a role (spec 3 §2.9, §5): name and guard (locked on the built-in roles), the page its
 * users land on, the public flag and the permissions through the two-list picker ('Please Pick at
 * Least One Permission'). System Admin holds every permission; Judge keeps its two.
 */
export function RoleForm({ role, ...props }: RoleFormProps) {
  const editing = role !== undefined;
  const { control, card } = useAdminForm({
    ...props,
    saver: rolesClient,
    record: role,
    title: { add: 'Add Role', edit: 'Edit Role' },
    resolver,
    defaultValues: valuesOf(role),
    fields: FIELDS,
    // An edited role is valid as loaded: let Save reflect it at once.
    validateOnEdit: true,
  });
  const locks = roleLocks(role?.name ?? '');
  const lockedName = editing && locks.locked;
  const permissions = useAllPermissions();

  return (
    <FormCard {...card} maxWidth={1100}>
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, sm: 6 }}>
          {lockedName ? (
            <LockedField label="Name" value={role.name} />
          ) : (
            <FormTextField control={control} name="name" label="Name" required autoComplete="off" />
          )}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {lockedName ? (
            <LockedField label="Guard name" value={role.guard_name} />
          ) : (
            <FormTextField
              control={control}
              name="guard_name"
              label="Guard name"
              required
              autoComplete="off"
              helperText="api for every role of this site"
            />
          )}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="default_page"
            label="Landing page"
            placeholder="/dashboard"
            autoComplete="off"
            helperText="Where its users land after signing in (optional)"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
          <Controller
            name="public"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                label="Public role"
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(e) => field.onChange(e.target.checked)}
                    onBlur={field.onBlur}
                  />
                }
              />
            )}
          />
        </Grid>
        <Grid size={12}>
          <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
            Permissions
          </Typography>
          {permissions.isError ? (
            <LoadError message={MSG.formDataFailed} onRetry={() => permissions.refetch()} />
          ) : !permissions.data ? (
            <Skeleton variant="rounded" height={360} aria-label="Loading the permissions" />
          ) : (
            <Controller
              name="permissions"
              control={control}
              render={({ field, fieldState }) => (
                <PermissionPicker
                  permissions={permissions.data}
                  value={field.value}
                  onChange={(names) => {
                    field.onChange(names);
                    field.onBlur();
                  }}
                  fixed={editing ? locks.fixedPermissions : []}
                  error={
                    fieldState.isTouched || fieldState.error?.type === 'server' ? fieldState.error?.message : undefined
                  }
                  helperText={
                    editing && locks.fixedPermissions !== 'all' && locks.fixedPermissions.length
                      ? `The ${role.name} role always holds ${locks.fixedPermissions.join(' and ')}.`
                      : 'Pick at least one'
                  }
                />
              )}
            />
          )}
        </Grid>
      </Grid>
    </FormCard>
  );
}

function LockedField({ label, value }: { label: string; value: string }) {
  return (
    <TextField
      label={label}
      value={value}
      fullWidth
      helperText="Built-in role: it cannot change"
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
  );
}
