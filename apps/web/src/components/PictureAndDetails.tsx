import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** A show view's picture (or cover) beside its details: side by side from `md`, stacked below. */
export function PictureAndDetails({ picture, children }: { picture: ReactNode; children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'flex-start' } }}>
      {picture}
      <Stack spacing={3} sx={{ flex: 1, minWidth: 0 }}>
        {children}
      </Stack>
    </Stack>
  );
}
