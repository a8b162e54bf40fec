import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import { MAX_VIDEO_BYTES } from '@portal/contract/constants';
import Fastify, { LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { type AppContext, type AppDeps, createLimits } from './context';
import { cleanInput } from './lib/clean-input';
import { createEventBus } from './lib/events';
import { LOG_SERIALIZERS, type LogOptions } from './lib/logging';
import { createMailSender } from './lib/mail-sender';
import { createPublicCache, invalidateOnWrite } from './lib/public-cache';
import { createRoleCache } from './lib/role-cache';
import { shareEvents } from './lib/shared-events';
import { answerRoutes } from './modules/applications/answers.routes';
import { applicationRoutes } from './modules/applications/applications.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { competitorRoutes } from './modules/competitors/competitors.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { galleryRoutes } from './modules/galleries/galleries.routes';
import { groupMembersRoutes, groupRoutes } from './modules/groups/groups.routes';
import { healthRoutes } from './modules/health/health.routes';
import { imageRoutes } from './modules/images/images.routes';
import { liveRoutes } from './modules/live/live.routes';
import { logRoutes } from './modules/logs/logs.routes';
import { newsFeedRoutes } from './modules/news-feed/news-feed.routes';
import { createReminderJob } from './modules/notices';
import { noticeRoutes } from './modules/notices/notices.routes';
import { pastCohortRoutes } from './modules/past-cohorts/past-cohorts.routes';
import { programRoutes } from './modules/programs/programs.routes';
import { questionRoutes } from './modules/questions/questions.routes';
import { ratingRoutes } from './modules/ratings/ratings.routes';
import { reportRoutes } from './modules/reports/reports.routes';
import { resumableUploadRoutes } from './modules/resumable-uploads/resumable-uploads.routes';
import { roleRoutes } from './modules/roles/roles.routes';
import { storageRoutes } from './modules/storage/storage.routes';
import { storyRoutes } from './modules/stories/stories.routes';
import { videoRoutes } from './modules/stories/videos.routes';
import { teamRoutes } from './modules/team/team.routes';
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes';
import { uploadRoutes } from './modules/uploads/uploads.routes';
import { userRoutes } from './modules/users/users.routes';
import { ventureTeamRoutes } from './modules/ventures/venture-team.routes';
import { ventureRoutes } from './modules/ventures/ventures.routes';
import authPlugin from './plugins/auth';
import { JSON_BODY_LIMIT, registerErrorHandling } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';

/** How long a live socket has to answer the server's close before it is cut (a clean stop). */
const LIVE_CLOSE_GRACE_MS = 1_000;

/** Every route module, in one place: a newcomer finds an endpoint from here. */
const MODULES = [
  healthRoutes,
  authRoutes,
  twoFactorRoutes,
  userRoutes,
  roleRoutes,
  programRoutes,
  contactRoutes,
  logRoutes,
  pastCohortRoutes,
  competitorRoutes,
  teamRoutes,
  newsFeedRoutes,
  storyRoutes,
  videoRoutes,
  galleryRoutes,
  imageRoutes,
  uploadRoutes,
  resumableUploadRoutes,
  storageRoutes,
  questionRoutes,
  answerRoutes,
  applicationRoutes,
  reportRoutes,
  liveRoutes,
  ventureRoutes,
  ventureTeamRoutes,
  groupRoutes,
  groupMembersRoutes,
  ratingRoutes,
  noticeRoutes,
];

export type BuildOptions = AppDeps & { logger?: LogOptions };

/** Builds the whole server around its dependencies; tests pass fakes and a fresh database. */
export async function buildApp(deps: BuildOptions) {
  // Sends the outbox's mails through the configured transport; started when the app is ready.
  const mailSender = createMailSender({
    db: deps.database.db,
    transport: deps.mailer,
    clock: deps.clock,
    log: () => app.log,
    pollMs: deps.mailOptions?.pollMs,
    retryMs: deps.mailOptions?.retryMs,
  });
  const ctx: AppContext = {
    database: deps.database,
    db: deps.database.db,
    storage: deps.storage,
    mail: {
      sendQueued: () => {
        const delivered = mailSender.kick();
        // Normally the answer does not wait: an SMTP server that is down must not hold up requests.
        return deps.mailOptions?.awaitDelivery ? delivered : Promise.resolve();
      },
    },
    clock: deps.clock,
    appUrl: deps.config.appUrl,
    // Counters every instance sees with PostgreSQL; in this process with the embedded database.
    limits: createLimits(
      deps.clock,
      deps.database.kind === 'postgres' ? { kind: 'postgres', db: deps.database.db } : { kind: 'memory' },
    ),
    // A listener's failure is logged; it never fails the request that published.
    events: createEventBus((err) => app.log.error({ err }, 'live event listener failed')),
    publicCache: createPublicCache(deps.clock),
    roleCache: createRoleCache(deps.clock),
  };
  // With PostgreSQL, every instance on the database hears the others' events, access changes and
  // public changes (LISTEN/NOTIFY); with the embedded database there is one instance.
  const shared = deps.database.channel
    ? await shareEvents(ctx.events, deps.database.channel, (err) =>
        app.log.error({ err }, 'shared event channel failed'),
      )
    : null;
  if (shared) ctx.events = shared.bus;
  // A role's permissions changed: every signed-in request reads them anew.
  ctx.events.onAccessChanged((change) => {
    if ('all' in change) ctx.roleCache.clear();
  });
  // A write here or on another instance may have changed a public answer.
  ctx.events.onPublicChanged(() => ctx.publicCache.invalidate());
  let ready = false;

  const app = Fastify({
    // The log's serializers decide what it may hold (lib/logging.ts): every logger gets them.
    logger: deps.logger ? { ...deps.logger, serializers: LOG_SERIALIZERS } : false,
    // One line per request (below), not Fastify's two: the log write is a good part of a small answer.
    logController: new LogController({ disableRequestLogging: true }),
    // Only the configured proxies' X-Forwarded-For counts (a copy: proxy-addr rewrites the list).
    trustProxy: deps.config.trustProxy ? [...deps.config.trustProxy] : false,
    bodyLimit: JSON_BODY_LIMIT,
    // Graceful shutdown: stop accepting, let in-flight requests finish.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
  // Before a write's answer leaves, the public answers it may have changed are forgotten.
  app.addHook(
    'onSend',
    invalidateOnWrite(() => ctx.events.publicChanged()),
  );
  app.decorate('publicCache', ctx.publicCache);
  // Before any schema or handler sees the input: no control character (NUL above all) gets in.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      cleanInput(request.query);
      cleanInput(request.params);
      request.body = cleanInput(request.body);
      done();
    } catch (err) {
      done(err as Error);
    }
  });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // blob: the certificate viewer shows a fetched PDF in a frame (and prints pictures from one).
        frameSrc: ["'self'", 'blob:', 'https://www.youtube.com', 'https://www.youtube-nocookie.com'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Next, before the token check and the routes: an open public answer held in the cache goes out.
  app.addHook('onRequest', ctx.publicCache.early);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(multipart, { limits: { fileSize: MAX_VIDEO_BYTES, files: 20, fields: 20 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Accelerator portal API',
        version: '1.0.0',
        description: 'The calls of spec §7, one port with the web app.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
  await app.register(authPlugin, { ctx });
  // WebSockets on the same port (modules/live); a client sends one small message, its token.
  await app.register(websocket, { options: { maxPayload: 4096 } });
  // On close, @fastify/websocket asks every live socket to close. One that never answers (a phone
  // that lost its network) would hold the stop for ws's 30 s closing timeout: it is cut after a second.
  app.addHook('preClose', (done) => {
    const clients = app.websocketServer.clients;
    if (clients.size > 0) {
      setTimeout(() => {
        for (const client of clients) client.terminate();
      }, LIVE_CLOSE_GRACE_MS).unref();
    }
    done();
  });

  for (const mod of MODULES) {
    await app.register(mod, { ctx, ready: () => ready } as never);
  }

  const webDist = deps.config.webDist;
  await registerWebApp(app, {
    webDist,
    serveWeb: deps.config.serveWeb !== false && fs.existsSync(path.join(webDist, 'index.html')),
    publicCache: ctx.publicCache,
    renderBudgetMs: deps.config.renderBudgetMs,
  });

  // The deadline reminders' rounds (modules/notices): every instance runs them, the database
  // decides who sends what, once.
  const reminderJob = createReminderJob({
    db: deps.database.db,
    clock: deps.clock,
    appUrl: deps.config.appUrl,
    pollMs: deps.jobs?.reminderPollMs,
    sendQueued: () => ctx.mail.sendQueued(),
    log: () => app.log,
  });

  app.addHook('onReady', async () => {
    ready = true;
    mailSender.start();
    reminderJob.start();
  });
  app.addHook('onClose', async () => {
    await reminderJob.stop();
    await mailSender.stop();
    await shared?.stop();
    ready = false;
  });

  return app;
}
