import path from 'node:path';
import { APP_NAME } from '@portal/contract/brand';
import { password } from '@portal/contract/common';
import { MSG } from '@portal/contract/messages';
import { z } from 'zod';
import { isCommonPassword } from './lib/passwords';
import { type S3Settings, storageUrlSetting } from './storage-url';
import { trustProxySetting } from './trust-proxy';

/**
 * The demo admin of the embedded database (README). Never used when DATABASE_URL is set. Its
 * password is published, not chosen, so the common-password check that ADMIN_PASSWORD passes
 * (it would refuse `Admin@2025`: "admin" dressed up) does not apply to it.
 */
export const DEMO_ADMIN = {
  email: 'admin@example.com',
  password: 'Admin@2025',
  first_name: 'Rehema',
  last_name: 'Achola',
} as const;

export type AdminAccount = { email: string; password: string; first_name: string; last_name: string };

/**
 * The first admin's name: ADMIN_NAME ("First Last"), else one made from the address's local part
 * ("ops@…" is "Ops Admin"), so the dashboard greets a person and not a placeholder.
 */
function adminName(email: string, name?: string): { first_name: string; last_name: string } {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) return { first_name: words.slice(0, -1).join(' '), last_name: words.at(-1)! };
  const local =
    email
      .split('@')[0]!
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
      .split(' ')[0] || 'Site';
  const first = words[0] ?? local.charAt(0).toUpperCase() + local.slice(1);
  return { first_name: first.slice(0, 100), last_name: 'Admin' };
}

const boolish = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  // This machine only, unless told otherwise: the README publishes the demo admin's password.
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  SMTP_URL: z.url().optional(),
  // The sender's name is the programme's, as on the site (contract/brand).
  MAIL_FROM: z.string().default(`${APP_NAME} <no-reply@localhost>`),
  // The outbox sender's timing: how often it reads the queue, and the first retry's wait.
  MAIL_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(5_000),
  MAIL_RETRY_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  // How often the deadline reminders' round runs (modules/notices/reminder-job.ts); 15 minutes.
  REMINDER_POLL_MS: z.coerce.number().int().min(100).max(86_400_000).default(900_000),
  APP_URL: z.url().optional(),
  ADMIN_EMAIL: z.email().optional(),
  // The same rules as every other password: the policy, then the common-password list.
  ADMIN_PASSWORD: password.refine((p) => !isCommonPassword(p), MSG.passwordCommon).optional(),
  ADMIN_NAME: z.string().max(200).optional(),
  SEED_DEMO: boolish,
  STORAGE_URL: storageUrlSetting.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** Milliseconds of the event loop server renders may take a second (lib/render-budget.ts). */
  RENDER_BUDGET_MS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).max(1000).optional(),
  ),
  TRUST_PROXY: trustProxySetting.optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** How often the mail outbox is read without a kick (ms). */
  mailPollMs: number;
  /** The wait before a failed mail's first retry (ms); each next wait is four times longer. */
  mailRetryMs: number;
  /** How often the deadline reminders' round runs (ms). */
  reminderPollMs: number;
  appUrl: string;
  admin?: AdminAccount;
  seedDemo: boolean;
  /** From STORAGE_URL: uploads in this S3-compatible bucket; unset: under DATA_DIR/storage. */
  s3?: S3Settings;
  logLevel: string;
  webDist: string;
  renderBudgetMs?: number;
  /** The reverse proxies whose X-Forwarded-For is believed; unset: none (the socket's address counts). */
  trustProxy?: string[];
};

/** Reads the environment; on bad values throws one error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset (a common shell and compose-file slip).
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const embedded = !e.DATABASE_URL;
  const admin =
    e.ADMIN_EMAIL && e.ADMIN_PASSWORD
      ? {
          email: e.ADMIN_EMAIL.toLowerCase(),
          password: e.ADMIN_PASSWORD,
          ...adminName(e.ADMIN_EMAIL, e.ADMIN_NAME),
        }
      : embedded
        ? { ...DEMO_ADMIN }
        : undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    // Relative to where `npm run ...` was typed (npm's INIT_CWD), so `npm run dev` and `npm start`
    // from the repository root share ./data even though workspace scripts run in their own folder.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailPollMs: e.MAIL_POLL_MS,
    mailRetryMs: e.MAIL_RETRY_MS,
    reminderPollMs: e.REMINDER_POLL_MS,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    admin,
    seedDemo: e.SEED_DEMO ?? embedded,
    s3: e.STORAGE_URL,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    renderBudgetMs: e.RENDER_BUDGET_MS,
    trustProxy: e.TRUST_PROXY,
  };
}
