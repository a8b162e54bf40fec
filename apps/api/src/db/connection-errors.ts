/**
 * Whether an error means the database could not be reached, or the connection a query ran on was
 * lost (a PostgreSQL restart or failover, a network cut, a pool with no free connection in time),
 * as opposed to the query itself failing. Such a request may succeed if sent again in a moment:
 * the app's error handler answers it 503 with Retry-After (plugins/errors.ts), not 500.
 *
 * Drizzle wraps the driver's error (`cause`); Node's connection errors may be an AggregateError
 * (`errors`, one per address tried). PGlite runs in the process and has no connection to lose:
 * none of its errors match.
 */
export function isConnectionFailure(err: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [err];
  while (pending.length && seen.size < 10) {
    const e = pending.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const { code, message, cause, errors } = e as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (CONNECTION_SQLSTATE.test(code) || CONNECTION_CODES.has(code))) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((m) => message.startsWith(m))) return true;
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return false;
}

/**
 * SQLSTATE class 08 (connection exception), 57P01-57P03 (the server is shutting down, crashed or
 * starting up: admin_shutdown, crash_shutdown, cannot_connect_now) and 53300 (too many
 * connections, as when every instance reconnects at once).
 */
const CONNECTION_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** Node's socket errors: the server refused, reset or never answered. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** node-postgres and pg-pool say these in words only, without a code. */
const CONNECTION_MESSAGES = [
  // The socket closed under a client (also "... unexpectedly", "... due to connection timeout").
  'Connection terminated',
  // A later query on a client whose connection already failed (a transaction's rollback, say).
  'Client has encountered a connection error and is not queryable',
  // No connection of the pool became free within connectionTimeoutMillis.
  'timeout exceeded when trying to connect',
];
