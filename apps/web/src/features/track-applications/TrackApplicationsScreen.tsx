import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TrackRow } from '@portal/contract/application-review';
import { TRACK_LEVEL_LABELS, TRACK_LEVELS, type TrackLevel } from '@portal/contract/application-stages';
import { MSG } from '@portal/contract/messages';
import { CountTabs, TabPanel } from '../../components/CountTabs';
import { DownloadButton } from '../../components/DownloadButton';
import { ListScreen } from '../../components/list-screen/ListScreen';
import type { ListColumn, ListState, RowContext } from '../../components/list-screen/types';
import { useListState } from '../../components/list-screen/useListState';
import { PageHeading } from '../../components/PageHeading';
import { useSearchParam } from '../../components/use-search-param';
import { formatNumericDateTime, fullName, initialsOf } from '../../lib/format';
import { trackKeys, useTrackCounts } from './api/track-counts';
import { fetchTrackList } from './api/track-list';
import { fetchTrackReport, trackReportName } from './api/track-report';

const NA = 'N/A';

function useLevelListStates(): Record<TrackLevel, ListState> {
  return {
    registered: useListState(),
    personal_details: useListState(),
    venture_profile: useListState(),
    questions: useListState(),
    team: useListState(),
    submitted: useListState(),
  };
}

/** The applicant's picture (thumbnail) or initials; decorative beside her name. */
function Picture({ row }: { row: TrackRow }) {
  return (
    <Avatar
      src={row.prof_pic_thumb_url ?? undefined}
      alt=""
      aria-hidden="true"
      slotProps={{ img: { loading: 'lazy', width: 40, height: 40 } }}
      sx={{ width: 40, height: 40, bgcolor: 'secondary.main', fontSize: 15, fontWeight: 600 }}
    >
      {initialsOf(`${row.first_name} ${row.last_name}`)}
    </Avatar>
  );
}

const columns: ListColumn<TrackRow>[] = [
  { key: 'picture', header: 'Picture', width: 64, hideOnSmall: true, render: (r) => <Picture row={r} /> },
  { key: 'name', header: 'Name', primary: true, render: (r) => fullName(r) },
  {
    key: 'email',
    header: 'E-mail',
    render: (r) => (
      <Link href={`mailto:${r.email}`} sx={{ overflowWrap: 'anywhere' }}>
        {r.email}
      </Link>
    ),
  },
  {
    key: 'phone',
    header: 'Phone',
    render: (r) =>
      r.phone_number ? (
        <Link href={`tel:${r.phone_number.replace(/\s+/g, '')}`} sx={{ whiteSpace: 'nowrap' }}>
          {r.phone_number}
        </Link>
      ) : (
        NA
      ),
  },
  { key: 'venture', header: 'Venture', render: (r) => r.venture?.name || NA },
  {
    key: 'registered',
    header: 'Registered',
    render: (r) => <span style={{ whiteSpace: 'nowrap' }}>{formatNumericDateTime(r.created_at)}</span>,
  },
];

/** An applicant on a phone: picture and name, then her contacts, venture and registration date. */
function TrackCard({ row, ctx }: { row: TrackRow; ctx: RowContext }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
          <Picture row={row} />
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ color: 'text.secondary', mr: 0.75 }}>
              {ctx.number}.
            </Box>
            {fullName(row)}
          </Typography>
        </Stack>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.25 }}
        >
          {columns
            .filter((c) => c.key !== 'picture' && c.key !== 'name')
            .map((c) => (
              <Box key={c.key} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {c.header}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0 }}>
                  {c.render(row, ctx)}
                </Typography>
              </Box>
            ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * /track-applications (DESIGN.md): applicants by how far they got; needs application_view. Tabs per
 * level with counts (`?tab=venture_profile` in the address); per tab search, list and CSV.
 */
export default function TrackApplicationsScreen() {
  const [level, setLevel] = useSearchParam<TrackLevel>('tab', TRACK_LEVELS, 'registered');
  const counts = useTrackCounts();
  const lists = useLevelListStates();
  return (
    <Stack spacing={2}>
      <PageHeading>Track Applications</PageHeading>
      <CountTabs
        label="Applicant levels"
        idPrefix="level"
        value={level}
        onChange={setLevel}
        tabs={TRACK_LEVELS.map((l) => ({
          value: l,
          label: TRACK_LEVEL_LABELS[l],
          count: counts.isError ? null : counts.data?.[l],
        }))}
      />
      <TabPanel idPrefix="level" value={level}>
        <ListScreen<TrackRow>
          key={level}
          columns={columns}
          queryKey={trackKeys.list(level)}
          queryFn={(params, signal) => fetchTrackList(level, params, signal)}
          getRowId={(r) => r.id}
          state={lists[level]}
          emptyText={MSG.noUserFound}
          searchLabel="Search applicants"
          tableLabel={`${TRACK_LEVEL_LABELS[level]} applicants`}
          renderCard={(row, ctx) => <TrackCard row={row} ctx={ctx} />}
          besideTotal={
            <DownloadButton fetchFile={() => fetchTrackReport(level)} fallbackName={trackReportName(level)}>
              Download CSV
            </DownloadButton>
          }
        />
      </TabPanel>
    </Stack>
  );
}
