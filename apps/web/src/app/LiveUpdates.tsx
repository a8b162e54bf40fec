import { type LiveEvent, liveTopicsOf } from '@portal/contract/live';
import { MSG } from '@portal/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useEffect, useRef } from 'react';
import { tokenStore } from '../lib/http';
import { useSession } from '../lib/session';
import { sessionKey } from '../lib/session-api';
import { keysForEvent, LIVE_QUERY_KEYS } from './live-keys';

/**
 * One live socket per signed-in session, for staff holding contact_us_view or application_view
 * (and past the two-step set-up when it is required): the socket's code (`live-client.ts`) is
 * loaded only then. An event makes its queries stale (the open lists and the menu badge refetch)
 * and says what arrived in a snackbar (not for a message another staff member marked or deleted:
 * that only refreshes the inbox); after a reconnection everything live is refetched, since events
 * may have been missed meanwhile.
 */
export function LiveUpdates() {
  const { user, can } = useSession();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  // Staff waiting to set up two-step sign-in hear nothing (the server refuses the socket): the
  // socket opens once it is set up, as the session then changes.
  const topics = user && !user.two_factor.setup_required ? liveTopicsOf(can) : [];
  // A new sign-in or a change of topics opens a new socket.
  const session = user && topics.length > 0 ? `${user.id}:${topics.join(',')}` : null;

  const latest = useRef({ queryClient, enqueueSnackbar, topics });
  latest.current = { queryClient, enqueueSnackbar, topics };

  useEffect(() => {
    if (!session || typeof WebSocket === 'undefined') return;
    let client: { stop(): void } | null = null;
    let cancelled = false;
    const refetch = (keys: readonly (readonly unknown[])[]) => {
      for (const queryKey of keys) void latest.current.queryClient.invalidateQueries({ queryKey });
    };
    const onEvent = (event: LiveEvent) => {
      refetch(keysForEvent(event));
      const notify = latest.current.enqueueSnackbar;
      if (event.type === 'contact.created') {
        notify(MSG.liveContact.replace('{name}', event.sender ?? 'a visitor').replace('{subject}', event.subject), {
          variant: 'info',
        });
      } else if (event.type === 'application.submitted' && !event.updated) {
        notify(MSG.liveApplication.replace('{venture}', event.venture ?? 'a venture'), { variant: 'info' });
      }
    };
    void import('./live-client').then(({ startLiveClient }) => {
      if (cancelled) return;
      client = startLiveClient({
        getToken: () => tokenStore.get(),
        onEvent,
        onReady: ({ reconnected }) => {
          if (reconnected) for (const t of latest.current.topics) refetch(LIVE_QUERY_KEYS[t]);
        },
        // The token was refused: ask for the profile again, which signs out on its 401.
        onUnauthenticated: () => void latest.current.queryClient.invalidateQueries({ queryKey: sessionKey }),
      });
    });
    return () => {
      cancelled = true;
      client?.stop();
    };
  }, [session]);

  return null;
}
