import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isConnectionFailure } from './connection-errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isConnectionFailure', () => {
  it('knows a lost or refused connection, as the driver, the pool or Node report it', () => {
    const lost = [
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('terminating connection due to crash of another server process', '57P02'),
      withCode('the database system is starting up', '57P03'),
      withCode('the database system is shutting down', '57P03'),
      withCode('connection failure', '08006'),
      withCode('sorry, too many clients already', '53300'),
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('read ECONNRESET', 'ECONNRESET'),
      withCode('write EPIPE', 'EPIPE'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('timeout exceeded when trying to connect'),
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'connect failed'),
    ];
    for (const err of lost) {
      expect(isConnectionFailure(err), err.message).toBe(true);
      // As Drizzle throws it: the driver's error is the cause.
      expect(isConnectionFailure(new DrizzleQueryError('select 1', [], err)), err.message).toBe(true);
    }
  });

  // PGlite's errors are of this kind only (a SQLSTATE of the query's own failure): the embedded
  // database runs in the process and has no connection to lose, so nothing changes for it.
  it('leaves every other failure alone: constraints, syntax, anything not an error', () => {
    for (const err of [
      withCode('duplicate key value violates unique constraint "users_email_unique"', '23505'),
      withCode('syntax error at or near "selec"', '42601'),
      withCode('relation "nowhere" does not exist', '42P01'),
      withCode('canceling statement due to statement timeout', '57014'),
      withCode('no such file', 'ENOENT'),
      new Error('Connection refused by the policy'), // words alone, not the driver's
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      'Connection terminated',
      null,
      undefined,
    ]) {
      expect(isConnectionFailure(err), String(err)).toBe(false);
    }
  });

  it('a cycle of causes ends', () => {
    const a = new Error('a') as Error & { cause?: unknown };
    const b = new Error('b', { cause: a });
    a.cause = b;
    expect(isConnectionFailure(a)).toBe(false);
  });
});
