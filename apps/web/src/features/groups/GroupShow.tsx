import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { Group, GroupVentureRow, Person } from '@portal/contract/judging';
import type { ListState } from '../../components/list-screen/types';
import { ShowPanel } from '../../components/resource-admin/ShowPanel';
import { formatNumericDate } from '../../lib/format';
import { useSession } from '../../lib/session';
import { groupsClient } from './api/groups-client';
import { useMyGroups } from './api/my-groups';
import { scoringDeadlineText } from './deadline';
import { GroupVenturesTab } from './GroupVenturesTab';
import { JudgesTab } from './JudgesTab';

export const GROUP_TABS = ['ventures', 'judges'] as const;
export type GroupTab = (typeof GROUP_TABS)[number];

type GroupShowProps = {
  id: number;
  initial?: Group;
  tab: GroupTab;
  onTab: (tab: GroupTab) => void;
  onBack: () => void;
  onEdit: (group: Group) => void;
  onView: (row: GroupVentureRow) => void;
  onRateNext: (groupVentureId: number) => void;
  venturesState: ListState;
  judgesState: ListState;
  judges: Person[] | undefined;
};

/**
 * A group (spec 2 §2.3 show view): its dates and scoring deadline, Edit and Log, and the tabs
 * Ventures and Judges (user_group_view). A judge of the group gets "Rate next venture".
 */
export function GroupShow({
  id,
  initial,
  tab,
  onTab,
  onBack,
  onEdit,
  onView,
  onRateNext,
  venturesState,
  judgesState,
  judges,
}: GroupShowProps) {
  const { can } = useSession();
  const mine = useMyGroups().data?.find((m) => m.group.id === id);
  const showJudges = can('user_group_view');
  const current: GroupTab = showJudges ? tab : 'ventures';
  return (
    <ShowPanel
      query={groupsClient.useOne(id, initial)}
      backLabel="Back to Groups"
      onBack={onBack}
      title={(g) => g.name}
      log={{ model: 'Group', label: (g) => g.name }}
      edit={{ permission: 'group_edit', onEdit }}
      actions={() =>
        mine && mine.open && mine.next_group_venture_id !== null ? (
          <Button
            variant="contained"
            startIcon={<PlayArrowIcon />}
            onClick={() => onRateNext(mine.next_group_venture_id!)}
          >
            Rate next venture
          </Button>
        ) : null
      }
    >
      {(g) => (
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }} sx={{ flexWrap: 'wrap' }}>
            <Typography variant="body2">Application deadline: {formatNumericDate(g.application_deadline)}</Typography>
            <Typography variant="body2">Start: {formatNumericDate(g.start_date)}</Typography>
            <Typography variant="body2">End: {formatNumericDate(g.end_date)}</Typography>
          </Stack>
          <Alert severity="info" sx={{ py: 0 }}>
            Scoring deadline: {scoringDeadlineText(g.end_date)}
            {mine ? ` · You have rated ${mine.rated} of ${mine.total} ventures.` : ''}
          </Alert>
          <Tabs
            value={current}
            onChange={(_e, v: GroupTab) => onTab(v)}
            aria-label="Group sections"
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            <Tab value="ventures" label="Ventures" id="group-tab-ventures" aria-controls="group-panel-ventures" />
            {showJudges && (
              <Tab value="judges" label="Judges" id="group-tab-judges" aria-controls="group-panel-judges" />
            )}
          </Tabs>
          <div role="tabpanel" id={`group-panel-${current}`} aria-labelledby={`group-tab-${current}`}>
            {current === 'ventures' ? (
              <GroupVenturesTab groupId={id} state={venturesState} onView={onView} />
            ) : (
              <JudgesTab groupId={id} state={judgesState} judges={judges} />
            )}
          </div>
        </Stack>
      )}
    </ShowPanel>
  );
}
