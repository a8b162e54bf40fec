import Home from '@mui/icons-material/Home';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** Any unknown path (spec 1 §2.1): no header, a Home button to `/`. */
export default function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        textAlign: 'center',
        p: 3,
        bgcolor: 'background.default',
      }}
    >
      <Box>
        <Typography
          component="p"
          sx={{ fontSize: { xs: '5rem', md: '7rem' }, fontWeight: 800, color: 'primary.main', lineHeight: 1 }}
        >
          404
        </Typography>
        <Typography component="h1" variant="h4" sx={{ mt: 2, mb: 1 }}>
          {t('notFound.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 420, mx: 'auto' }}>
          {t('notFound.body')}
        </Typography>
        <Button component={RouterLink} to="/" variant="contained" size="large" startIcon={<Home />}>
          {t('common.home')}
        </Button>
      </Box>
    </Box>
  );
}
