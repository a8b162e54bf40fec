import type { Program } from '@portal/contract/programs';
import { useQueryClient } from '@tanstack/react-query';
import { ActiveChip } from '../../components/ActiveChip';
import type { ListColumn } from '../../components/list-screen/types';
import { useListState } from '../../components/list-screen/useListState';
import { ResourceList } from '../../components/resource-admin/ResourceList';
import { useAdminViews } from '../../components/resource-admin/use-admin-views';
import { formatNumericDate } from '../../lib/format';
import { programsClient } from './api/programs-client';
import { ProgramForm } from './ProgramForm';
import { ProgramShow } from './ProgramShow';

const columns: ListColumn<Program>[] = [
  { key: 'name', header: 'Name', render: (p) => p.name, primary: true },
  { key: 'deadline', header: 'Application deadline', render: (p) => formatNumericDate(p.application_deadline) },
  { key: 'start', header: 'Start', render: (p) => formatNumericDate(p.start_date) },
  { key: 'end', header: 'End', render: (p) => formatNumericDate(p.end_date) },
  { key: 'active', header: 'Active', render: (p) => <ActiveChip active={p.active} /> },
];

/** /programs (spec 3 §2.3): needs program_view; every action is gated by its own permission. */
export default function ProgramsScreen() {
  const views = useAdminViews<Program>();
  const { view } = views;
  const listState = useListState();
  const queryClient = useQueryClient();

  if (view.mode === 'form') {
    return (
      <ProgramForm
        program={view.record}
        onCancel={() => views.leaveForm()}
        onSaved={(saved) => views.leaveForm(saved)}
        onCreateFailed={() => {
          // Spec 3 §4: after a failed create the screen returns to the list and reloads page 1.
          listState.reset();
          views.toList();
          void queryClient.invalidateQueries({ queryKey: programsClient.keys.lists });
        }}
      />
    );
  }

  if (view.mode === 'show') {
    return (
      <ProgramShow id={view.id} initial={view.initial} onBack={views.toList} onEdit={(p) => views.toEdit(p, 'show')} />
    );
  }

  return (
    <ResourceList
      client={programsClient}
      title="Programs"
      columns={columns}
      permission="program"
      model="Program"
      recordLabel={(p) => p.name}
      addLabel="Add Program"
      onAdd={views.toCreate}
      onView={views.toShow}
      onEdit={(p) => views.toEdit(p)}
      state={listState}
      searchLabel="Search programs"
    />
  );
}
