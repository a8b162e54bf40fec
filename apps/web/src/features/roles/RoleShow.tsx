import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PERMISSION_GROUPS } from '@portal/contract/permissions';
import type { PermissionItem, RoleItem } from '@portal/contract/roles';
import { DetailList } from '../../components/DetailList';
import { ShowPanel } from '../../components/resource-admin/ShowPanel';
import { formatNumber, formatNumericDateTime, yesNo } from '../../lib/format';
import { useAllPermissions } from './api/all-permissions';
import { rolesClient } from './api/roles-client';
import { PermissionName } from './PermissionPicker';

type RoleShowProps = {
  id: number;
  initial?: RoleItem;
  onEdit: (role: RoleItem) => void;
  onBack: () => void;
};

/** A role's details and its permissions as read-only checkboxes, by area (spec 3 §2.9). */
export function RoleShow({ id, initial, onEdit, onBack }: RoleShowProps) {
  return (
    <ShowPanel
      query={rolesClient.useOne(id, initial)}
      backLabel="Back to Roles"
      onBack={onBack}
      title={(r) => r.name}
      log={{ model: 'Role', label: (r) => r.name }}
      edit={{ permission: 'role_edit', onEdit }}
      focusOnOpen
    >
      {(role) => (
        <Stack spacing={3}>
          <DetailList
            items={[
              { label: 'Name', value: role.name },
              { label: 'Guard name', value: role.guard_name },
              { label: 'Landing page', value: role.default_page },
              { label: 'Public role', value: yesNo(role.public) },
              { label: 'Users holding it', value: formatNumber(role.users_count) },
              { label: 'Created', value: formatNumericDateTime(role.created_at) },
            ]}
          />
          <PermissionCheckboxes granted={role.permissions} />
        </Stack>
      )}
    </ShowPanel>
  );
}

const AREA_LABELS: Record<string, string> = {
  newsFeed: 'News feed',
  pastCohort: 'Past cohort',
  contactUs: 'Contact inbox',
  groupVenture: 'Group ventures',
  userGroup: 'Group judges',
};
const areaLabel = (key: string) => AREA_LABELS[key] ?? key.charAt(0).toUpperCase() + key.slice(1);

/** Every permission, checked when the role holds it, grouped by area. */
function PermissionCheckboxes({ granted }: { granted: readonly PermissionItem[] }) {
  const all = useAllPermissions();
  const held = new Set(granted.map((p) => p.name));
  const known = new Set<string>(Object.values(PERMISSION_GROUPS).flat());
  const names = all.data?.map((p) => p.name) ?? granted.map((p) => p.name);
  const groups = [
    ...Object.entries(PERMISSION_GROUPS).map(([key, list]) => ({
      area: areaLabel(key),
      list: list.filter((n) => names.includes(n)),
    })),
    { area: 'Other', list: names.filter((n) => !known.has(n)) },
  ].filter((g) => g.list.length > 0);

  return (
    <Box component="section" aria-labelledby="role-permissions">
      <Typography id="role-permissions" variant="h6" component="h2" sx={{ mb: 1 }}>
        Permissions ({formatNumber(held.size)})
      </Typography>
      {!all.data && all.isPending ? (
        <Skeleton variant="rounded" height={200} />
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' }, gap: 2 }}>
          {groups.map(({ area, list }) => (
            <Box
              key={area}
              component="fieldset"
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, px: 1.5 }}
            >
              <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
                {area}
              </Typography>
              <FormGroup>
                {list.map((name) => (
                  <FormControlLabel
                    key={name}
                    label={<PermissionName name={name} />}
                    control={<Checkbox checked={held.has(name)} readOnly size="small" sx={{ py: 0.5 }} />}
                  />
                ))}
              </FormGroup>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
