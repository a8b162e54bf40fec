import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Group, GroupVentureRow } from '@portal/contract/judging';
import { MSG } from '@portal/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ActiveChip } from '../../components/ActiveChip';
import type { ListColumn } from '../../components/list-screen/types';
import { useListState } from '../../components/list-screen/useListState';
import { PageHeading } from '../../components/PageHeading';
import { ResourceList } from '../../components/resource-admin/ResourceList';
import { formatNumericDate } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useAllQuestions } from '../questions';
import { useGroupFormData } from './api/group-form-data';
import { groupsClient } from './api/groups-client';
import { GroupForm } from './GroupForm';
import { GROUP_TABS, GroupShow, type GroupTab } from './GroupShow';
import { HomeTab } from './HomeTab';
import { GroupVentureView } from './venture/GroupVentureView';

const TABS = ['home', 'groups'] as const;
type TopTab = (typeof TABS)[number];

const columns: ListColumn<Group>[] = [
  { key: 'name', header: 'Name', render: (g) => g.name, primary: true },
  { key: 'deadline', header: 'Application deadline', render: (g) => formatNumericDate(g.application_deadline) },
  { key: 'start', header: 'Start date', render: (g) => formatNumericDate(g.start_date) },
  { key: 'end', header: 'End date (scoring deadline)', render: (g) => formatNumericDate(g.end_date) },
  { key: 'active', header: 'Active', render: (g) => <ActiveChip active={g.active} /> },
];

const positive = (raw: string | null) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * The address holds the view, as on the applications screen: `?tab=groups` the Groups tab,
 * `&group=<id>` an open group, `&gtab=judges` its tab, `&view=<group venture id>` an open venture
 * and `&section=rating` its sub-tab, so that a reload or a shared link returns to the same place.
 * Forms (add and edit) are kept in state: leaving one clears it (spec 2 §4).
 */
/** /groups, the Rating and Selection Centre (spec 2 §2.3): needs group_view. */
export default function GroupsScreen() {
  const { can } = useSession();
  const [params, setParams] = useSearchParams();
  const tab: TopTab = params.get('tab') === 'groups' ? 'groups' : 'home';
  const groupId = positive(params.get('group'));
  const viewId = positive(params.get('view'));
  const gtab: GroupTab = (GROUP_TABS as readonly string[]).includes(params.get('gtab') ?? '')
    ? (params.get('gtab') as GroupTab)
    : 'ventures';
  const section = params.get('section') ?? undefined;

  // Loaded on open (spec 2 §2.3): the form data (criteria, judges) and the questions.
  const formData = useGroupFormData();
  const questions = useAllQuestions(can('group_venture_view'));
  const [form, setForm] = useState<{ group?: Group; from: 'list' | 'show' } | null>(null);
  const groupsList = useListState();
  const venturesList = useListState();
  const judgesList = useListState();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const heading = useRef<HTMLHeadingElement>(null);

  const go = useCallback(
    (changes: Record<string, string | null>, opts: { push?: boolean } = {}) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(changes)) {
            if (v === null) next.delete(k);
            else next.set(k, v);
          }
          return next;
        },
        { replace: !opts.push, preventScrollReset: !opts.push },
      ),
    [setParams],
  );

  const openGroup = (id: number) => go({ tab: 'groups', group: String(id), view: null, section: null }, { push: true });
  const openVenture = (gid: number, gvId: number) =>
    go({ tab: 'groups', group: String(gid), gtab: null, view: String(gvId), section: 'rating' }, { push: true });
  const backToVentures = () => go({ view: null, section: null });
  const backToGroups = () => go({ group: null, gtab: null, view: null, section: null });
  const canOrganise = ['group_create', 'group_edit', 'group_assign_venture', 'user_group_create'].some(can);
  const showGroupsTab = useCallback(() => go({ tab: 'groups' }), [go]);

  // Another group starts its lists on page 1 without a search (the same group keeps them).
  const listsOf = useRef(groupId);
  if (groupId !== null && listsOf.current !== groupId) {
    listsOf.current = groupId;
    venturesList.reset();
    judgesList.reset();
  }

  let body: React.ReactNode;
  if (tab === 'home') {
    body = (
      <HomeTab
        criteria={formData.data?.ratings}
        criteriaFailed={formData.isError}
        onRetry={() => void formData.refetch()}
        onRate={openVenture}
        onOpenGroup={openGroup}
        // Organisers who judge no group open the centre on the groups, not on a judge's welcome.
        onNotAJudge={params.get('tab') === null && canOrganise ? showGroupsTab : undefined}
      />
    );
  } else if (form) {
    body = (
      <GroupForm
        group={form.group}
        onCancel={() => setForm(null)}
        onSaved={(saved) => {
          setForm(null);
          if (form.from === 'show') openGroup(saved.id);
        }}
        onCreateFailed={() => {
          enqueueSnackbar(MSG.error, { variant: 'error' });
          groupsList.reset();
          setForm(null);
          void queryClient.invalidateQueries({ queryKey: groupsClient.keys.lists });
        }}
      />
    );
  } else if (groupId !== null && viewId !== null) {
    body = (
      <GroupVentureView
        key={viewId}
        id={viewId}
        criteria={formData.data?.ratings}
        questions={questions.data}
        questionsFailed={questions.isError}
        onRetryQuestions={() => void questions.refetch()}
        section={section}
        onSectionChange={(s) => go({ section: s === 'founder' ? null : s })}
        onBack={backToVentures}
        onOpen={(row: GroupVentureRow) => go({ view: String(row.id), section: 'rating' })}
      />
    );
  } else if (groupId !== null) {
    body = (
      <GroupShow
        key={groupId}
        id={groupId}
        tab={gtab}
        onTab={(t) => go({ gtab: t === 'ventures' ? null : t })}
        onBack={backToGroups}
        onEdit={(group) => setForm({ group, from: 'show' })}
        // A judge's Rate opens the venture on their rating; staff start on the founder.
        onView={(row) =>
          go({ view: String(row.id), section: can('application_view') ? null : 'rating' }, { push: true })
        }
        onRateNext={(gvId) => openVenture(groupId, gvId)}
        venturesState={venturesList}
        judgesState={judgesList}
        judges={formData.data?.judges}
      />
    );
  } else {
    body = (
      <ResourceList
        client={groupsClient}
        title="Groups"
        columns={columns}
        permission="group"
        model="Group"
        recordLabel={(g) => g.name}
        addLabel="Add Group"
        onAdd={() => setForm({ from: 'list' })}
        onView={(g) => openGroup(g.id)}
        onEdit={(group) => setForm({ group, from: 'list' })}
        activatable={false}
        state={groupsList}
        searchLabel="Search groups"
      />
    );
  }

  return (
    <Stack spacing={2}>
      <PageHeading ref={heading}>Rating and Selection Centre</PageHeading>
      <Tabs
        value={tab}
        onChange={(_e, v: TopTab) => {
          setForm(null);
          // Home is named in the address: a bare one may open an organiser on the groups.
          go({ tab: v }, { push: true });
        }}
        aria-label="Rating and Selection Centre"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((t) => (
          <Tab
            key={t}
            value={t}
            label={t === 'home' ? 'Home' : 'Groups'}
            id={`centre-tab-${t}`}
            aria-controls={`centre-panel-${t}`}
          />
        ))}
      </Tabs>
      <div role="tabpanel" id={`centre-panel-${tab}`} aria-labelledby={`centre-tab-${tab}`}>
        {body}
      </div>
    </Stack>
  );
}
