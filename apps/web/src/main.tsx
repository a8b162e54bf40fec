// First: zod must know it may not compile code before any schema parses (zod-config.ts).
import './zod-config';
import { DEFAULT_LOCALE } from '@portal/contract/locale';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient, Providers } from './app/providers';
import { createAppRouter, loadRoutesOf } from './app/router';
import { applyLocale, storedLocale, storeLocale } from './lib/i18n/locale';
import { readServerRenderedData } from './lib/server-rendered';

// React's (minified) codes for hydration gone wrong: the HTML differed (418, 425), the server
// could not finish a boundary (419), an update or an error came before hydration ended (421-423).
const HYDRATION_ERROR = /hydrat|#(418|419|421|422|423|425)\b/i;

/**
 * An error React recovered from by rendering again. A hydration one means the server's HTML and the
 * first render differed (the page works, re-rendered): the end-to-end tests fail on its mark. Others
 * (a render that threw and succeeded when retried) are logged with their cause.
 */
function onRecoverableError(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error ? error.cause : undefined;
  console.error(HYDRATION_ERROR.test(message) ? '[hydration-mismatch]' : '[recovered]', error, cause);
}

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const queryClient = createQueryClient();
  const served = readServerRenderedData();
  // The server renders a public page in the language of the `locale` cookie. The page is hydrated
  // when that is the visitor's language; otherwise (a choice made before the cookie existed, a
  // cookie lost) it is drawn afresh in hers: switching after hydration would leave parts that
  // hydrate later (lazy boundaries) rendering her language over the other's HTML.
  const stored = storedLocale();
  // Written again: a choice kept only in localStorage reaches the server from the next page on.
  if (stored) storeLocale(stored);
  const locale = stored ?? DEFAULT_LOCALE;
  const hydrating = served && (served.locale ?? DEFAULT_LOCALE) === locale;
  // Her language's catalogue, loaded and switched to before the first render, hydrating or not
  // (and `<html lang>` hers, should the served page be in the other language).
  await applyLocale(locale);
  if (served) {
    // A public page the server rendered: same data, same routes' code, then hydrate its HTML.
    // The answers are as fresh as the API's own would be now (the page and the API share one cache,
    // emptied by the same writes): no refetch right after hydration.
    const now = Date.now();
    for (const q of served.queries.queries) q.state.dataUpdatedAt = now;
    hydrate(queryClient, served.queries);
    await loadRoutesOf(window.location.pathname);
  }
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={createAppRouter()} />
      </Providers>
    </StrictMode>
  );
  if (hydrating) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread (the page is already visible; a tap is answered sooner).
    startTransition(() => {
      hydrateRoot(root, app, { onRecoverableError });
    });
  } else {
    // Nothing to match (or a page to redraw in her language): the first render is already in it.
    createRoot(root).render(app);
  }
}

void start();
