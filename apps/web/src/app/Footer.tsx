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
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BRAND } from '../components/theme';
import { APP_NAME, FOOTER_PAST_COHORTS, SOCIAL_LINKS } from '../lib/brand';
import { tk } from '../lib/i18n/i18n';

const PROGRAMME_LINKS = [
  { labelKey: tk('footer.about'), to: '/about' },
  { labelKey: tk('footer.faqs'), to: '/FAQs' },
  { labelKey: tk('footer.team'), to: '/team' },
  { labelKey: tk('footer.trainers'), to: '/trainers' },
  { labelKey: tk('footer.coaches'), to: '/coaches' },
  { labelKey: tk('footer.terms'), to: '/terms-and-conditions' },
];
const MEDIA_LINKS = [
  { labelKey: tk('footer.newsFeed'), to: '/news-feed' },
  { labelKey: tk('footer.stories'), to: '/stories' },
  { labelKey: tk('footer.gallery'), to: '/gallery' },
];
const SOCIAL: { label: string; href: string; icon: ReactNode }[] = [
  { label: 'Facebook', href: SOCIAL_LINKS.facebook, icon: <Facebook /> },
  { label: 'X', href: SOCIAL_LINKS.x, icon: <X /> },
  { label: 'Instagram', href: SOCIAL_LINKS.instagram, icon: <Instagram /> },
  { label: 'LinkedIn', href: SOCIAL_LINKS.linkedin, icon: <LinkedIn /> },
  { label: 'YouTube', href: SOCIAL_LINKS.youtube, icon: <YouTube /> },
];

type FooterLink = { to: string } & ({ labelKey: string } | { label: string });

/** `id` names the column for its heading, whatever the language. */
function Column({ id, title, links }: { id: string; title: string; links: FooterLink[] }) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-labelledby={id}>
      <Typography id={id} component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Stack spacing={0.75} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {links.map((l) => (
          <li key={l.to}>
            {/* A link without a catalogue key is named by a name (a past cohort's), alike in every language. */}
            <Link
              component={RouterLink}
              to={l.to}
              color="inherit"
              underline="hover"
              translate={'labelKey' in l ? undefined : 'no'}
            >
              {'labelKey' in l ? t(l.labelKey) : l.label}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/** Site footer (spec 1 §2.2): programme, past cohort and media links, social links. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ bgcolor: BRAND.footer, color: 'rgba(255,255,255,0.92)', pt: 6, pb: 4, mt: 'auto' }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <Box component="img" src="/favicon.svg" alt="" sx={{ width: 36, height: 36 }} />
              <Typography translate="no" sx={{ fontWeight: 800, fontSize: '1.15rem', color: '#fff' }}>
                {APP_NAME}
              </Typography>
            </Stack>
            <Typography sx={{ mb: 2 }}>{t('footer.tagline')}</Typography>
            <Stack
              direction="row"
              spacing={0.5}
              component="ul"
              sx={{ listStyle: 'none', p: 0, m: 0 }}
              aria-label={t('footer.socialMedia')}
            >
              {SOCIAL.map((s) => (
                <li key={s.label}>
                  <IconButton
                    component="a"
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('footer.opensInNewTab', { label: s.label })}
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
            <Column id="footer-programme" title={t('footer.programme')} links={PROGRAMME_LINKS} />
          </Grid>
          <Grid size={{ xs: 6, sm: 4, md: 3 }}>
            <Column id="footer-past-cohorts" title={t('footer.pastCohorts')} links={FOOTER_PAST_COHORTS} />
          </Grid>
          <Grid size={{ xs: 6, sm: 4, md: 2 }}>
            <Column id="footer-media" title={t('footer.media')} links={MEDIA_LINKS} />
          </Grid>
        </Grid>
        <Typography variant="body2" translate="no" sx={{ mt: 5, opacity: 0.8 }}>
          © {new Date().getFullYear()} {APP_NAME}
        </Typography>
      </Container>
    </Box>
  );
}
