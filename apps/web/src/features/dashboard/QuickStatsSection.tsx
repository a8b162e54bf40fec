import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { QuickStats } from '@portal/contract/dashboard';
import { LoadError } from '../../components/LoadError';
import { formatNumber } from '../../lib/format';
import { useQuickStats } from './api/quick-stats';
import { CategoryBars, MonthBars, monthName, SharePie } from './charts';
import { StatCard } from './StatCard';

function Tile({ label, value, note }: { label: string; value: number; note?: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="p">
          {label}
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
          {formatNumber(value)}
        </Typography>
        {note && (
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** "Cohort 8", or "Cohort 7 (the latest; no programme is active)". */
const programLabel = (s: QuickStats) =>
  s.program ? (s.program.active ? s.program.name : `${s.program.name} (the latest; none is active)`) : null;

/**
 * The quick stats (spec 3 §3): totals, then one card per statistic; two columns from `md`, one
 * below (phones). Counts of ventures and applications are those of the programme named.
 */
export function QuickStatsSection() {
  const stats = useQuickStats();
  if (stats.isPending) {
    return (
      <Grid container spacing={2} aria-busy="true" aria-label="Loading statistics">
        {[0, 1, 2, 3].map((i) => (
          <Grid key={i} size={{ xs: 12, md: 6 }}>
            <Skeleton variant="rounded" height={220} />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (stats.isError) return <LoadError onRetry={() => void stats.refetch()} />;
  const s = stats.data;
  const program = programLabel(s);
  const ventures = program ? `Ventures that applied to ${program}` : 'No programme yet';
  const noApplications = program ? `No applications to ${program} yet` : 'No programme yet';
  const thisMonth = s.user_statistics.at(-1) ?? 0;
  const months = { labels: s.user_xaxis.map(monthName), series: s.user_statistics };

  return (
    <Stack spacing={2} component="section" aria-label="Statistics">
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, md: 4 }}>
          <Tile label="Users" value={s.total_users} />
        </Grid>
        <Grid size={{ xs: 6, md: 4 }}>
          <Tile label="New users this month" value={thisMonth} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Tile label="Applications" value={s.total_applications} note={program ?? undefined} />
        </Grid>
      </Grid>
      <Grid container spacing={2}>
        <Grid size={12}>
          <StatCard
            title="Users over time"
            subtitle="Registrations per month, the last 12 months"
            category="Month"
            data={months}
            chart={<MonthBars months={s.user_xaxis} counts={s.user_statistics} />}
            emptyText="No registrations in the last 12 months"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <StatCard
            title="Applications by stage"
            subtitle={program ? `Review stages of ${program}` : undefined}
            category="Stage"
            data={s.application_stages}
            chart={<CategoryBars data={s.application_stages} label="Applications" />}
            emptyText={noApplications}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <StatCard
            title="Venture sectors"
            subtitle={ventures}
            category="Sector"
            data={{ labels: s.venture_sector_xaxis, series: s.venture_sector_statistics }}
            chart={
              <CategoryBars
                data={{ labels: s.venture_sector_xaxis, series: s.venture_sector_statistics }}
                label="Ventures"
              />
            }
            emptyText={noApplications}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <StatCard
            title="Venture stages"
            subtitle={ventures}
            category="Stage"
            data={s.venture_steps}
            chart={<CategoryBars data={s.venture_steps} label="Ventures" />}
            emptyText={noApplications}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <StatCard
            title="Genders"
            subtitle="Users who gave their gender"
            category="Gender"
            data={s.user_genders}
            chart={<SharePie data={s.user_genders} />}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <StatCard
            title="User countries"
            subtitle="Nationality of users who gave it"
            category="Country"
            data={s.user_countries}
            chart={<CategoryBars data={s.user_countries} label="Users" />}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <StatCard
            title="Client locations"
            subtitle={ventures}
            category="Location"
            data={s.venture_client_locations}
            chart={<CategoryBars data={s.venture_client_locations} label="Ventures" />}
            emptyText={noApplications}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <StatCard
            title="Marketing sources"
            subtitle={program ? `Where applicants to ${program} heard of it` : undefined}
            category="Source"
            data={s.venture_marketing_sources}
            chart={<CategoryBars data={s.venture_marketing_sources} label="Applications" />}
            emptyText={noApplications}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <StatCard
            title="Organisation types"
            subtitle={ventures}
            category="Type"
            data={s.venture_client_types}
            chart={<CategoryBars data={s.venture_client_types} label="Ventures" />}
            emptyText={noApplications}
          />
        </Grid>
      </Grid>
    </Stack>
  );
}
