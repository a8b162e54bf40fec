import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { AdminUser } from '@portal/contract/users';
import { ActiveChip } from '../../components/ActiveChip';
import { DetailList } from '../../components/DetailList';
import { PictureAndDetails } from '../../components/PictureAndDetails';
import { ShowPanel } from '../../components/resource-admin/ShowPanel';
import { formatNumericDateTime } from '../../lib/format';
import { usersClient } from './api/users-client';
import { TwoFactorReset } from './TwoFactorAdmin';
import { UserPicture } from './UserAvatar';
import { UserRoles } from './UserRoles';

export const fullName = (u: Pick<AdminUser, 'first_name' | 'middle_name' | 'last_name'>) =>
  [u.first_name, u.middle_name, u.last_name].filter(Boolean).join(' ');

type UserShowProps = {
  id: number;
  /** The list row, shown while the fresh copy loads. */
  initial?: AdminUser;
  onEdit: (user: AdminUser) => void;
  onBack: () => void;
};

/** A user's read-only details (spec 3 §2.8): e-mail, phone, creation date, active, roles; Edit and Log. */
export function UserShow({ id, initial, onEdit, onBack }: UserShowProps) {
  return (
    <ShowPanel
      query={usersClient.useOne(id, initial)}
      backLabel="Back to Users"
      onBack={onBack}
      title={fullName}
      log={{ model: 'User', label: fullName }}
      edit={{ permission: 'user_edit', onEdit }}
      focusOnOpen
    >
      {(user) => (
        <PictureAndDetails
          picture={
            <Box sx={{ flexShrink: 0, alignSelf: { xs: 'center', md: 'flex-start' } }}>
              <UserPicture user={user} size={120} initial />
            </Box>
          }
        >
          <DetailList
            items={[
              { label: 'E-mail', value: <Link href={`mailto:${user.email}`}>{user.email}</Link> },
              { label: 'Phone number', value: user.phone_number },
              { label: 'Roles', value: <UserRoles roles={user.roles} /> },
              { label: 'Account active', value: <ActiveChip active={user.active} /> },
              { label: 'Account creation date', value: formatNumericDateTime(user.created_at) },
            ]}
          />
          <Box sx={{ mt: 2 }}>
            <TwoFactorReset userId={user.id} name={fullName(user)} />
          </Box>
        </PictureAndDetails>
      )}
    </ShowPanel>
  );
}
