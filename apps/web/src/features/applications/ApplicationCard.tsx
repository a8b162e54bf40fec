import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApplicationRow } from '@portal/contract/application-review';
import { RowActions } from '../../components/list-screen/RowActions';
import type { RowAction, RowContext } from '../../components/list-screen/types';
import { NormalisedCell, RankedScore } from '../../components/RankedScores';
import { formatNumericDateTime, fullName } from '../../lib/format';
import { ApplicationImages } from './ApplicationImages';
import { NA } from './detail/Section';

/** An application on a phone: pictures, founder and venture, rating, source, date, and the row's actions. */
export function ApplicationCard({
  row,
  ctx,
  actions,
  showRating,
}: {
  row: ApplicationRow;
  ctx: RowContext;
  actions: RowAction<ApplicationRow>[];
  showRating: boolean;
}) {
  return (
    <Card variant="outlined">
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
          <ApplicationImages row={row} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography
              variant="subtitle1"
              component="h2"
              sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}
            >
              <Box component="span" sx={{ color: 'text.secondary', mr: 0.75 }}>
                {ctx.number}.
              </Box>
              {fullName(row.user)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {row.venture?.name || NA}
            </Typography>
          </Box>
          {showRating && <RankedScore score={row.applicationScore} rank={row.ranks?.raw ?? null} kind="raw" />}
        </Stack>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.25 }}
        >
          {showRating && (
            <>
              <Typography component="dt" variant="body2" color="text.secondary">
                Normalised
              </Typography>
              <Box component="dd" sx={{ m: 0 }}>
                <NormalisedCell score={row.normalisedScore} ranks={row.ranks} />
              </Box>
            </>
          )}
          <Typography component="dt" variant="body2" color="text.secondary">
            Source
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {row.marketing_source?.name ?? NA}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            Date Added
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {formatNumericDateTime(row.created_at)}
          </Typography>
        </Box>
      </CardContent>
      <CardActions sx={{ pt: 0 }}>
        <RowActions row={row} actions={actions} wrap />
      </CardActions>
    </Card>
  );
}
