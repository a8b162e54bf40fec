import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RatingCriterion } from '@portal/contract/judging';
import { useEffect } from 'react';
import { LoadError } from '../../components/LoadError';
import { ScoreChip } from '../../components/ScoreChip';
import { useSession } from '../../lib/session';
import type { MyGroup } from './api/my-groups';
import { useMyGroups } from './api/my-groups';
import { CriteriaTable } from './CriteriaTable';
import { scoringDeadlineText } from './deadline';

type HomeTabProps = {
  criteria: RatingCriterion[] | undefined;
  criteriaFailed: boolean;
  onRetry: () => void;
  /** Opens a venture of a group (one click from here to the next venture to rate). */
  onRate: (groupId: number, groupVentureId: number) => void;
  onOpenGroup: (groupId: number) => void;
  /** The caller judges no group but organises them: the Groups tab is where they work. */
  onNotAJudge?: () => void;
};

/**
 * Home (spec 2 §2.3): the welcome, the caller's groups with their progress, scoring deadline and a
 * "Rate next venture" button, and the adjudication criteria (100 points).
 */
export function HomeTab({ criteria, criteriaFailed, onRetry, onRate, onOpenGroup, onNotAJudge }: HomeTabProps) {
  const { user } = useSession();
  const mine = useMyGroups();
  const notAJudge = mine.data?.length === 0;
  useEffect(() => {
    if (notAJudge) onNotAJudge?.();
  }, [notAJudge, onNotAJudge]);
  return (
    <Stack spacing={4}>
      <Stack spacing={1}>
        <Typography variant="h5" component="h2">
          Welcome{user ? `, ${user.first_name}` : ''}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 760 }}>
          Thank you for judging the ventures of the programme. Open a venture, read its application (Principal Founder,
          Venture, Problem/Solution, Team), then rate it against each criterion below with up to five stars. Every
          criterion is required; you can change a saved rating until your group's scoring deadline.
        </Typography>
      </Stack>

      <Stack spacing={2} component="section" aria-labelledby="my-groups-title">
        <Typography id="my-groups-title" variant="h6" component="h2">
          Your groups
        </Typography>
        {mine.isError ? (
          <LoadError onRetry={() => void mine.refetch()} />
        ) : !mine.data ? (
          <Skeleton variant="rounded" height={140} />
        ) : mine.data.length === 0 ? (
          <Typography color="text.secondary">You are not a judge of any group.</Typography>
        ) : (
          <Grid container spacing={2}>
            {mine.data.map((g) => (
              <Grid key={g.group.id} size={{ xs: 12, md: 6 }}>
                <GroupCard mine={g} onRate={onRate} onOpenGroup={onOpenGroup} />
              </Grid>
            ))}
          </Grid>
        )}
      </Stack>

      <Stack spacing={2} component="section" aria-labelledby="criteria-title">
        <Typography id="criteria-title" variant="h6" component="h2">
          Adjudication criteria
        </Typography>
        {criteriaFailed ? (
          <LoadError onRetry={onRetry} />
        ) : criteria ? (
          <CriteriaTable criteria={criteria} />
        ) : (
          <Skeleton variant="rounded" height={320} />
        )}
      </Stack>
    </Stack>
  );
}

function GroupCard({
  mine,
  onRate,
  onOpenGroup,
}: {
  mine: MyGroup;
  onRate: HomeTabProps['onRate'];
  onOpenGroup: HomeTabProps['onOpenGroup'];
}) {
  const { group, rated, total, progress, open, next_group_venture_id: next } = mine;
  const titleId = `my-group-${group.id}`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography id={titleId} variant="h6" component="h3">
              {group.name}
            </Typography>
            <ScoreChip score={progress} zeroLabel="0%" />
          </Stack>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={`${group.name}: ${rated} of ${total} ventures rated`}
          />
          <Typography variant="body2">
            {rated} of {total} ventures rated
          </Typography>
          {open ? (
            <Typography variant="body2" color="text.secondary">
              Scoring deadline: {scoringDeadlineText(group.end_date)}
            </Typography>
          ) : (
            <Alert severity="info" sx={{ py: 0 }}>
              Scoring closed at {scoringDeadlineText(group.end_date)}.
            </Alert>
          )}
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {next !== null && open ? (
          <Button variant="contained" startIcon={<PlayArrowIcon />} onClick={() => onRate(group.id, next)}>
            Rate next venture
          </Button>
        ) : (
          total > 0 && rated >= total && <Typography color="success.main">Every venture has your rating.</Typography>
        )}
        <Button onClick={() => onOpenGroup(group.id)}>Open group</Button>
      </CardActions>
    </Card>
  );
}
