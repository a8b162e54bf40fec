import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Person, UserGroupRow } from '@portal/contract/judging';
import { MSG } from '@portal/contract/messages';
import {
  MIN_RATINGS_TO_STANDARDISE,
  NORMALISATION_NOTES,
  type NormalisationBasis,
} from '@portal/contract/normalised-scores';
import { useState } from 'react';
import { Can } from '../../components/Can';
import { LogDialog } from '../../components/LogDialog';
import { ListScreen } from '../../components/list-screen/ListScreen';
import type { ListColumn, ListState, RowAction } from '../../components/list-screen/types';
import { InfoTip } from '../../components/RankedScores';
import { ScoreChip } from '../../components/ScoreChip';
import { fullName, initialsOf } from '../../lib/format';
import { fetchUserGroups, useRemoveJudge, userGroupKeys } from './api/user-groups';
import { JudgeForm } from './JudgeForm';

/** How a judge's scores count in the group's normalised scores, in a few words (the note is the tooltip). */
const BASIS_LABELS: Record<NormalisationBasis, string> = {
  standardised: 'Standardised',
  too_few: `Raw: fewer than ${MIN_RATINGS_TO_STANDARDISE} rated`,
  no_variance: 'Neutral: all scores alike',
};

type JudgesTabProps = {
  groupId: number;
  state: ListState;
  /** The users holding the Judge role (form data); undefined while it loads. */
  judges: Person[] | undefined;
};

/**
 * Judges of a group (spec 2 §2.3, user_group_view): #, Profile Pic, Name, Progress, Average (both
 * coloured by the score bands), how the judge's scores enter the normalised score (a note for
 * a judge with too few ratings or none apart), Total, search, Add Judge (user_group_create), Edit,
 * Remove (user_group_archive) and Log.
 */
export function JudgesTab({ groupId, state, judges }: JudgesTabProps) {
  const [form, setForm] = useState<{ row?: UserGroupRow } | null>(null);
  const [logFor, setLogFor] = useState<UserGroupRow | null>(null);
  const remove = useRemoveJudge();

  if (form) return <JudgeForm groupId={groupId} judges={judges ?? []} row={form.row} onDone={() => setForm(null)} />;

  const columns: ListColumn<UserGroupRow>[] = [
    {
      key: 'pic',
      header: 'Profile Pic',
      width: 72,
      hideOnSmall: true,
      render: (r) => (
        <Avatar
          src={r.user.prof_pic_thumb_url ?? undefined}
          alt=""
          sx={{ bgcolor: 'secondary.main' }}
          aria-hidden="true"
        >
          {initialsOf(fullName(r.user))}
        </Avatar>
      ),
    },
    {
      key: 'name',
      header: 'Name',
      primary: true,
      render: (r) => (
        <Stack>
          <span>{fullName(r.user)}</span>
          <Typography variant="caption" color="text.secondary">
            {r.user.email}
          </Typography>
        </Stack>
      ),
    },
    {
      key: 'progress',
      header: 'Progress',
      render: (r) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <ScoreChip score={r.progress} zeroLabel="0%" />
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {r.rated}/{r.total}
            {r.conflicts ? ` · ${r.conflicts} conflict${r.conflicts > 1 ? 's' : ''}` : ''}
          </Typography>
        </Stack>
      ),
    },
    { key: 'average', header: 'Average', render: (r) => <ScoreChip score={r.average} /> },
    {
      key: 'normalisation',
      header: 'In the normalised score',
      render: (r) => (
        <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center' }}>
          <Typography variant="body2">{BASIS_LABELS[r.normalisation]}</Typography>
          <InfoTip text={NORMALISATION_NOTES[r.normalisation]} />
        </Stack>
      ),
    },
  ];

  const actions: RowAction<UserGroupRow>[] = [
    {
      key: 'edit',
      label: 'Edit',
      icon: <EditIcon fontSize="small" />,
      permission: 'user_group_create',
      onClick: (row) => setForm({ row }),
    },
    {
      key: 'remove',
      label: 'Remove',
      icon: <DeleteIcon fontSize="small" />,
      color: 'error',
      permission: 'user_group_archive',
      onClick: (row) => void remove.run(row),
    },
    { key: 'log', label: 'Log', icon: <HistoryIcon fontSize="small" />, permission: 'log_view', onClick: setLogFor },
  ];

  return (
    <>
      <ListScreen<UserGroupRow>
        columns={columns}
        queryKey={userGroupKeys.list(groupId)}
        queryFn={(params, signal) => fetchUserGroups(groupId, params, signal)}
        getRowId={(r) => r.id}
        actions={actions}
        state={state}
        emptyText={MSG.noJudgeFound}
        searchLabel="Search judges"
        tableLabel="Judges of the group"
        besideTotal={
          <Can permission="user_group_create">
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({})} disabled={!judges}>
              Add Judge
            </Button>
          </Can>
        }
      />
      {logFor && (
        <LogDialog
          open
          model="UserGroup"
          recordId={logFor.id}
          recordLabel={fullName(logFor.user)}
          onClose={() => setLogFor(null)}
        />
      )}
    </>
  );
}
