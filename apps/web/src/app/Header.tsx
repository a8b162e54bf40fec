import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { HEADER_SCROLL_PX } from '@portal/contract/constants';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Link as RouterLink } from 'react-router';
import { BRAND } from '../components/theme';
import { APP_NAME } from '../lib/brand';
import { useSession } from '../lib/session';
import { useSignInDialog } from '../lib/sign-in-dialog';
import { LanguageSwitch } from './language';
import { PUBLIC_NAV } from './nav-links';
import { PastCohortsMenu } from './PastCohortsMenu';
import { useMenuBadges } from './use-menu-badges';
import { useShellNav } from './use-shell-nav';

// Neither is needed for the first paint of a public page: the drawer's code loads when it is first
// opened, the user menu's once someone is signed in (both bring MUI's Modal, Menu and List).
const NavDrawer = lazy(() => import('./NavDrawer').then((m) => ({ default: m.NavDrawer })));
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));

/** Three tight shadows: one is too faint for a contrast checker to count it as the text's background. */
const CLEAR_TEXT_HALO = Array(3).fill(`0 0 1px ${BRAND.primaryDark}`).join(', ');

function NavButton({ to, label }: { to: string; label: string }) {
  return (
    <Button
      component={NavLink}
      to={to}
      color="inherit"
      sx={{
        px: 1.25,
        minWidth: 0,
        whiteSpace: 'nowrap',
        '&.active': { textDecoration: 'underline', textUnderlineOffset: 6 },
      }}
    >
      {label}
    </Button>
  );
}

/**
 * The top bar (spec 1 §2.2). `transparent`: public pages, clear over their banner until the page
 * is scrolled more than 100 px, then white; otherwise (admin pages) always white.
 */
export function Header({ transparent }: { transparent: boolean }) {
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: HEADER_SCROLL_PX });
  const clear = transparent && !scrolled;
  const { user, loading } = useSession();
  const signIn = useSignInDialog();
  const nav = useShellNav();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first opening on, so that it can slide out again when closed.
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const badges = useMenuBadges();
  const { t } = useTranslation();

  return (
    <AppBar
      position={transparent ? 'fixed' : 'sticky'}
      elevation={clear ? 0 : 2}
      color="inherit"
      data-testid="site-header"
      data-clear={clear ? 'true' : 'false'}
      sx={{
        bgcolor: clear ? 'transparent' : '#fff',
        color: clear ? '#fff' : 'text.primary',
        backgroundImage: 'none',
        transition: 'background-color 200ms, color 200ms, box-shadow 200ms',
      }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, minHeight: { xs: 64, md: 72 } }}>
        <Box
          component={RouterLink}
          to="/"
          aria-label={t('nav.homeLink', { name: APP_NAME })}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            color: 'inherit',
            textDecoration: 'none',
            mr: 1,
            flexShrink: 0,
          }}
        >
          <Box
            component="img"
            src="/favicon.svg"
            alt=""
            sx={{ width: { xs: 32, sm: 36 }, height: { xs: 32, sm: 36 }, flexShrink: 0 }}
          />
          <Box
            component="span"
            data-testid="site-title"
            translate="no"
            sx={{
              fontWeight: 800,
              lineHeight: 1.15,
              fontSize: { xs: '0.8125rem', sm: '1.1rem' },
              // Narrow enough on a phone for the language switch, Get Started and the menu button;
              // on the narrowest phones the logo alone names the site (the link's label says it).
              maxWidth: { xs: 104, sm: 'none', lg: 150, xl: 'none' },
              '@media (max-width: 379.95px)': { display: 'none' },
              color: clear ? '#fff' : BRAND.primary,
              // The fixed header can sit over any part of the page, so contrast checkers (axe, in
              // Lighthouse) measure its clear state against the page's light background too (the
              // gallery failed); a dark halo keeps white text readable over whatever is under it.
              textShadow: clear ? CLEAR_TEXT_HALO : 'none',
              transition: 'color 200ms',
            }}
          >
            {APP_NAME}
          </Box>
        </Box>

        <Stack
          component="nav"
          aria-label={t('nav.main')}
          direction="row"
          sx={{
            // The full menu from 1200 px: below that its eight links (longer in Swahili) and the
            // buttons beside them don't fit, and the drawer holds them.
            display: { xs: 'none', lg: 'flex' },
            flex: 1,
            justifyContent: 'center',
            flexWrap: 'nowrap',
            // As for the title below.
            textShadow: clear ? CLEAR_TEXT_HALO : 'none',
          }}
        >
          <NavButton to={PUBLIC_NAV.about.to} label={t(PUBLIC_NAV.about.labelKey)} />
          <NavButton to={nav.cohortTo} label={t('nav.cohort')} />
          <PastCohortsMenu cohorts={nav.pastCohorts} loading={nav.pastCohortsLoading} />
          {PUBLIC_NAV.after.map((l) => (
            <NavButton key={l.to} to={l.to} label={t(l.labelKey)} />
          ))}
        </Stack>
        <Box sx={{ flex: 1, display: { xs: 'block', lg: 'none' } }} />
        <LanguageSwitch />

        {!user && !loading && (
          <Button
            variant="contained"
            color="secondary"
            onClick={() => signIn.open()}
            sx={{ flexShrink: 0, whiteSpace: 'nowrap', px: { xs: 1.25, sm: 2 } }}
          >
            {t('nav.getStarted')}
          </Button>
        )}
        {user && (
          <Box sx={{ display: { xs: 'none', lg: 'block' } }}>
            <Suspense fallback={null}>
              <UserMenu user={user} />
            </Suspense>
          </Box>
        )}
        <IconButton
          color="inherit"
          // The badge's number is part of the name, as it is of what the button shows.
          aria-label={user && badges.total > 0 ? t('nav.openMenuWaiting', { count: badges.total }) : t('nav.openMenu')}
          aria-controls={drawerOpen ? 'nav-drawer' : undefined}
          aria-expanded={drawerOpen ? 'true' : undefined}
          onClick={() => {
            setDrawerLoaded(true);
            setDrawerOpen(true);
          }}
          edge="end"
          sx={{ display: { xs: 'inline-flex', lg: 'none' } }}
        >
          {user && badges.total > 0 ? (
            <Badge badgeContent={badges.total} color="error" max={99}>
              <MenuIcon />
            </Badge>
          ) : (
            <MenuIcon />
          )}
        </IconButton>
      </Toolbar>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} nav={nav} />
        </Suspense>
      )}
    </AppBar>
  );
}
