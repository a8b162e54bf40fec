import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { Loading } from '../components/Loading';
import { SessionFreshness, useSession } from '../lib/session';
import { documentTitle } from './document-title';
import { Footer } from './Footer';
import { Header } from './Header';
import { LiveUpdates } from './LiveUpdates';
import { LocaleSync } from './language';
import { SignInDialogProvider } from './sign-in-dialog';

// Signed-in users only: its Fab and Menu stay out of a visitor's first load.
const HelpButton = lazy(() => import('./HelpButton').then((m) => ({ default: m.HelpButton })));

/** Route `handle` of the shell: `transparent` for public pages with a banner, `solid` (white) otherwise. */
export interface ShellHandle {
  header?: 'transparent' | 'solid';
  /** A public page the server renders as HTML (the page a route's leaf says). */
  prerender?: boolean;
  /** The screen's name in the browser tab (document-title.ts), in English. */
  title?: string;
  /** A public page's name in the browser tab: a catalogue key, said in the page's language. */
  titleKey?: string;
}

/**
 * Top of the tree: the sign-in popup (it navigates, so it lives inside the router), scroll
 * restoration, and the live updates (here, so that the socket outlives every navigation,
 * /redirector's included).
 */
export function RootLayout() {
  return (
    <SignInDialogProvider>
      <SessionFreshness />
      <LocaleSync />
      <Outlet />
      <ScrollRestoration />
      <LiveUpdates />
      <DocumentTitle />
      <AppReady />
    </SignInDialogProvider>
  );
}

/** Each screen's name in the browser tab, and in the history list screen readers announce. */
function DocumentTitle() {
  const { t } = useTranslation();
  const title = documentTitle(
    useMatches().map((m) => m.handle),
    (key) => t(key),
  );
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

/**
 * Marks the page as running: a server-rendered page shows its buttons before they work, and the
 * end-to-end tests wait for this mark before they use a page.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return null;
}

/** Pages with the header, the footer and the help button. */
export function SiteLayout() {
  const matches = useMatches();
  const { user } = useSession();
  const { t } = useTranslation();
  let header: ShellHandle['header'] = 'solid';
  for (const m of matches) {
    const h = (m.handle as ShellHandle | undefined)?.header;
    if (h) header = h;
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      <Header transparent={header === 'transparent'} />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      {user && (
        <Suspense fallback={null}>
          <HelpButton />
        </Suspense>
      )}
    </Box>
  );
}
