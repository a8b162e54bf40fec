import type { Writable } from 'node:stream';
import { TOKEN_PATHS } from '@portal/contract/token-links';

/**
 * What the server's log may hold, decided in one place (DESIGN.md security baseline: logs never
 * carry query parameters, passwords, hashes or tokens). buildApp applies these serializers to
 * every logger it is given, so no caller can forget them.
 */

/** PostgreSQL's error codes: five digits or capitals (SQLSTATE). */
const SQLSTATE = /^[0-9A-Z]{5}$/;

type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

type DatabaseFailure = LoggedError & {
  type: 'DatabaseError';
  /** The statement's shape: SQL text with $1, $2 placeholders, never their values. */
  query?: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
};

const stackFrames = (err: Error) =>
  (err.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');

/**
 * A failed query as the log may show it. Drizzle's error carries the parameters (e-mails, phone
 * numbers, password hashes) in its message and fields; the driver's error carries values in its
 * message and `detail` ('Key (email)=(…) already exists'). Only the SQL text and the names stay.
 */
function databaseFailure(err: Error): DatabaseFailure | null {
  let query: string | undefined;
  let driver: Record<string, unknown> | undefined;
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const e = current as Error & Record<string, unknown>;
    if (typeof e.query === 'string' && 'params' in e) query ??= e.query;
    if (typeof e.code === 'string' && SQLSTATE.test(e.code)) driver ??= e;
    current = e.cause;
  }
  if (query === undefined && driver === undefined) return null;
  const name = (key: string) => (typeof driver?.[key] === 'string' ? (driver[key] as string) : undefined);
  return {
    type: 'DatabaseError',
    message: `database query failed${name('code') ? ` (${name('code')})` : ''}`,
    query,
    code: name('code'),
    constraint: name('constraint'),
    table: name('table'),
    column: name('column'),
    stack: stackFrames(err),
  };
}

/** The `err` of every log line. */
export function serializeError(err: unknown): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
  const failure = databaseFailure(err);
  if (failure) return failure;
  const code = (err as { code?: unknown }).code;
  return {
    type: err.name,
    message: err.message,
    ...(typeof code === 'string' ? { code } : {}),
    stack: err.stack ?? '',
  };
}

/**
 * Each path of TOKEN_PATHS (letters, hyphens and slashes), in any case and with doubled slashes,
 * and the rest of the path after it: where a mailed link's token is.
 */
const TOKEN_IN_PATH = new RegExp(
  `(${TOKEN_PATHS.map((p) => p.slice(0, -1).replaceAll('/', '/+')).join('|')})/+[^?#]*`,
  'gi',
);

/**
 * A URL as the log may show it: its path, without the token of a mailed link (TOKEN_PATHS), and
 * the `type` of the call, not the rest of the query (search terms are people's names). Every
 * `url` a log line carries goes through here, the request's and any other.
 */
export function loggedUrl(url: string): string {
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  // Written on every request: a regular expression, not a URLSearchParams.
  const type = mark < 0 ? undefined : /[?&]type=([^&#]*)/.exec(url)?.[1];
  return `${path.replace(TOKEN_IN_PATH, '$1/[redacted]')}${type ? `?type=${type}` : ''}`;
}

/** The request of every log line. */
export function serializeRequest(req: { method: string; url: string; ip?: string }) {
  return { method: req.method, url: loggedUrl(req.url), ip: req.ip };
}

export const LOG_SERIALIZERS = {
  err: serializeError,
  req: serializeRequest,
  url: (url: unknown) => (typeof url === 'string' ? loggedUrl(url) : url),
};

/** Logger options for buildApp: a level, and a stream for tests that read the log. */
export type LogOptions = { level: string; stream?: Writable };
