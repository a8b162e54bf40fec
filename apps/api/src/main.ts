import path from 'node:path';
import { RESUMABLE_EXPIRY_MS } from '@portal/contract/resumable-uploads';
import { buildApp } from './app';
import { loadConfig } from './config';
import { type Database, openPglite, openPostgres } from './db/client';
import { seed } from './db/seed';
import { systemClock } from './lib/dates';
import { type Mailer, outboxMailer, smtpMailer } from './lib/mail';
import { sweepSentMails } from './lib/mail-outbox';
import { openStorage } from './lib/open-storage';
import type { Storage } from './lib/storage';
import { sweepAbandonedUploads, sweepExpiredUploadLocks, sweepUploadPlaces } from './modules/resumable-uploads';
import { sweepEditorImages } from './modules/uploads/editor-images';

/** The longest a stop may take. */
const STOP_MS = 5_000;

async function main() {
  // How long each part of the start took, in the "serving" line: the cold start is a target.
  // performance.now() counts from the process's start: node itself and loading the modules.
  let mark = performance.now();
  const phases: Record<string, number> = { modules: Math.round(mark) };
  const lap = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - mark);
    mark = now;
  };
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }

  // What a log line may hold is decided by buildApp's serializers (lib/logging.ts).
  const logger = { level: config.logLevel };
  let database: Database;
  try {
    database = config.databaseUrl ? openPostgres(config.databaseUrl) : await openPglite(config.dataDir);
    lap('database');
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  let storage: Storage;
  try {
    storage = await openStorage(config);
    lap('storage');
  } catch (err) {
    console.error((err as Error).message);
    await database.close();
    process.exit(1);
  }
  // Instances started together: one migrates and seeds, the others wait, then find it done.
  await database.exclusively(async () => {
    await database.migrate();
    lap('migrate');
    await seed(database.db, { admin: config.admin, demo: config.seedDemo, now: systemClock.now(), storage });
    lap('seed');
  });

  // The outbox logs each mail's link through the app's logger, which exists once the app does.
  let log: { info(obj: object, msg: string): void } | undefined;
  const mailer: Mailer = config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : outboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, { info: (o, m) => log?.info(o, m) });
  const app = await buildApp({
    database,
    storage,
    mailer,
    // The outbox sender starts with the app (onReady) and stops with app.close (onClose).
    mailOptions: { pollMs: config.mailPollMs, retryMs: config.mailRetryMs },
    jobs: { reminderPollMs: config.reminderPollMs },
    clock: systemClock,
    config,
    logger,
  });
  log = app.log;

  // The embedded database has no autovacuum: statistics and cleanup soon after the start, then hourly.
  const maintain = async () => {
    const started = Date.now();
    try {
      await database.maintain();
      if (database.kind === 'pglite') app.log.info({ ms: Date.now() - started }, 'database maintenance done');
    } catch (err) {
      app.log.error({ err }, 'database maintenance failed');
    }
  };
  // Editor images no stored text references go too (modules/uploads/editor-images.ts).
  const sweepImages = async () => {
    try {
      const removed = await sweepEditorImages({ db: database.db, storage, clock: systemClock });
      if (removed.length) app.log.info({ removed: removed.length }, 'unreferenced editor images removed');
    } catch (err) {
      app.log.error({ err }, 'editor image sweep failed');
    }
  };
  // Sent mails' addresses and subjects are kept a while, then go (lib/mail-outbox.ts).
  const sweepMails = async () => {
    try {
      const removed = await sweepSentMails(database.db, systemClock.now());
      if (removed) app.log.info({ removed }, 'old sent mails removed from the outbox');
    } catch (err) {
      app.log.error({ err }, 'mail outbox sweep failed');
    }
  };
  // Partial uploads begun a day ago and never finished go, and their places in their owners'
  // quotas (modules/resumable-uploads).
  const sweepUploads = async () => {
    try {
      const removed = await sweepAbandonedUploads(storage);
      await sweepUploadPlaces(database.db, RESUMABLE_EXPIRY_MS);
      await sweepExpiredUploadLocks(database.db);
      if (removed) app.log.info({ removed }, 'abandoned partial uploads removed');
    } catch (err) {
      app.log.error({ err }, 'partial upload sweep failed');
    }
  };
  // The first round a minute after the start, not before it: a restart serves at once (the
  // embedded database runs one statement at a time, so a VACUUM at start would hold up the first
  // requests too).
  const runMaintenance = () => {
    void maintain().then(sweepImages).then(sweepMails).then(sweepUploads);
  };
  const firstMaintenance = setTimeout(runMaintenance, 60_000);
  firstMaintenance.unref();
  const maintenance = setInterval(runMaintenance, 60 * 60_000);
  maintenance.unref();

  // A stop (SIGTERM from the service manager, Ctrl-C) takes STOP_MS at most: new requests get 503,
  // requests under way finish, idle keep-alive connections close and live sockets are asked to
  // close (clients reconnect, to another instance). What is still open a second before the limit is
  // cut; a second signal stops at once.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: stopping at once');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const cut = setTimeout(() => {
      app.log.warn('requests still open: closing their connections');
      app.server.closeAllConnections();
    }, STOP_MS - 1_000);
    const limit = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, STOP_MS - 200);
    clearTimeout(firstMaintenance);
    clearInterval(maintenance);
    try {
      await app.close();
      await database.close();
      clearTimeout(cut);
      clearTimeout(limit);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  lap('app');
  await app.listen({ port: config.port, host: config.host });
  lap('listen');
  app.log.info(
    {
      db: database.kind,
      dataDir: config.dataDir,
      seedDemo: config.seedDemo,
      startMs: phases,
      uptimeMs: Math.round(process.uptime() * 1000),
    },
    `serving http://localhost:${config.port}`,
  );
}

void main();
