import { type RoleItem, roleLocks } from '@portal/contract/roles';
import { useQueryClient } from '@tanstack/react-query';
import type { ListColumn } from '../../components/list-screen/types';
import { useListState } from '../../components/list-screen/useListState';
import { ResourceList } from '../../components/resource-admin/ResourceList';
import { useAdminViews } from '../../components/resource-admin/use-admin-views';
import { formatNumber, yesNo } from '../../lib/format';
import { rolesClient } from './api/roles-client';
import { RoleForm } from './RoleForm';
import { RoleShow } from './RoleShow';

const columns: ListColumn<RoleItem>[] = [
  { key: 'name', header: 'Name', render: (r) => r.name, primary: true },
  { key: 'guard', header: 'Guard', render: (r) => r.guard_name },
  { key: 'page', header: 'Landing page', render: (r) => r.default_page ?? '—' },
  { key: 'public', header: 'Public', render: (r) => yesNo(r.public) },
  { key: 'permissions', header: 'Permissions', render: (r) => formatNumber(r.permissions.length), align: 'right' },
  { key: 'users', header: 'Users', render: (r) => formatNumber(r.users_count), align: 'right' },
];

/** /roles (spec 3 §2.9): needs role_view; each action is gated by its own permission. */
export default function RolesScreen() {
  const views = useAdminViews<RoleItem>();
  const { view } = views;
  const listState = useListState();
  const queryClient = useQueryClient();

  if (view.mode === 'form') {
    return (
      <RoleForm
        role={view.record}
        onCancel={() => views.leaveForm()}
        onSaved={(saved) => views.leaveForm(saved)}
        onCreateFailed={() => {
          listState.reset();
          views.toList();
          void queryClient.invalidateQueries({ queryKey: rolesClient.keys.lists });
        }}
      />
    );
  }

  if (view.mode === 'show') {
    return (
      <RoleShow id={view.id} initial={view.initial} onBack={views.toList} onEdit={(r) => views.toEdit(r, 'show')} />
    );
  }

  return (
    <ResourceList
      client={rolesClient}
      title="Roles"
      columns={columns}
      permission="role"
      model="Role"
      recordLabel={(r) => r.name}
      addLabel="Add Role"
      onAdd={views.toCreate}
      onView={views.toShow}
      onEdit={(r) => views.toEdit(r)}
      activatable={false}
      // The built-in roles cannot be deleted (spec 3 §5; the server refuses it too).
      hideAction={(key, r) => key === 'delete' && roleLocks(r.name).locked}
      state={listState}
      searchLabel="Search roles"
    />
  );
}
