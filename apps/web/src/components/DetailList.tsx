import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type DetailItem = { label: ReactNode; value: ReactNode; key?: string };

type DetailListProps = {
  items: DetailItem[];
  /** Raw data (e.g. a log entry's fields): tighter rows, monospace labels, small pre-wrapped values. */
  dense?: boolean;
  /** Shown for an empty value (default '—'; 'N/A' in application details). */
  emptyText?: string;
};

/** Label/value pairs of a show view, as a description list; one column on phones, two above. */
export function DetailList({ items, dense = false, emptyText = '—' }: DetailListProps) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: dense ? 1 : 1.5 },
      }}
    >
      {items.map((item, i) => (
        <Box key={item.key ?? (typeof item.label === 'string' ? item.label : i)} sx={{ display: 'contents' }}>
          <Typography
            component="dt"
            variant="body2"
            color="text.secondary"
            sx={{ ...(dense ? { fontFamily: 'monospace' } : { fontWeight: 500 }), mt: { xs: 1, sm: 0 } }}
          >
            {item.label}
          </Typography>
          <Typography
            component="dd"
            variant={dense ? 'body2' : 'body1'}
            sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: dense ? 'pre-wrap' : undefined }}
          >
            {item.value === null || item.value === undefined || item.value === '' ? emptyText : item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
