import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { BRAND } from '../components/theme';
import { APP_NAME } from '../lib/brand';

/** A centred card on the brand background, for the pages without the site header (reset, activation). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: `linear-gradient(135deg, ${BRAND.primaryDark} 0%, ${BRAND.primary} 55%, ${BRAND.secondary} 100%)`,
      }}
    >
      <Box
        component={RouterLink}
        to="/"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, color: '#fff', textDecoration: 'none', mb: 3 }}
      >
        <Box
          component="img"
          src="/favicon.svg"
          alt=""
          sx={{ width: 40, height: 40, borderRadius: 1.5, boxShadow: 2 }}
        />
        <Typography translate="no" sx={{ fontWeight: 800, fontSize: '1.2rem' }}>
          {APP_NAME}
        </Typography>
      </Box>
      <Card sx={{ width: '100%', maxWidth: 480 }} elevation={6}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
