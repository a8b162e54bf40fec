import BarChartIcon from '@mui/icons-material/BarChart';
import TableRowsIcon from '@mui/icons-material/TableRows';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ChartData } from '@portal/contract/dashboard';
import { MSG } from '@portal/contract/messages';
import { type ReactNode, useId, useState } from 'react';
import { visuallyHidden } from '../../components/visually-hidden';
import { formatNumber } from '../../lib/format';

type StatCardProps = {
  title: string;
  /** What is counted ("Ventures that applied to Cohort 8"). */
  subtitle?: string;
  data: ChartData;
  /** The header of the table's label column ("Sector"). */
  category: string;
  /** The chart; not rendered when every count is zero. */
  chart: ReactNode;
  /** Shown instead of the chart when every count is zero. */
  emptyText?: string;
};

/**
 * One statistic: a chart, or its table (the toggle; screen readers always get the table, the
 * drawing is inert: neither read nor reached with Tab), and an empty state when there is nothing
 * to count.
 */
export function StatCard({ title, subtitle, data, category, chart, emptyText = MSG.noStatistics }: StatCardProps) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const titleId = useId();
  const empty = data.series.every((n) => n === 0);
  const total = data.series.reduce((a, b) => a + b, 0);

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ height: '100%', position: 'relative' }}
    >
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1.5 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={titleId} variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography variant="body2" color="text.secondary">
                {subtitle}
              </Typography>
            )}
          </Box>
          {!empty && (
            <ToggleButtonGroup
              size="small"
              exclusive
              value={view}
              onChange={(_e, v: 'chart' | 'table' | null) => v && setView(v)}
              aria-label={`${title}: show as`}
            >
              <ToggleButton value="chart" aria-label="Chart">
                <BarChartIcon fontSize="small" />
              </ToggleButton>
              <ToggleButton value="table" aria-label="Table">
                <TableRowsIcon fontSize="small" />
              </ToggleButton>
            </ToggleButtonGroup>
          )}
        </Stack>
        {empty ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {emptyText}
          </Typography>
        ) : (
          <>
            {view === 'chart' && (
              // inert: the drawing is neither read nor focused (its numbers are in the table).
              <Box inert data-testid="chart">
                {chart}
              </Box>
            )}
            {/* Hidden in a box: a table never shrinks below its content, the box clips it. */}
            <Box sx={view === 'chart' ? visuallyHidden : undefined}>
              <Table size="small" aria-label={title}>
                <TableHead>
                  <TableRow>
                    <TableCell sx={{ fontWeight: 600 }}>{category}</TableCell>
                    <TableCell align="right" sx={{ fontWeight: 600 }}>
                      Count
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.labels.map((label, i) => (
                    <TableRow key={label}>
                      <TableCell>{label}</TableCell>
                      <TableCell align="right">{formatNumber(data.series[i] ?? 0)}</TableCell>
                    </TableRow>
                  ))}
                  <TableRow>
                    <TableCell sx={{ fontWeight: 600 }}>Total</TableCell>
                    <TableCell align="right" sx={{ fontWeight: 600 }}>
                      {formatNumber(total)}
                    </TableCell>
                  </TableRow>
                </TableBody>
              </Table>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
