import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { RatingCriterion } from '@portal/contract/judging';

const NOTE = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The adjudication criteria (spec 2 §1): criterion, points and note, with the total. */
export function CriteriaTable({
  criteria,
  caption = 'Adjudication criteria',
}: {
  criteria: RatingCriterion[];
  caption?: string;
}) {
  const total = criteria.filter((c) => c.type === 'radio').reduce((s, c) => s + c.weight, 0);
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>Criterion</TableCell>
            <TableCell align="right">Points</TableCell>
            <TableCell sx={NOTE}>Note</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {criteria.map((c) => (
            <TableRow key={c.id}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, whiteSpace: { sm: 'nowrap' } }}>
                {c.name}
                {/* On a phone the note goes under the name: three columns do not fit. */}
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ display: { xs: 'block', sm: 'none' }, fontWeight: 400, whiteSpace: 'normal' }}
                >
                  {c.description}
                </Typography>
              </TableCell>
              <TableCell align="right">{c.type === 'radio' ? c.weight : '-'}</TableCell>
              <TableCell sx={{ ...NOTE, color: 'text.secondary' }}>{c.description}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
              Total
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {total}
            </TableCell>
            <TableCell sx={NOTE} />
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
