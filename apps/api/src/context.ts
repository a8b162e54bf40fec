import { RESUMABLE_CREATIONS_PER_HOUR } from '@portal/contract/resumable-uploads';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Clock } from './lib/dates';
import type { EventBus } from './lib/events';
import type { Mailer } from './lib/mail';
import type { PublicCache } from './lib/public-cache';
import { type LimitStore, rateLimiter } from './lib/rate-limit';
import type { RoleCache } from './lib/role-cache';
import type { Storage } from './lib/storage';

const MINUTE = 60_000;

/** Everything a service needs, built once per app: tests build it with fakes. */
export type AppContext = {
  database: Database;
  db: Database['db'];
  storage: Storage;
  /**
   * Mail goes through the outbox: a service queues it with `enqueueMail(tx, ...)`
   * (lib/mail-outbox.ts) in the transaction of its change, then calls `sendQueued()` after the
   * commit so that it leaves at once rather than at the next poll.
   */
  mail: { sendQueued(): Promise<void> };
  clock: Clock;
  appUrl: string;
  limits: ReturnType<typeof createLimits>;
  /** What happened, for the live updates (`lib/events.ts`); published after the commit. */
  events: EventBus;
  /** The public pages' answers, kept serialised until a write changes them (`lib/public-cache.ts`). */
  publicCache: PublicCache;
  /** Every role with its permissions, read once (`modules/auth/role-cache.ts`). */
  roleCache: RoleCache;
};

export type AppDeps = {
  database: Database;
  storage: Storage;
  /** How mail leaves (SMTP, the .eml folder, the tests' memory); the outbox sits in front of it. */
  mailer: Mailer;
  /**
   * The outbox sender's timing (lib/mail-sender.ts): `pollMs` (0: no polling, only sends after a
   * commit), `retryMs` (first retry's wait). `awaitDelivery`: a request that queued mail answers
   * only after its delivery was tried; tests use it to read the mail at once.
   */
  mailOptions?: { pollMs?: number; retryMs?: number; awaitDelivery?: boolean };
  /** Scheduled jobs: `reminderPollMs`, every how long the deadline reminders run (0: never by themselves). */
  jobs?: { reminderPollMs?: number };
  clock: Clock;
  config: Pick<Config, 'appUrl' | 'logLevel' | 'webDist' | 'trustProxy' | 'renderBudgetMs'> & { serveWeb?: boolean };
};

/**
 * Login, registration, reset and export limits (DESIGN.md security baseline): failed sign-ins per e-mail
 * and address together, and a generous ceiling per address alone because many founders share
 * one address behind mobile carriers' NAT. Failed sign-ins per account, at every address
 * together, have a ceiling of their own that no number of addresses lifts; a password reset
 * clears it.
 */
export function createLimits(clock: Clock, store: LimitStore = { kind: 'memory' }) {
  const limiter = (name: string, max: number, windowMs: number) => rateLimiter(store, name, max, windowMs, clock);
  return {
    loginFailuresPerEmailIp: limiter('loginFailuresPerEmailIp', 10, 15 * MINUTE),
    loginFailuresPerAccount: limiter('loginFailuresPerAccount', 50, 60 * MINUTE),
    loginPerIp: limiter('loginPerIp', 300, 15 * MINUTE),
    // Wrong codes on one sign-in challenge, whatever the addresses: the 5th spends the challenge
    // (it lives 5 minutes, modules/auth CHALLENGE_TTL_MS).
    codeFailuresPerChallenge: limiter('codeFailuresPerChallenge', 5, 5 * MINUTE),
    // Wrong current passwords, per account: a stolen session cannot guess the password at leisure.
    passwordFailuresPerUser: limiter('passwordFailuresPerUser', 10, 15 * MINUTE),
    registerPerIp: limiter('registerPerIp', 30, 60 * MINUTE),
    registerPerEmail: limiter('registerPerEmail', 5, 60 * MINUTE),
    resetPerEmail: limiter('resetPerEmail', 5, 60 * MINUTE),
    resetPerIp: limiter('resetPerIp', 30, 60 * MINUTE),
    // CSV and PDF downloads (DESIGN.md: export calls are rate-limited), per staff member.
    exportsPerUser: limiter('exportsPerUser', 60, 10 * MINUTE),
    // The rich-text editor's images are public at once: a quota per user.
    editorImagesPerUser: limiter('editorImagesPerUser', 60, 60 * MINUTE),
    // Each contact message is a live notification to the staff: per account, and per address.
    contactPerUser: limiter('contactPerUser', 5, 10 * MINUTE),
    contactPerIp: limiter('contactPerIp', 30, 60 * MINUTE),
    // Resumable uploads begun, per account: each may hold disk for a day (contract resumable-uploads.ts).
    resumableCreationsPerUser: limiter('resumableCreationsPerUser', RESUMABLE_CREATIONS_PER_HOUR, 60 * MINUTE),
  };
}
