import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { resourceMessages } from '@portal/contract/messages';
import type { Program } from '@portal/contract/programs';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading } from '../../app/Loading';
import { useSession } from '../../app/session';
import { AdminPage } from '../../components/AdminPage';
import { Can } from '../../components/Can';
import { formatDate } from '../../components/format';
import { LogDialog } from '../../components/LogDialog';
import { ListScreen } from '../../components/list-screen/ListScreen';
import type { ListColumn, RowAction } from '../../components/list-screen/types';
import { useListState } from '../../components/list-screen/useListState';
import { NoAccess } from '../../components/NoAccess';
import { useDeleteProgram } from './api/delete-program';
import { programKeys } from './api/keys';
import { fetchPrograms } from './api/list-programs';
import { useActivateProgram, useDeactivateProgram } from './api/set-program-active';
import { ProgramForm } from './ProgramForm';
import { ProgramShow } from './ProgramShow';

const text = resourceMessages('Program');

/** Views switched by state, not by route (spec 3 §2, §4): list, create/edit (edit = create with a program), show. */
type View =
  | { mode: 'list' }
  | { mode: 'form'; program?: Program; from: 'list' | 'show' }
  | { mode: 'show'; id: number; initial?: Program };

const columns: ListColumn<Program>[] = [
  { key: 'name', header: 'Name', render: (p) => p.name, primary: true },
  { key: 'deadline', header: 'Application deadline', render: (p) => formatDate(p.application_deadline) },
  { key: 'start', header: 'Start', render: (p) => formatDate(p.start_date) },
  { key: 'end', header: 'End', render: (p) => formatDate(p.end_date) },
  {
    key: 'active',
    header: 'Active',
    render: (p) => (
      <Chip
        size="small"
        label={p.active ? 'Yes' : 'No'}
        color={p.active ? 'success' : 'default'}
        variant={p.active ? 'filled' : 'outlined'}
      />
    ),
  },
];

/** /programs (spec 3 §2.3): needs program_view; every action is gated by its own permission. */
export default function ProgramsScreen() {
  const { can, loading } = useSession();
  if (loading) return <Loading />;
  return <AdminPage>{can('program_view') ? <Programs /> : <NoAccess />}</AdminPage>;
}

function Programs() {
  const [view, setView] = useState<View>({ mode: 'list' });
  const [logFor, setLogFor] = useState<Program | null>(null);
  const listState = useListState();
  const queryClient = useQueryClient();
  const remove = useDeleteProgram();
  const activate = useActivateProgram();
  const deactivate = useDeactivateProgram();

  const actions: RowAction<Program>[] = [
    {
      key: 'view',
      label: 'View',
      icon: <VisibilityIcon fontSize="small" />,
      permission: 'program_view',
      onClick: (p) => setView({ mode: 'show', id: p.id, initial: p }),
    },
    {
      key: 'edit',
      label: 'Edit',
      icon: <EditIcon fontSize="small" />,
      permission: 'program_edit',
      onClick: (p) => setView({ mode: 'form', program: p, from: 'list' }),
    },
    {
      key: 'delete',
      label: 'Delete',
      icon: <DeleteIcon fontSize="small" />,
      color: 'error',
      permission: 'program_archive',
      onClick: (p) => void remove.run(p),
    },
    {
      key: 'activate',
      label: 'Activate',
      icon: <ToggleOffIcon fontSize="small" />,
      permission: 'program_activate',
      show: (p) => p.active === 0,
      onClick: (p) => void activate.run(p),
    },
    {
      key: 'deactivate',
      label: 'Deactivate',
      icon: <ToggleOnIcon fontSize="small" />,
      color: 'success',
      permission: 'program_deactivate',
      show: (p) => p.active === 1,
      onClick: (p) => void deactivate.run(p),
    },
    {
      key: 'log',
      label: 'Log',
      icon: <HistoryIcon fontSize="small" />,
      permission: 'log_view',
      onClick: (p) => setLogFor(p),
    },
  ];

  if (view.mode === 'form') {
    const back = () =>
      setView(view.from === 'show' && view.program ? { mode: 'show', id: view.program.id } : { mode: 'list' });
    return (
      <ProgramForm
        program={view.program}
        onCancel={back}
        onSaved={(saved) =>
          setView(view.from === 'show' ? { mode: 'show', id: saved.id, initial: saved } : { mode: 'list' })
        }
        onCreateFailed={() => {
          // Spec 3 §4: after a failed create the screen returns to the list and reloads page 1.
          listState.reset();
          setView({ mode: 'list' });
          void queryClient.invalidateQueries({ queryKey: programKeys.lists });
        }}
      />
    );
  }

  if (view.mode === 'show') {
    return (
      <ProgramShow
        id={view.id}
        initial={view.initial}
        onBack={() => setView({ mode: 'list' })}
        onEdit={(p) => setView({ mode: 'form', program: p, from: 'show' })}
      />
    );
  }

  return (
    <>
      <ListScreen<Program>
        title="Programs"
        columns={columns}
        queryKey={programKeys.lists}
        queryFn={fetchPrograms}
        getRowId={(p) => p.id}
        actions={actions}
        state={listState}
        emptyText={text.empty}
        searchLabel="Search programs"
        toolbar={
          <Can permission="program_create">
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setView({ mode: 'form', from: 'list' })}>
              Add Program
            </Button>
          </Can>
        }
      />
      {logFor && (
        <LogDialog
          open
          model="Program"
          recordId={logFor.id}
          recordLabel={logFor.name}
          onClose={() => setLogFor(null)}
        />
      )}
    </>
  );
}
