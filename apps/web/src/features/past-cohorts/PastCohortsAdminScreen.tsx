import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import type { PastCohort } from '@portal/contract/past-cohorts';
import { useQueryClient } from '@tanstack/react-query';
import { ActiveChip } from '../../components/ActiveChip';
import type { ListColumn, RowAction } from '../../components/list-screen/types';
import { useListState } from '../../components/list-screen/useListState';
import { ResourceList } from '../../components/resource-admin/ResourceList';
import { useAdminViews } from '../../components/resource-admin/use-admin-views';
import { formatNumber } from '../../lib/format';
import { pastCohortsClient, useActivateFocus, useDeactivateFocus } from './api/past-cohorts-client';
import { FocusChip } from './FocusChip';
import { PastCohortForm } from './PastCohortForm';
import { PastCohortShow } from './PastCohortShow';

const columns: ListColumn<PastCohort>[] = [
  { key: 'name', header: 'Name', render: (c) => c.name, primary: true },
  { key: 'count', header: 'No. of Venture(s)', render: (c) => formatNumber(c.competitors_count), align: 'right' },
  { key: 'active', header: 'Active', render: (c) => <ActiveChip active={c.active} /> },
  { key: 'focus', header: 'Focus', render: (c) => <FocusChip current={c.current} /> },
];

/** Activate / deactivate focus (spec 3 §4): each shown only in the state it changes. */
export function useFocusActions(): RowAction<PastCohort>[] {
  const activate = useActivateFocus();
  const deactivate = useDeactivateFocus();
  return [
    {
      key: 'activate-focus',
      label: 'Activate Focus',
      icon: <StarBorderIcon fontSize="small" />,
      permission: 'past_cohort_activate',
      show: (c) => c.current === 0,
      onClick: (c) => void activate.run(c),
    },
    {
      key: 'deactivate-focus',
      label: 'Deactivate Focus',
      icon: <StarIcon fontSize="small" />,
      color: 'secondary',
      permission: 'past_cohort_deactivate',
      show: (c) => c.current === 1,
      onClick: (c) => void deactivate.run(c),
    },
  ];
}

/** /cohort-admin (spec 3 §2.6): needs past_cohort_view; every action is gated by its own permission. */
export default function PastCohortsAdminScreen() {
  const views = useAdminViews<PastCohort>();
  const { view } = views;
  const listState = useListState();
  const queryClient = useQueryClient();
  const focusActions = useFocusActions();

  if (view.mode === 'form') {
    return (
      <PastCohortForm
        cohort={view.record}
        onCancel={() => views.leaveForm()}
        onSaved={(saved) => views.leaveForm(saved)}
        onCreateFailed={() => {
          // Spec 3 §4: after a failed create the screen returns to the list and reloads page 1.
          listState.reset();
          views.toList();
          void queryClient.invalidateQueries({ queryKey: pastCohortsClient.keys.lists });
        }}
      />
    );
  }

  if (view.mode === 'show') {
    return (
      <PastCohortShow
        id={view.id}
        initial={view.initial}
        onBack={views.toList}
        onEdit={(c) => views.toEdit(c, 'show')}
      />
    );
  }

  return (
    <ResourceList
      client={pastCohortsClient}
      title="Past Cohorts"
      columns={columns}
      permission="past_cohort"
      model="PastCohort"
      recordLabel={(c) => c.name}
      addLabel="Add Cohort"
      onAdd={views.toCreate}
      onView={views.toShow}
      onEdit={(c) => views.toEdit(c)}
      extraActions={focusActions}
      state={listState}
      searchLabel="Search past cohorts"
    />
  );
}
