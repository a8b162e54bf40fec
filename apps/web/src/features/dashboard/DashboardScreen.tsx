import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MSG } from '@portal/contract/messages';
import { Link as RouterLink } from 'react-router';
import { Can } from '../../components/Can';
import { DetailList } from '../../components/DetailList';
import { LoadError } from '../../components/LoadError';
import { PageHeading } from '../../components/PageHeading';
import { formatNumericDate } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useProgramDetails } from '../programs';
import { QuickStatsSection } from './QuickStatsSection';

/**
 * /dashboard (spec 3 §2.12, needs dashboard_view): a welcome card titled with the active
 * programme, then the quick stats (spec 3 §3): totals and charts, each with a table view.
 */
export default function DashboardScreen() {
  const { user } = useSession();
  const details = useProgramDetails();
  const program = details.data?.program ?? null;

  return (
    <Stack spacing={3}>
      <PageHeading>Welcome{user?.first_name ? `, ${user.first_name}` : ''}</PageHeading>

      <Card variant="outlined">
        <CardContent>
          <Typography variant="overline" color="text.secondary" component="p">
            Active programme
          </Typography>
          {details.isPending ? (
            <Stack spacing={1} aria-busy="true">
              <Skeleton width="50%" height={36} />
              <Skeleton width="70%" />
            </Stack>
          ) : details.isError ? (
            <LoadError onRetry={() => details.refetch()} />
          ) : program ? (
            <Stack spacing={2}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                <Typography variant="h4" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                  {program.name}
                </Typography>
                <Chip
                  size="small"
                  color={details.data?.application === 1 ? 'success' : 'default'}
                  label={details.data?.application === 1 ? 'Applications open' : 'Applications closed'}
                />
              </Stack>
              <DetailList
                items={[
                  { label: 'Application deadline', value: formatNumericDate(program.application_deadline) },
                  { label: 'Start date', value: formatNumericDate(program.start_date) },
                  { label: 'End date', value: formatNumericDate(program.end_date) },
                ]}
              />
            </Stack>
          ) : (
            <Stack spacing={1}>
              <Typography variant="h4" component="h2">
                {MSG.noActiveProgram}
              </Typography>
              <Typography color="text.secondary">
                No programme is active at the moment, so applications are closed.
              </Typography>
            </Stack>
          )}
          <Can permission="program_view">
            <Button component={RouterLink} to="/programs" variant="outlined" sx={{ mt: 2 }}>
              Manage programmes
            </Button>
          </Can>
        </CardContent>
      </Card>

      <QuickStatsSection />
    </Stack>
  );
}
