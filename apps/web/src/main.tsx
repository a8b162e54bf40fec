// First: zod must know it may not compile code before any schema parses (zod-config.ts).
import './zod-config';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient, Providers } from './app/providers';
import { createAppRouter, loadRoutesOf } from './app/router';
import { readServerRenderedData } from './lib/server-rendered';

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const queryClient = createQueryClient();
  const served = readServerRenderedData();
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
  if (served) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread (the page is already visible; a tap is answered sooner).
    startTransition(() => {
      hydrateRoot(root, app, {
        // The server's HTML and the first render differed: React re-rendered that part (the page
        // works); the end-to-end tests fail on this mark.
        onRecoverableError: (error) => console.error('[hydration-mismatch]', error),
      });
    });
  } else createRoot(root).render(app);
}

void start();
