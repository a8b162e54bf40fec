import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ChartData } from '@portal/contract/dashboard';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-01` -> `Jan\n2026` for the first month and each January, else `Feb`: the axis stays short. */
export function monthLabel(month: string, index: number): string {
  const [y, m] = month.split('-');
  const name = MONTHS[Number(m) - 1] ?? month;
  return index === 0 || m === '01' ? `${name}\n${y}` : name;
}

/** `2026-01` -> `January 2026` (tables and tooltips). */
export function monthName(month: string): string {
  const [y, m] = month.split('-');
  const d = new Date(Date.UTC(Number(y), Number(m) - 1, 1));
  return `${d.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })} ${y}`;
}

/** Room after the longest bar for its count: the axis runs a little past the largest value. */
const axisMax = (values: number[]) => {
  const top = Math.max(1, ...values);
  return top + Math.max(1, Math.ceil(top * 0.15));
};

function useChartEnv() {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  return { theme, phone, reduced };
}

/** Registrations per month: vertical bars, the count above each. */
export function MonthBars({ months, counts }: { months: string[]; counts: number[] }) {
  const { theme, phone, reduced } = useChartEnv();
  return (
    <BarChart
      height={phone ? 240 : 280}
      skipAnimation={reduced}
      hideLegend
      margin={{ left: 0, right: 8, top: 24, bottom: 0 }}
      xAxis={[
        {
          scaleType: 'band',
          data: months,
          valueFormatter: (m: string, ctx) =>
            ctx.location === 'tick' ? monthLabel(m, months.indexOf(m)) : monthName(m),
          tickLabelStyle: { fontSize: phone ? 11 : 12 },
          height: 40,
        },
      ]}
      yAxis={[{ tickMinStep: 1, width: 36, min: 0, max: axisMax(counts) }]}
      series={[
        {
          data: counts,
          label: 'Registrations',
          color: theme.palette.primary.main,
          barLabel: (item) => (item.value ? String(item.value) : null),
          barLabelPlacement: 'outside',
        },
      ]}
    />
  );
}

/**
 * Counts per category: horizontal bars with the names beside them; on a phone, a list of bars with
 * each full name above its bar (an axis there would cut the longer names short).
 */
export function CategoryBars({ data, label }: { data: ChartData; label: string }) {
  const { theme, phone, reduced } = useChartEnv();
  if (phone) return <BarList data={data} />;
  return (
    <BarChart
      layout="horizontal"
      height={Math.max(140, data.labels.length * 34 + 40)}
      skipAnimation={reduced}
      hideLegend
      margin={{ left: 0, right: 8, top: 4, bottom: 0 }}
      yAxis={[
        {
          scaleType: 'band',
          data: data.labels,
          width: 'auto',
          tickLabelStyle: { fontSize: 12 },
          disableTicks: true,
        },
      ]}
      xAxis={[{ tickMinStep: 1, height: 24, min: 0, max: axisMax(data.series) }]}
      series={[
        {
          data: data.series,
          label,
          color: theme.palette.secondary.main,
          barLabel: (item) => (item.value ? String(item.value) : null),
          barLabelPlacement: 'outside',
        },
      ]}
    />
  );
}

/** The phone's bars: name and count on a line, the bar under them, scaled to the largest count. */
export function BarList({ data }: { data: ChartData }) {
  const top = Math.max(1, ...data.series);
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
      {data.labels.map((name, i) => {
        const n = data.series[i] ?? 0;
        return (
          <Box component="li" key={name}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, typography: 'body2' }}>
              <span>{name}</span>
              <Box component="span" sx={{ fontWeight: 700 }}>
                {n}
              </Box>
            </Box>
            <Box sx={{ height: 10, mt: 0.5, borderRadius: 5, bgcolor: 'action.hover', overflow: 'hidden' }}>
              <Box sx={{ height: '100%', width: `${(n / top) * 100}%`, bgcolor: 'secondary.main', borderRadius: 5 }} />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

/** Shares of a few categories (genders): a doughnut with its legend. */
export function SharePie({ data }: { data: ChartData }) {
  const { theme, phone, reduced } = useChartEnv();
  const palette = [
    theme.palette.primary.main,
    theme.palette.secondary.main,
    theme.palette.info.main,
    theme.palette.warning.main,
    theme.palette.success.main,
  ];
  return (
    <PieChart
      height={phone ? 260 : 240}
      skipAnimation={reduced}
      slotProps={{
        legend: {
          direction: phone ? 'horizontal' : 'vertical',
          position: phone ? { vertical: 'bottom', horizontal: 'center' } : { vertical: 'middle', horizontal: 'end' },
        },
      }}
      series={[
        {
          innerRadius: 50,
          paddingAngle: 1,
          cornerRadius: 3,
          arcLabel: (item) => (item.value ? String(item.value) : ''),
          arcLabelMinAngle: 20,
          data: data.labels
            .map((l, i) => ({ id: l, label: l, value: data.series[i] ?? 0, color: palette[i % palette.length] }))
            .filter((d) => d.value > 0),
        },
      ]}
    />
  );
}
