import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';

/** A step's fields while its data loads. */
export function StepSkeleton({ fields = 6 }: { fields?: number }) {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('wizard.loading')}>
      <Grid container spacing={2.5}>
        {Array.from({ length: fields }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Grid key={i} size={{ xs: 12, sm: 6 }}>
            <Skeleton variant="rounded" height={56} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
