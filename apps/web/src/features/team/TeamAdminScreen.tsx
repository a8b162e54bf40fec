import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { TeamMember } from '@portal/contract/team';
import { useQueryClient } from '@tanstack/react-query';
import { ActiveChip } from '../../components/ActiveChip';
import type { ListColumn } from '../../components/list-screen/types';
import { useListState } from '../../components/list-screen/useListState';
import { ResourceList } from '../../components/resource-admin/ResourceList';
import { useAdminViews } from '../../components/resource-admin/use-admin-views';
import { formatNumericDateTime } from '../../lib/format';
import { teamClient } from './api/team-client';
import { TeamMemberAvatar } from './TeamMemberAvatar';
import { TeamMemberForm } from './TeamMemberForm';
import { TeamMemberShow } from './TeamMemberShow';
import { roleNames } from './team-format';

const columns: ListColumn<TeamMember>[] = [
  { key: 'image', header: 'Image', width: 72, render: (m) => <TeamMemberAvatar member={m} /> },
  { key: 'name', header: 'Name', render: (m) => m.name, primary: true },
  {
    key: 'roles',
    header: 'Roles',
    render: (m) => (
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }} component="span">
        {roleNames(m).map((r) => (
          <Chip key={r} label={r} size="small" variant="outlined" />
        ))}
      </Stack>
    ),
  },
  { key: 'active', header: 'Active', render: (m) => <ActiveChip active={m.active} /> },
  { key: 'created', header: 'Date added', render: (m) => formatNumericDateTime(m.created_at) },
];

/** /team-admin (spec 3 §2.1): needs team_view; every action is gated by its own permission. */
export default function TeamAdminScreen() {
  const views = useAdminViews<TeamMember>();
  const { view } = views;
  const listState = useListState();
  const queryClient = useQueryClient();

  if (view.mode === 'form') {
    return (
      <TeamMemberForm
        member={view.record}
        onCancel={() => views.leaveForm()}
        onSaved={(saved) => views.leaveForm(saved)}
        onCreateFailed={() => {
          // Spec 3 §4: after a failed create the screen returns to the list and reloads page 1.
          listState.reset();
          views.toList();
          void queryClient.invalidateQueries({ queryKey: teamClient.keys.lists });
        }}
      />
    );
  }

  if (view.mode === 'show') {
    return (
      <TeamMemberShow
        id={view.id}
        initial={view.initial}
        onBack={views.toList}
        onEdit={(m) => views.toEdit(m, 'show')}
      />
    );
  }

  return (
    <ResourceList
      client={teamClient}
      title="Team"
      columns={columns}
      permission="team"
      model="TeamMember"
      recordLabel={(m) => m.name}
      addLabel="Add Team Member"
      onAdd={views.toCreate}
      onView={views.toShow}
      onEdit={(m) => views.toEdit(m)}
      state={listState}
      searchLabel="Search team members"
    />
  );
}
