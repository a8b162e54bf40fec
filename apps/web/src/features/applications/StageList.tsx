import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import HistoryIcon from '@mui/icons-material/History';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Stack from '@mui/material/Stack';
import type { ApplicationRow } from '@portal/contract/application-review';
import { movesFrom, STAGE_LABELS, type Stage } from '@portal/contract/application-stages';
import { MSG } from '@portal/contract/messages';
import { DownloadButton } from '../../components/DownloadButton';
import { ListScreen } from '../../components/list-screen/ListScreen';
import type { ListColumn, ListState, RowAction } from '../../components/list-screen/types';
import { NormalisedCell, NormalisedHeader, RankedScore } from '../../components/RankedScores';
import { type ListSort, ScoreSortSelect, scoreSortParam } from '../../components/ScoreSortSelect';
import { formatNumericDateTime, fullName } from '../../lib/format';
import { ApplicationCard } from './ApplicationCard';
import { ApplicationImages } from './ApplicationImages';
import { applicationKeys } from './api/keys';
import { fetchStageList } from './api/stage-list';
import { fetchStageReport, stageReportName } from './api/stage-report';
import { NA } from './detail/Section';
import { useDeleteApplication, useStageMove } from './use-application-actions';

type StageListProps = {
  stage: Stage;
  state: ListState;
  onView: (row: ApplicationRow) => void;
  onLog: (row: ApplicationRow) => void;
  /** A row left this list (moved or deleted): the focus it held needs a new place. */
  onRowGone?: () => void;
  /** The list's order (the screen keeps it in the address). */
  sort: ListSort;
  onSortChange: (sort: ListSort) => void;
};

/**
 * One stage's applications (spec 2 §2.1): search, Download CSV, Total, a table (cards on a phone)
 * with #, Images, Principal Founder, Venture, Rating and Normalised with their ranks in the list
 * and the mark where those disagree (not on Submitted, which nobody rates; there the sort is
 * hidden too), Source, Date Added and the row actions: View, the stage moves (a menu), Delete
 * and Log, each only with its permission.
 */
export function StageList({ stage, state, onView, onLog, onRowGone, sort, onSortChange }: StageListProps) {
  const move = useStageMove();
  const remove = useDeleteApplication();
  const showRating = stage !== 'submitted';
  const sortParam = showRating ? scoreSortParam(sort) : undefined;

  const columns: ListColumn<ApplicationRow>[] = [
    { key: 'images', header: 'Images', render: (r) => <ApplicationImages row={r} />, hideOnSmall: true, width: 104 },
    { key: 'founder', header: 'Principal Founder', render: (r) => fullName(r.user), primary: true },
    { key: 'venture', header: 'Venture', render: (r) => r.venture?.name || NA },
    ...(showRating
      ? [
          {
            key: 'rating',
            header: 'Rating',
            render: (r: ApplicationRow) => (
              <RankedScore score={r.applicationScore} rank={r.ranks?.raw ?? null} kind="raw" />
            ),
          },
          {
            key: 'normalised',
            header: <NormalisedHeader />,
            render: (r: ApplicationRow) => <NormalisedCell score={r.normalisedScore} ranks={r.ranks} />,
          },
        ]
      : []),
    { key: 'source', header: 'Source', render: (r) => r.marketing_source?.name ?? NA },
    {
      key: 'date',
      header: 'Date Added',
      render: (r) => <span style={{ whiteSpace: 'nowrap' }}>{formatNumericDateTime(r.created_at)}</span>,
    },
  ];

  const actions: RowAction<ApplicationRow>[] = [
    { key: 'view', label: 'View', icon: <VisibilityIcon fontSize="small" />, onClick: onView },
    {
      key: 'move',
      label: 'Move Stage',
      icon: <DriveFileMoveIcon fontSize="small" />,
      color: 'primary',
      permission: 'application_review',
      menu: (r) =>
        movesFrom(r.stage).map((m) => ({
          key: m.level,
          label: m.label,
          icon:
            m.direction === 'up' ? (
              <ArrowUpwardIcon fontSize="small" color="success" />
            ) : (
              <ArrowDownwardIcon fontSize="small" color="warning" />
            ),
          onClick: () =>
            void move
              .run({ id: r.id, move: m, name: fullName(r.user), email: r.user.email })
              .then((o) => o.status === 'done' && onRowGone?.()),
        })),
    },
    {
      key: 'delete',
      label: 'Delete',
      icon: <DeleteIcon fontSize="small" />,
      color: 'error',
      permission: 'application_archive',
      onClick: (r) => void remove.run({ id: r.id, stage: r.stage }).then((o) => o.status === 'done' && onRowGone?.()),
    },
    { key: 'log', label: 'Log', icon: <HistoryIcon fontSize="small" />, permission: 'log_view', onClick: onLog },
  ];

  return (
    <Stack spacing={2}>
      {showRating && (
        <ScoreSortSelect
          value={sort}
          onChange={(s) => {
            onSortChange(s);
            state.setPage(1);
          }}
        />
      )}
      <ListScreen<ApplicationRow>
        columns={columns}
        queryKey={[...applicationKeys.list(stage), sortParam ?? 'newest']}
        queryFn={(params, signal) => fetchStageList(stage, { ...params, sort: sortParam }, signal)}
        getRowId={(r) => r.id}
        actions={actions}
        state={state}
        emptyText={MSG.noApplicationFound}
        searchLabel="Search applications"
        tableLabel={`${STAGE_LABELS[stage]} applications`}
        renderCard={(row, ctx) => <ApplicationCard row={row} ctx={ctx} actions={actions} showRating={showRating} />}
        besideTotal={
          <DownloadButton fetchFile={() => fetchStageReport(stage)} fallbackName={stageReportName(stage)}>
            Download CSV
          </DownloadButton>
        }
      />
    </Stack>
  );
}
