import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import LinkedIn from '@mui/icons-material/LinkedIn';
import X from '@mui/icons-material/X';
import YouTube from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { BRAND } from '../components/theme';
import { APP_NAME, APP_TAGLINE, FOOTER_PAST_COHORTS, SOCIAL_LINKS } from '../lib/brand';

const PROGRAMME_LINKS = [
  { label: 'About', to: '/about' },
  { label: 'FAQs', to: '/FAQs' },
  { label: 'Team', to: '/team' },
  { label: 'Trainers', to: '/trainers' },
  { label: 'Coaches', to: '/coaches' },
  { label: 'Terms and Conditions', to: '/terms-and-conditions' },
];
const MEDIA_LINKS = [
  { label: 'News Feed', to: '/news-feed' },
  { label: 'Stories', to: '/stories' },
  { label: 'Gallery', to: '/gallery' },
];
const SOCIAL: { label: string; href: string; icon: ReactNode }[] = [
  { label: 'Facebook', href: SOCIAL_LINKS.facebook, icon: <Facebook /> },
  { label: 'X', href: SOCIAL_LINKS.x, icon: <X /> },
  { label: 'Instagram', href: SOCIAL_LINKS.instagram, icon: <Instagram /> },
  { label: 'LinkedIn', href: SOCIAL_LINKS.linkedin, icon: <LinkedIn /> },
  { label: 'YouTube', href: SOCIAL_LINKS.youtube, icon: <YouTube /> },
];

function Column({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  const id = `footer-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Box component="nav" aria-labelledby={id}>
      <Typography id={id} component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Stack spacing={0.75} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {links.map((l) => (
          <li key={l.to}>
            <Link component={RouterLink} to={l.to} color="inherit" underline="hover">
              {l.label}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/** Site footer (spec 1 §2.2): programme, past cohort and media links, social links. */
export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: BRAND.footer, color: 'rgba(255,255,255,0.92)', pt: 6, pb: 4, mt: 'auto' }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <Box component="img" src="/favicon.svg" alt="" sx={{ width: 36, height: 36 }} />
              <Typography sx={{ fontWeight: 800, fontSize: '1.15rem', color: '#fff' }}>{APP_NAME}</Typography>
            </Stack>
            <Typography sx={{ mb: 2 }}>{APP_TAGLINE} in Kenya.</Typography>
            <Stack
              direction="row"
              spacing={0.5}
              component="ul"
              sx={{ listStyle: 'none', p: 0, m: 0 }}
              aria-label="Social media"
            >
              {SOCIAL.map((s) => (
                <li key={s.label}>
                  <IconButton
                    component="a"
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${s.label} (opens in a new tab)`}
                    sx={{
                      color: '#fff',
                      bgcolor: 'rgba(255,255,255,0.08)',
                      '&:hover': { bgcolor: 'rgba(255,255,255,0.18)' },
                    }}
                  >
                    {s.icon}
                  </IconButton>
                </li>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 6, sm: 4, md: 3 }}>
            <Column title="Programme" links={PROGRAMME_LINKS} />
          </Grid>
          <Grid size={{ xs: 6, sm: 4, md: 3 }}>
            <Column title="Past Cohorts" links={FOOTER_PAST_COHORTS} />
          </Grid>
          <Grid size={{ xs: 6, sm: 4, md: 2 }}>
            <Column title="Media" links={MEDIA_LINKS} />
          </Grid>
        </Grid>
        <Typography variant="body2" sx={{ mt: 5, opacity: 0.8 }}>
          © {new Date().getFullYear()} {APP_NAME}
        </Typography>
      </Container>
    </Box>
  );
}
