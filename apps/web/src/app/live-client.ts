import { LIVE_CLOSE, LIVE_PATH, type LiveEvent, type LiveServerMessage } from '@portal/contract/live';

/**
 * The browser side of the live updates: one WebSocket to `/api/live` on the page's own host. Its
 * first message carries the bearer token (browsers cannot set an Authorization header on a
 * WebSocket, and a token in the URL would land in logs). A dropped socket is opened again after a
 * growing, jittered delay (1 s, 2 s, 4 s ... at most 30 s), at once when the browser comes back
 * online; a refused token (4401) or no live topic (4403) stops it. Loaded only for signed-in staff
 * who hold a permission with a live topic (`LiveUpdates`), so public pages never load it.
 */
export type LiveClientOptions = {
  getToken: () => string | null;
  onEvent: (event: LiveEvent) => void;
  /** The server accepted the socket; `reconnected` after a drop (events may have been missed). */
  onReady?: (info: { reconnected: boolean }) => void;
  /** The server refused the token: revoked, expired, or the account deactivated. */
  onUnauthenticated?: () => void;
  url?: string;
  WebSocketImpl?: typeof WebSocket;
  baseDelayMs?: number;
  maxDelayMs?: number;
  random?: () => number;
};

export type LiveClient = { stop(): void };

/** `ws://host/api/live`, or `wss://` on an https page. */
export function liveUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${LIVE_PATH}`;
}

/** The wait before reconnection `attempt` (0, 1, 2 ...): half the exponential step, plus up to half again. */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number, random: () => number): number {
  const step = Math.min(maxMs, baseMs * 2 ** attempt);
  return Math.round(step / 2 + (random() * step) / 2);
}

export function startLiveClient(opts: LiveClientOptions): LiveClient {
  const WS = opts.WebSocketImpl ?? WebSocket;
  const url = opts.url ?? liveUrl();
  const base = opts.baseDelayMs ?? 1000;
  const max = opts.maxDelayMs ?? 30_000;
  const random = opts.random ?? Math.random;
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let stopped = false;
  let accepted = false;

  const connect = () => {
    timer = null;
    const token = opts.getToken();
    if (stopped || !token) return;
    const ws = new WS(url);
    socket = ws;
    ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token }));
    ws.onmessage = (e: MessageEvent) => {
      let message: LiveServerMessage;
      try {
        message = JSON.parse(String(e.data)) as LiveServerMessage;
      } catch {
        return;
      }
      if (message.type === 'ready') {
        const reconnected = accepted;
        accepted = true;
        attempt = 0;
        opts.onReady?.({ reconnected });
      } else {
        opts.onEvent(message);
      }
    };
    ws.onclose = (e: CloseEvent) => {
      if (socket === ws) socket = null;
      if (stopped) return;
      if (e.code === LIVE_CLOSE.unauthenticated) {
        stopped = true;
        opts.onUnauthenticated?.();
        return;
      }
      if (e.code === LIVE_CLOSE.forbidden) {
        stopped = true;
        return;
      }
      timer = setTimeout(connect, backoffDelay(attempt, base, max, random));
      attempt += 1;
    };
  };

  // Back online: try now rather than at the end of a long wait.
  const online = () => {
    if (stopped || !timer) return;
    clearTimeout(timer);
    connect();
  };
  if (typeof window !== 'undefined') window.addEventListener('online', online);

  connect();

  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      if (typeof window !== 'undefined') window.removeEventListener('online', online);
      const ws = socket;
      socket = null;
      if (ws && (ws.readyState === WS.OPEN || ws.readyState === WS.CONNECTING)) ws.close(1000, 'signed out');
    },
  };
}
