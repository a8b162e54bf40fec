import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { GroupVentureRow } from '@portal/contract/judging';
import { MSG } from '@portal/contract/messages';
import { useState } from 'react';
import { Can } from '../../components/Can';
import { LogDialog } from '../../components/LogDialog';
import { ListScreen } from '../../components/list-screen/ListScreen';
import type { ListColumn, ListState, RowAction } from '../../components/list-screen/types';
import { NormalisedCell, NormalisedHeader, RankedScore } from '../../components/RankedScores';
import { ScoreChip } from '../../components/ScoreChip';
import { LIST_SORTS, ScoreSortSelect, scoreSortParam } from '../../components/ScoreSortSelect';
import { useSearchParam } from '../../components/use-search-param';
import { formatNumericDateTime, fullName } from '../../lib/format';
import { useSession } from '../../lib/session';
import { ApplicationImages } from '../applications';
import { fetchGroupVentures, groupVentureKeys, useRemoveGroupVenture } from './api/group-ventures';
import { ScoreSpread } from './ScoreSpread';
import { VentureForm } from './VentureForm';

type GroupVenturesTabProps = {
  groupId: number;
  state: ListState;
  onView: (row: GroupVentureRow) => void;
};

/**
 * Ventures of a group (spec 2 §2.3): search, Total, Add Venture (group_assign_venture), rows with
 * Images, Principal Founder, Venture, Rating, Date Added and View / Edit / Remove / Log. The
 * Rating is the judge's own score for a judge ("Not rated" before), the judges' mean for staff
 * holding application_view, who also see the normalised score, both ranks in the group with the
 * mark where they disagree, and the spread of the judges' scores.
 */
export function GroupVenturesTab({ groupId, state, onView }: GroupVenturesTabProps) {
  const { can } = useSession();
  const staff = can('application_view');
  const [form, setForm] = useState<{ row?: GroupVentureRow } | null>(null);
  const [logFor, setLogFor] = useState<GroupVentureRow | null>(null);
  const remove = useRemoveGroupVenture();
  // `&sort=raw|normalised` (staff): kept in the address with the open group.
  const [sort, setSort] = useSearchParam('sort', LIST_SORTS, 'newest');
  const sortParam = staff ? scoreSortParam(sort) : undefined;

  if (form) return <VentureForm groupId={groupId} row={form.row} onDone={() => setForm(null)} />;

  const columns: ListColumn<GroupVentureRow>[] = [
    { key: 'images', header: 'Images', render: (r) => <ApplicationImages row={r} />, hideOnSmall: true, width: 104 },
    { key: 'founder', header: 'Principal Founder', render: (r) => fullName(r.user) },
    { key: 'venture', header: 'Venture', render: (r) => r.venture.name ?? '-', primary: true },
    {
      key: 'rating',
      header: staff ? 'Rating' : 'Your rating',
      render: (r) =>
        staff ? (
          <RankedScore score={r.individualScore ?? 0} rank={r.ranks?.raw ?? null} kind="raw" />
        ) : r.rated ? (
          <ScoreChip score={r.individualScore ?? 0} />
        ) : (
          <Chip size="small" variant="outlined" label="Not rated" />
        ),
    },
    ...(staff
      ? [
          {
            key: 'normalised',
            header: <NormalisedHeader />,
            render: (r: GroupVentureRow) => <NormalisedCell score={r.normalisedScore ?? 0} ranks={r.ranks} />,
          },
          {
            key: 'spread',
            header: "Judges' scores",
            render: (r: GroupVentureRow) =>
              r.spread ? <ScoreSpread spread={r.spread} groupId={r.group_id} ventureId={r.venture_id} /> : null,
          },
        ]
      : []),
    {
      key: 'date',
      header: 'Date Added',
      render: (r) => <span style={{ whiteSpace: 'nowrap' }}>{formatNumericDateTime(r.created_at)}</span>,
      hideOnSmall: true,
    },
  ];

  const actions: RowAction<GroupVentureRow>[] = [
    {
      key: 'view',
      label: staff ? 'View' : 'Rate',
      icon: <VisibilityIcon fontSize="small" />,
      onClick: onView,
    },
    {
      key: 'edit',
      label: 'Edit',
      icon: <EditIcon fontSize="small" />,
      permission: 'group_assign_venture',
      onClick: (row) => setForm({ row }),
    },
    {
      key: 'remove',
      label: 'Remove',
      icon: <DeleteIcon fontSize="small" />,
      color: 'error',
      permission: 'group_venture_archive',
      onClick: (row) => void remove.run(row),
    },
    { key: 'log', label: 'Log', icon: <HistoryIcon fontSize="small" />, permission: 'log_view', onClick: setLogFor },
  ];

  return (
    <Stack spacing={2}>
      {staff && (
        <ScoreSortSelect
          value={sort}
          ownOrder="Order added"
          onChange={(s) => {
            setSort(s);
            state.setPage(1);
          }}
        />
      )}
      <ListScreen<GroupVentureRow>
        columns={columns}
        queryKey={[...groupVentureKeys.list(groupId), sortParam ?? 'added']}
        queryFn={(params, signal) => fetchGroupVentures(groupId, { ...params, sort: sortParam }, signal)}
        getRowId={(r) => r.id}
        actions={actions}
        state={state}
        emptyText={MSG.noVentureFound}
        searchLabel="Search ventures"
        tableLabel="Ventures of the group"
        besideTotal={
          <Can permission="group_assign_venture">
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({})}>
              Add Venture
            </Button>
          </Can>
        }
      />
      {logFor && (
        <LogDialog
          open
          model="GroupVenture"
          recordId={logFor.id}
          recordLabel={logFor.venture.name ?? ''}
          onClose={() => setLogFor(null)}
        />
      )}
    </Stack>
  );
}
