import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A centred spinner for pages that wait (guards, redirector, lazy screens). */
export function Loading({ label = 'Loading', minHeight = '60vh' }: { label?: string; minHeight?: string | number }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', minHeight }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
