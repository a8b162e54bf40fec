import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import type { Competitor, PastCohort } from '@portal/contract/past-cohorts';
import { useQueryClient } from '@tanstack/react-query';
import { ActiveChip } from '../../components/ActiveChip';
import type { ListColumn } from '../../components/list-screen/types';
import { useListState } from '../../components/list-screen/useListState';
import { ResourceList } from '../../components/resource-admin/ResourceList';
import { useAdminViews } from '../../components/resource-admin/use-admin-views';
import { competitorsClient } from './api/competitors-client';
import { CompetitorForm } from './CompetitorForm';
import { initialOf } from './CompetitorPicture';
import { CompetitorShow } from './CompetitorShow';

const columns: ListColumn<Competitor>[] = [
  {
    key: 'name',
    header: 'Name',
    primary: true,
    render: (c) => (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} component="span">
        <Avatar src={c.thumb_url ?? undefined} alt="" variant="rounded" sx={{ width: 32, height: 32, fontSize: 15 }}>
          {initialOf(c.name)}
        </Avatar>
        <span>{c.name}</span>
      </Stack>
    ),
  },
  { key: 'rank', header: 'Rank', render: (c) => c.rank ?? '—', align: 'right', width: 90 },
  { key: 'status', header: 'Status', render: (c) => <ActiveChip active={c.active} yes="Active" no="Inactive" /> },
];

/**
 * The Ventures tab of a cohort (spec 3 §2.6): its competitors with search, Add Competitor, Name,
 * Rank and Status columns and the standard actions; the competitor views default, create and show.
 */
export function CompetitorsPanel({ cohort }: { cohort: PastCohort }) {
  const views = useAdminViews<Competitor>();
  const { view } = views;
  const listState = useListState();
  const queryClient = useQueryClient();

  if (view.mode === 'form') {
    return (
      <CompetitorForm
        cohortId={cohort.id}
        competitor={view.record}
        onCancel={() => views.leaveForm()}
        onSaved={(saved) => views.leaveForm(saved)}
        onCreateFailed={() => {
          listState.reset();
          views.toList();
          void queryClient.invalidateQueries({ queryKey: competitorsClient.keys.lists });
        }}
      />
    );
  }

  if (view.mode === 'show') {
    return (
      <CompetitorShow
        id={view.id}
        initial={view.initial}
        onBack={views.toList}
        onEdit={(c) => views.toEdit(c, 'show')}
      />
    );
  }

  return (
    <ResourceList
      client={competitorsClient}
      columns={columns}
      permission="competitor"
      model="Competitor"
      recordLabel={(c) => c.name}
      scope={{ pastCohort_id: cohort.id }}
      addLabel="Add Competitor"
      onAdd={views.toCreate}
      onView={views.toShow}
      onEdit={(c) => views.toEdit(c)}
      state={listState}
      searchLabel="Search competitors"
    />
  );
}
