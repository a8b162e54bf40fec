import type { AdminUser } from '@portal/contract/users';
import { useQueryClient } from '@tanstack/react-query';
import { ActiveChip } from '../../components/ActiveChip';
import type { ListColumn } from '../../components/list-screen/types';
import { useListState } from '../../components/list-screen/useListState';
import { ResourceList } from '../../components/resource-admin/ResourceList';
import { useAdminViews } from '../../components/resource-admin/use-admin-views';
import { formatNumericDateTime } from '../../lib/format';
import { useSession } from '../../lib/session';
import { usersClient } from './api/users-client';
import { TwoFactorRequirement } from './TwoFactorAdmin';
import { UserPicture } from './UserAvatar';
import { UserForm } from './UserForm';
import { UserRoles } from './UserRoles';
import { fullName, UserShow } from './UserShow';

const columns: ListColumn<AdminUser>[] = [
  { key: 'pic', header: 'Pic', render: (u) => <UserPicture user={u} size={36} />, width: 56, hideOnSmall: true },
  { key: 'name', header: 'Name', render: fullName, primary: true },
  { key: 'email', header: 'Email', render: (u) => u.email },
  { key: 'roles', header: 'Role(s)', render: (u) => <UserRoles roles={u.roles} /> },
  { key: 'active', header: 'Account Active', render: (u) => <ActiveChip active={u.active} /> },
  { key: 'created', header: 'Account Creation Date', render: (u) => formatNumericDateTime(u.created_at) },
];

/** /users (spec 3 §2.8): needs user_view; every action is gated by its own permission. */
export default function UsersScreen() {
  const views = useAdminViews<AdminUser>();
  const { view } = views;
  const listState = useListState();
  const queryClient = useQueryClient();
  const { user: me } = useSession();

  if (view.mode === 'form') {
    return (
      <UserForm
        user={view.record}
        onCancel={() => views.leaveForm()}
        onSaved={(saved) => views.leaveForm(saved)}
        onCreateFailed={() => {
          // Spec 3 §4: after a failed create the screen returns to the list and reloads page 1.
          listState.reset();
          views.toList();
          void queryClient.invalidateQueries({ queryKey: usersClient.keys.lists });
        }}
      />
    );
  }

  if (view.mode === 'show') {
    return (
      <UserShow id={view.id} initial={view.initial} onBack={views.toList} onEdit={(u) => views.toEdit(u, 'show')} />
    );
  }

  return (
    <>
      <TwoFactorRequirement />
      <ResourceList
        client={usersClient}
        title="Users"
        columns={columns}
        permission="user"
        model="User"
        recordLabel={fullName}
        addLabel="Add User"
        onAdd={views.toCreate}
        onView={views.toShow}
        onEdit={(u) => views.toEdit(u)}
        // Nobody deletes or deactivates themself (the server refuses it too).
        hideAction={(key, u) => u.id === me?.id && (key === 'delete' || key === 'deactivate')}
        state={listState}
        searchLabel="Search users"
      />
    </>
  );
}
