import {
  LIVE_CLOSE,
  LIVE_PATH,
  LIVE_TOPICS,
  type LiveEvent,
  type LiveServerMessage,
  type LiveTopic,
  liveTopicsOf,
  topicOf,
} from '@portal/contract/live';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import type { AppContext } from '../../context';
import { type AuthUser, can } from '../../lib/access';
import type { AccessChange } from '../../lib/events';
import { userOfToken } from '../../plugins/auth';

/**
 * Timings of the live updates (an object so that a test can shorten them before building the app):
 * a new socket has `authTimeoutMs` to send its token; every `recheckMs` each socket's token and
 * account are checked again (revoked, expired or deactivated: closed; permissions re-read) and
 * pinged (two unanswered pings: dropped). A change to an account's roles or active flag, or to a
 * role's permissions, re-checks the affected sockets at once (`ctx.events.accessChanged`).
 */
export const liveTiming = { authTimeoutMs: 5_000, recheckMs: 30_000 };

/** Sockets one account may hold at once (tabs, devices). */
export const MAX_SOCKETS_PER_USER = 20;

type Connection = {
  ws: WebSocket;
  token: string;
  user: AuthUser;
  topics: LiveTopic[];
  missedPongs: number;
};

const send = (ws: WebSocket, message: LiveServerMessage) => {
  if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
};

/**
 * The signed-in sockets and what each may hear. Events from the bus go to the sockets whose user
 * holds the event's topic permission, and to no other.
 */
function createHub(ctx: AppContext, log: FastifyBaseLogger) {
  const connections = new Set<Connection>();

  const deliver = (event: LiveEvent) => {
    const topic = topicOf(event);
    for (const conn of connections) if (conn.topics.includes(topic)) send(conn.ws, event);
  };

  /** Re-reads a socket's token and account: closes it, or updates what it may hear. */
  const checkOne = async (conn: Connection) => {
    const user = await userOfToken(ctx, conn.token, { touch: false, freshRoles: true }).catch((err: unknown) => {
      log.warn({ err }, 'live: re-check failed; the socket stays until the next one');
      return conn.user;
    });
    if (!connections.has(conn)) return;
    if (!user) {
      log.info({ userId: conn.user.id }, 'live: token no longer valid, socket closed');
      conn.ws.close(LIVE_CLOSE.unauthenticated, 'unauthenticated');
      return;
    }
    const topics = liveTopicsOf((p) => can(user, p));
    if (topics.length === 0) {
      conn.ws.close(LIVE_CLOSE.forbidden, 'forbidden');
      return;
    }
    conn.user = user;
    conn.topics = topics;
  };

  /** The periodic check: pings every socket (two unanswered pings: dropped) and re-reads it. */
  const periodic = async () => {
    for (const conn of [...connections]) {
      if (conn.missedPongs >= 2) {
        conn.ws.terminate();
        continue;
      }
      conn.missedPongs += 1;
      conn.ws.ping();
      await checkOne(conn);
    }
  };

  /** After an access change: re-reads the affected sockets now (no ping). */
  const affected = async (change: AccessChange) => {
    const ids = 'userIds' in change ? new Set(change.userIds) : null;
    for (const conn of [...connections]) if (!ids || ids.has(conn.user.id)) await checkOne(conn);
  };

  // Checks run one after another: a change published while a periodic check is half-way (which
  // may already have read the old state) is re-checked after it, never skipped. A periodic check
  // is not queued twice.
  let queue: Promise<void> = Promise.resolve();
  let periodicQueued = false;
  const serially = (task: () => Promise<void>) => {
    queue = queue.then(task).catch((err: unknown) => log.warn({ err }, 'live: re-check failed'));
    return queue;
  };
  const recheck = () => {
    if (periodicQueued) return queue;
    periodicQueued = true;
    return serially(async () => {
      try {
        await periodic();
      } finally {
        periodicQueued = false;
      }
    });
  };
  const onAccessChanged = (change: AccessChange) => void serially(() => affected(change));

  return {
    connections,
    deliver,
    recheck,
    onAccessChanged,
    countOf: (userId: number) => [...connections].filter((c) => c.user.id === userId).length,
  };
}

/**
 * `GET /api/live` (WebSocket): live updates for signed-in staff. The first message must be
 * `{ "type": "auth", "token": "<bearer token>" }` within `authTimeoutMs` (browsers cannot set an
 * Authorization header on a WebSocket, and a token in the URL would land in access logs). The
 * server answers `{ type: 'ready', topics }` and then relays the events of the topics the user's
 * permissions allow (contact_us_view: `contact.created`, `contact.changed`; application_view:
 * `application.submitted`). Refusals close the socket with a LIVE_CLOSE code and send nothing.
 */
export const liveRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const hub = createHub(ctx, app.log);
  const unsubscribe = ctx.events.subscribe(hub.deliver);
  const unsubscribeAccess = ctx.events.onAccessChanged(hub.onAccessChanged);
  const timer = setInterval(() => void hub.recheck(), liveTiming.recheckMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    unsubscribe();
    unsubscribeAccess();
  });

  app.get(
    LIVE_PATH,
    {
      websocket: true,
      schema: {
        tags: ['live'],
        summary: 'Live updates for staff (WebSocket); first message { type: "auth", token }',
        description: `Close codes: ${Object.entries(LIVE_CLOSE)
          .map(([k, v]) => `${v} ${k}`)
          .join(', ')}. Topics: ${Object.entries(LIVE_TOPICS)
          .map(([t, p]) => `${t} (${p})`)
          .join(', ')}.`,
        hide: false,
      },
    },
    (socket, request) => {
      let conn: Connection | null = null;
      let authenticating = false;
      const refuse = (code: number, reason: string) => {
        request.log.info({ code, reason }, 'live: socket refused');
        socket.close(code, reason);
      };
      const deadline = setTimeout(() => {
        if (!conn) refuse(LIVE_CLOSE.authTimeout, 'authentication timeout');
      }, liveTiming.authTimeoutMs);

      // Listeners are attached at once: a message sent right after the upgrade is not lost.
      socket.on('message', async (data) => {
        if (conn || authenticating) return; // one message is read: the token
        authenticating = true;
        let token: unknown;
        try {
          const message = JSON.parse(String(data)) as { type?: unknown; token?: unknown };
          token = message.type === 'auth' ? message.token : undefined;
        } catch {
          token = undefined;
        }
        if (typeof token !== 'string' || !token) {
          refuse(LIVE_CLOSE.badMessage, 'expected { type: "auth", token }');
          return;
        }
        const user = await userOfToken(ctx, token).catch(() => null);
        if (socket.readyState !== socket.OPEN) return;
        if (!user) return refuse(LIVE_CLOSE.unauthenticated, 'unauthenticated');
        const topics = liveTopicsOf((p) => can(user, p));
        if (topics.length === 0) return refuse(LIVE_CLOSE.forbidden, 'forbidden');
        if (hub.countOf(user.id) >= MAX_SOCKETS_PER_USER) return refuse(LIVE_CLOSE.tooMany, 'too many sockets');
        clearTimeout(deadline);
        conn = { ws: socket, token, user, topics, missedPongs: 0 };
        hub.connections.add(conn);
        send(socket, { type: 'ready', topics });
      });
      socket.on('pong', () => {
        if (conn) conn.missedPongs = 0;
      });
      socket.on('close', () => {
        clearTimeout(deadline);
        if (conn) hub.connections.delete(conn);
      });
      socket.on('error', (err) => request.log.warn({ err }, 'live: socket error'));
    },
  );
};
