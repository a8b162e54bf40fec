import Stack from '@mui/material/Stack';
import type { ApplicationRow } from '@portal/contract/application-review';
import { STAGE_LABELS, STAGE_LIST_TYPES, STAGES, type Stage } from '@portal/contract/application-stages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { CountTabs, TabPanel } from '../../components/CountTabs';
import { LogDialog } from '../../components/LogDialog';
import type { ListState } from '../../components/list-screen/types';
import { useListState } from '../../components/list-screen/useListState';
import { PageHeading } from '../../components/PageHeading';
import { LIST_SORTS } from '../../components/ScoreSortSelect';
import { useSearchParam } from '../../components/use-search-param';
import { fullName } from '../../lib/format';
import { useAllQuestions } from '../questions';
import { ApplicationDetailView } from './ApplicationDetailView';
import { useApplicationFormData } from './api/application-form-data';
import { useStageCounts } from './api/stage-counts';
import { StageList } from './StageList';

/** The stage of each tab slug in the address: `?tab=selected-for-rating`. */
const SLUGS = STAGES.map((s) => STAGE_LIST_TYPES[s]);
type Slug = (typeof SLUGS)[number];
const stageOf = (slug: Slug) => STAGES.find((s) => STAGE_LIST_TYPES[s] === slug) ?? 'submitted';

/** Each stage keeps its page and search while the others are open, and while a detail is. */
function useStageListStates(): Record<Stage, ListState> {
  return {
    submitted: useListState(),
    review: useListState(),
    rejected: useListState(),
    selected_for_rating: useListState(),
    shortlisted: useListState(),
  };
}

/**
 * The address holds the view: `?tab=review` the open stage, `&view=<id>` an open application and
 * `&section=venture` its sub-tab, so that a reload or a shared link comes back to the same place.
 */
/** /applications (spec 2 §2.1): needs application_view; each action needs its own permission. */
export default function ApplicationsScreen() {
  const [tab, setTab] = useSearchParam<Slug>('tab', SLUGS, 'submitted');
  // `?sort=raw|normalised`: kept across tabs, reloads and shared links.
  const [sort, setSort] = useSearchParam('sort', LIST_SORTS, 'newest');
  const stage = stageOf(tab);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const viewId = Number(params.get('view'));
  const viewing = Number.isInteger(viewId) && viewId > 0 ? viewId : null;
  const section = params.get('section') ?? undefined;

  const lists = useStageListStates();
  const counts = useStageCounts();
  // Loaded on open (spec 2 §2.1), so that a detail's Problem/Solution shows at once.
  const questions = useAllQuestions();
  // The form data (the rating criteria), also loaded on open (spec 2 §2.1).
  const formData = useApplicationFormData();
  const [logFor, setLogFor] = useState<ApplicationRow | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const focusPanel = useCallback(() => panel.current?.focus(), []);

  // Back from a detail, the focus goes to the list it came from (its View button is gone).
  const wasViewing = useRef(viewing);
  useEffect(() => {
    if (wasViewing.current !== null && viewing === null) focusPanel();
    wasViewing.current = viewing;
  }, [viewing, focusPanel]);

  const openDetail = (row: ApplicationRow) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('view', String(row.id));
        next.delete('section');
        return next;
      },
      { state: { fromList: true } },
    );

  const backToList = () => {
    // Opened from the list: go back in history, so that the browser's Back agrees.
    if ((location.state as { fromList?: boolean } | null)?.fromList) {
      navigate(-1);
      return;
    }
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('view');
        next.delete('section');
        return next;
      },
      { replace: true },
    );
  };

  const setSection = useCallback(
    (s: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (s === 'founder') next.delete('section');
          else next.set('section', s);
          return next;
        },
        { replace: true, preventScrollReset: true, state: location.state },
      ),
    [setParams, location.state],
  );

  if (viewing !== null) {
    return (
      <ApplicationDetailView
        key={viewing}
        id={viewing}
        onBack={backToList}
        section={section}
        onSectionChange={setSection}
        questions={questions.data}
        questionsFailed={questions.isError}
        onRetryQuestions={() => void questions.refetch()}
        criteria={formData.data?.ratings}
      />
    );
  }

  return (
    <Stack spacing={2}>
      <PageHeading>Applications</PageHeading>
      <CountTabs
        label="Application stages"
        idPrefix="stage"
        value={tab}
        onChange={(slug) => setTab(slug)}
        tabs={STAGES.map((s) => ({
          value: STAGE_LIST_TYPES[s],
          label: STAGE_LABELS[s],
          count: counts.isError ? null : counts.data?.[s],
        }))}
      />
      <TabPanel idPrefix="stage" value={tab} ref={panel}>
        <StageList
          key={stage}
          stage={stage}
          state={lists[stage]}
          onView={openDetail}
          onLog={setLogFor}
          onRowGone={focusPanel}
          sort={sort}
          onSortChange={setSort}
        />
      </TabPanel>
      {logFor && (
        <LogDialog
          open
          model="Application"
          recordId={logFor.id}
          recordLabel={fullName(logFor.user)}
          onClose={() => setLogFor(null)}
        />
      )}
    </Stack>
  );
}
