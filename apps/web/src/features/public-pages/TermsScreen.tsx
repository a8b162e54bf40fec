import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ELIGIBLE_AGE } from '@portal/contract/eligibility';
import { type MouseEvent, useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageBanner } from '../../components/PageBanner';
import { APP_NAME, CONTACT_EMAIL } from '../../lib/brand';

/** Room for the fixed header above a section scrolled to the top. */
const HEADER_CLEARANCE = 96;

/** The ten sections, in order: their ids (links like `#eligibility`) and catalogue keys `terms.sections.<key>`. */
const SECTIONS = [
  'account-registration',
  'the-programme',
  'eligibility',
  'registration',
  'programme-participation',
  'intellectual-property',
  'liability',
  'modification-and-termination',
  'governing-law',
  'contact',
].map((id) => ({ id, key: `terms.sections.${id.replace(/-/g, '_')}` }));

/** A section's paragraphs, from the catalogue, with the programme's names and the mailbox link filled in. */
function SectionBody({ sectionKey }: { sectionKey: string }) {
  const { t } = useTranslation();
  const paragraphs = t(`${sectionKey}.paragraphs`, { returnObjects: true }) as unknown as string[];
  const values = {
    name: APP_NAME,
    partners: t('facts.partners'),
    founder: t('facts.founderEligibility', ELIGIBLE_AGE),
    email: CONTACT_EMAIL,
  };
  return paragraphs.map((text, i) => (
    <p key={text}>
      <Trans
        i18nKey={`${sectionKey}.paragraphs.${i}`}
        values={values}
        components={{ mail: <Link href={`mailto:${CONTACT_EMAIL}`} /> }}
      />
    </p>
  ));
}

const headingId = (id: string) => `${id}-title`;

/** Scrolls a section to the top (smoothly unless the visitor asked for less motion) and moves focus to its heading. */
function goToSection(id: string) {
  const heading = document.getElementById(headingId(id));
  if (!heading) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  heading.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  // Focus follows the reader, so the next Tab continues from the section, not from the table of contents.
  heading.focus({ preventScroll: true });
}

/** Terms and Conditions (spec 1 §2.8): ten numbered sections with a table of contents. */
export default function TermsScreen() {
  const { hash } = useLocation();
  const { t } = useTranslation();

  // A shared link to a section (`#eligibility`) lands on it once the lazy page has rendered.
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (SECTIONS.some((s) => s.id === id)) goToSection(id);
  }, [hash]);

  const onTocClick = (e: MouseEvent<HTMLAnchorElement>, id: string) => {
    // Modified clicks (new tab, copy) keep the plain anchor; a plain click scrolls without a router navigation.
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    goToSection(id);
  };

  return (
    <>
      <PageBanner title={t('terms.title')} subtitle={t('terms.updated')} />

      <Box sx={{ py: { xs: 5, md: 8 } }}>
        <Container maxWidth="lg">
          <Grid container spacing={{ xs: 4, md: 6 }}>
            <Grid size={{ xs: 12, md: 4, lg: 3 }}>
              <Box
                component="nav"
                aria-labelledby="terms-contents"
                sx={{
                  position: { md: 'sticky' },
                  top: { md: HEADER_CLEARANCE },
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 3,
                  p: 2.5,
                  bgcolor: 'background.paper',
                }}
              >
                <Typography id="terms-contents" component="h2" variant="h6" sx={{ mb: 1, fontWeight: 700 }}>
                  {t('terms.contents')}
                </Typography>
                <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.75 }}>
                  {SECTIONS.map((s) => (
                    <li key={s.id}>
                      <Link href={`#${s.id}`} underline="hover" onClick={(e) => onTocClick(e, s.id)}>
                        {t(`${s.key}.title`)}
                      </Link>
                    </li>
                  ))}
                </Box>
              </Box>
            </Grid>
            <Grid size={{ xs: 12, md: 8, lg: 9 }}>
              {SECTIONS.map((s, i) => (
                <Box
                  key={s.id}
                  component="section"
                  id={s.id}
                  aria-labelledby={headingId(s.id)}
                  sx={{
                    scrollMarginTop: HEADER_CLEARANCE,
                    mb: 5,
                    '& p': { mt: 0, mb: 1.5, lineHeight: 1.7, maxWidth: 760 },
                  }}
                >
                  <Typography
                    id={headingId(s.id)}
                    component="h2"
                    variant="h5"
                    tabIndex={-1}
                    sx={{ mb: 1.5, fontWeight: 700, scrollMarginTop: HEADER_CLEARANCE }}
                  >
                    {i + 1}. {t(`${s.key}.title`)}
                  </Typography>
                  <SectionBody sectionKey={s.key} />
                </Box>
              ))}
            </Grid>
          </Grid>
        </Container>
      </Box>
    </>
  );
}
