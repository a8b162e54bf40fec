import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FOUNDER_ELIGIBILITY } from '@portal/contract/eligibility';
import { type MouseEvent, type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageBanner } from '../../components/PageBanner';
import { APP_NAME, CONTACT_EMAIL } from '../../lib/brand';
import { PROGRAMME_PARTNERS } from './programme-facts';

/** Room for the fixed header above a section scrolled to the top. */
const HEADER_CLEARANCE = 96;

interface Section {
  id: string;
  title: string;
  body: ReactNode;
}

const SECTIONS: Section[] = [
  {
    id: 'account-registration',
    title: 'Account Registration and Application Process',
    body: (
      <>
        <p>
          To apply, you must create an account on this site. Applicants must be between 18 and 35 years old on the date
          they apply.
        </p>
        <p>
          You must give accurate, current and complete information when you register and when you apply, and keep it up
          to date. You are responsible for keeping your sign-in credentials confidential and for everything done with
          your account; tell us at once if you believe someone else has used it.
        </p>
        <p>
          An application is complete once it is submitted. You may change it up to the application deadline day; after
          that it is final.
        </p>
      </>
    ),
  },
  {
    id: 'the-programme',
    title: 'The Programme',
    body: (
      <>
        <p>
          The {APP_NAME} is an accelerator for women-led technology ventures in Kenya, run with {PROGRAMME_PARTNERS}. It
          offers learning, mentorship and coaching, networking and, for the top finalists, an equity-free seed grant.
        </p>
        <p>
          The programme’s schedule, content, partners and grant amounts are described on this site and may be adjusted
          by the organisers. Selection for the programme or for the grant is at the sole discretion of the organisers
          and judges, and their decisions are final.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Eligibility',
    body: (
      <>
        <p>
          The principal founder must be {FOUNDER_ELIGIBILITY}. The venture must be headquartered in Kenya, legally
          registered, for profit, with 1 to 10 employees, hold a tax compliance certificate, and meet the other criteria
          published on the programme page.
        </p>
        <p>
          The organisers may ask for documents that prove eligibility at any stage, and may disqualify an application or
          a participant that does not meet the criteria or has given false information.
        </p>
      </>
    ),
  },
  {
    id: 'registration',
    title: 'Registration',
    body: (
      <p>
        Each venture may submit one application per programme. An account is personal: it may not be shared or
        transferred. The organisers may suspend or close an account that breaks these terms.
      </p>
    ),
  },
  {
    id: 'programme-participation',
    title: 'Programme Participation',
    body: (
      <>
        <p>
          Selected participants must attend all physical and virtual sessions, including masterclasses, mentoring and
          coaching sessions and programme meetings, and complete the programme.
        </p>
        <p>
          Participants are expected to act professionally and respectfully towards other participants, mentors, staff
          and partners, and to comply with the applicable laws and regulations. Repeated absence or misconduct may end a
          venture’s participation and its eligibility for the grant.
        </p>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual Property',
    body: (
      <>
        <p>
          Your venture’s ideas, products and materials remain yours. Submitting an application does not transfer any
          intellectual property to the organisers.
        </p>
        <p>
          You allow the organisers to use your venture’s name, logo, a short description, and photographs or videos
          taken during the programme to promote the programme. The organisers’ training materials may be used only for
          your own participation.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <p>
        The organisers and their partners give advice and support in good faith but are not responsible for business
        decisions a venture makes, or for any loss arising from taking part in the programme, except where the law does
        not allow this to be excluded. Participants are responsible for their own travel, equipment and expenses unless
        the programme states otherwise.
      </p>
    ),
  },
  {
    id: 'modification-and-termination',
    title: 'Modification and Termination',
    body: (
      <p>
        The organisers may change these terms, the programme or its schedule, and will publish changes on this page with
        a new date. They may end a participant’s involvement for a breach of these terms. Continuing to use the site or
        to take part in the programme after a change means you accept it.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing Law',
    body: (
      <p>
        These terms are governed by the laws of Kenya. Any dispute that cannot be settled amicably is subject to the
        jurisdiction of the courts of Kenya.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms can be sent to <Link href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Link>.
      </p>
    ),
  },
];

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
      <PageBanner title="Terms and Conditions" subtitle="Last updated April 25, 2025" />

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
                  Contents
                </Typography>
                <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.75 }}>
                  {SECTIONS.map((s) => (
                    <li key={s.id}>
                      <Link href={`#${s.id}`} underline="hover" onClick={(e) => onTocClick(e, s.id)}>
                        {s.title}
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
                    {i + 1}. {s.title}
                  </Typography>
                  {s.body}
                </Box>
              ))}
            </Grid>
          </Grid>
        </Container>
      </Box>
    </>
  );
}
