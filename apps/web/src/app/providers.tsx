import CssBaseline from '@mui/material/CssBaseline';
import { styled, ThemeProvider } from '@mui/material/styles';
import { SNACKBAR_MS } from '@portal/contract/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ConfirmProvider } from '../components/ConfirmDialog';
import { theme } from '../components/theme';
import { clearAllDrafts } from '../features/application-wizard/use-draft';
import { isApiError } from '../lib/http';
import { i18n } from '../lib/i18n/i18n';
import { SessionProvider } from '../lib/session';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors (401, 403, 404, 422) will not change on a retry.
        retry: (count, err) => !(isApiError(err) && err.status >= 400 && err.status < 500) && count < 2,
      },
      mutations: { retry: false },
    },
  });
}

/** Green for success, red for failure, orange for updates (spec 1 §8), dark enough for white text. */
const Snack = styled(MaterialDesignContent)(({ theme: t }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: t.palette.success.main },
  '&.notistack-MuiContent-error': { backgroundColor: t.palette.error.main },
  '&.notistack-MuiContent-warning': { backgroundColor: t.palette.warning.main },
  '&.notistack-MuiContent-info': { backgroundColor: t.palette.primary.main },
}));

const snackComponents = { success: Snack, error: Snack, warning: Snack, info: Snack, default: Snack };

/** Snackbar host alone: tests and the app share it. */
export function AppSnackbarProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={SNACKBAR_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      Components={snackComponents}
    >
      {children}
    </SnackbarProvider>
  );
}

export function Providers({
  children,
  queryClient,
  i18n: instance = i18n,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  /** The server's render passes its own, in the page's language (entry-server.tsx). */
  i18n?: I18n;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={instance}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <AppSnackbarProvider>
            <SessionProvider onSignOut={clearAllDrafts}>
              <ConfirmProvider>{children}</ConfirmProvider>
            </SessionProvider>
          </AppSnackbarProvider>
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
