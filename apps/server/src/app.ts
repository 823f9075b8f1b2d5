import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type onSendHookHandler } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import pretty from 'pino-pretty';
import type { Config } from './config.ts';
import type { DatabaseClient } from './db/client.ts';
import { answerClientError, handleError, tooLarge } from './errors.ts';
import { AccessLog, batchedStdout, type LineSink } from './http/access-log.ts';
import { registerApiDocs } from './http/api-docs.routes.ts';
import { registerHealthRoutes } from './http/health.routes.ts';
import { logSerializers } from './http/log-url.ts';
import { bindAll } from './http/route.ts';
import { securityHeadersSetter } from './http/security.ts';
import { registerWebApp } from './http/web-app.ts';
import { type BackgroundTasks, createBackgroundTasks } from './infra/background.ts';
import { captchaBindings } from './infra/captcha/captcha.routes.ts';
import type { Fetch } from './infra/captcha/captcha.ts';
import { CLEANUP_INTERVAL_MS, cleanupJobs } from './infra/cleanup/cleanup.ts';
import { createPeriodicJobs } from './infra/jobs/periodic-jobs.ts';
import { registerDevOutboxRoutes } from './infra/mail/dev-outbox.routes.ts';
import { createMailWorker } from './infra/mail/mail-worker.ts';
import { createMailTransport, outboxDirectory } from './infra/mail/transport.ts';
import { databaseRateLimitStore } from './infra/rate-limit-store.ts';
import { createModuleDeps } from './module-deps.ts';
import { accessRequestBindings, accessRequestStaffBindings } from './modules/access-requests/access-requests.routes.ts';
import { accommodationRemindersJob } from './modules/accommodations/accommodation-reminders.ts';
import { accommodationStaffBindings } from './modules/accommodations/accommodations.routes.ts';
import { attachmentBindings } from './modules/attachments/attachments.routes.ts';
import { authBindings } from './modules/auth/auth.routes.ts';
import { authenticate } from './modules/auth/auth.service.ts';
import { registerDevSessionRoutes } from './modules/auth/dev-session.routes.ts';
import { BROADCAST_DELIVERY_CHECK_MS, broadcastDeliveryJob } from './modules/broadcasts/broadcast-delivery.ts';
import { broadcastStaffBindings } from './modules/broadcasts/broadcasts.routes.ts';
import { chatBindings } from './modules/chats/chats.routes.ts';
import { chatStaffBindings } from './modules/chats/chats.staff.routes.ts';
import { MESSAGE_DIGEST_CHECK_MS, messageDigestJob } from './modules/chats/message-digest.ts';
import { checkInStaffBindings } from './modules/check-in/check-in.staff.routes.ts';
import { contactBindings } from './modules/contacts/contacts.routes.ts';
import { documentStaffBindings } from './modules/documents/documents.staff.routes.ts';
import { EVENTS_CHANNEL } from './modules/events/event-admin.service.ts';
import { EVENT_MAIL_CHECK_MS, eventMailsJob } from './modules/events/event-reminders.ts';
import { eventBindings } from './modules/events/events.routes.ts';
import { eventStaffBindings } from './modules/events/events.staff.routes.ts';
import { faqBindings } from './modules/faqs/faqs.routes.ts';
import { faqStaffBindings } from './modules/faqs/faqs.staff.routes.ts';
import { lookupBindings } from './modules/lookups/lookups.routes.ts';
import { siteBindings } from './modules/site/site.routes.ts';
import { staffBindings } from './modules/staff/staff.routes.ts';
import { authenticateStaff } from './modules/staff/staff-sessions.service.ts';
import { staffSignInBindings } from './modules/staff/staff-sign-in.routes.ts';
import { surveyBindings } from './modules/surveys/surveys.routes.ts';
import { surveyStaffBindings } from './modules/surveys/surveys.staff.routes.ts';
import { unsubscribeBindings } from './modules/unsubscribe/unsubscribe.routes.ts';
import { vendorHubBindings } from './modules/vendors/vendor-hub.routes.ts';
import { vendorBindings } from './modules/vendors/vendors.routes.ts';
import { vendorStaffBindings } from './modules/vendors/vendors.staff.routes.ts';

export interface AppDeps {
  database: DatabaseClient;
  /** reCAPTCHA's siteverify is reached through this; tests pass a fake because Google is unreachable from them. */
  fetch?: Fetch;
  /** Work requests start and do not wait for; tests pass their own to wait for it. */
  background?: BackgroundTasks;
  /** Where the JSON log lines go instead of standard output; tests pass their own to read them. */
  logLines?: LineSink;
  /** Sees every answer before it is sent; tests pass one that holds JSON answers to their contract schemas. */
  onSend?: onSendHookHandler;
}

/** Room for the multipart framing around a file of the largest size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Believes the X-Forwarded-For entries of this many proxies, counted from the connection. Fastify given a number
 * believes none (it cannot tell that the connection comes from a proxy), so the count is a function here.
 */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/**
 * Wires the whole server explicitly. The database is opened, migrated and seeded by the caller (main.ts or the test
 * helper); the mail worker starts with the app and stops when it closes.
 */
export const buildApp = async (config: Config, deps: AppDeps): Promise<FastifyInstance> => {
  const { database } = deps;
  const { db } = database;
  const setSecurityHeaders = securityHeadersSetter(config);
  // A person at a terminal reads lines; anything else (production, a log collector, a pipe) gets JSON lines.
  const isTerminal = config.nodeEnv !== 'production' && process.stdout.isTTY;
  const jsonLines = deps.logLines || isTerminal ? null : batchedStdout();
  const logLines =
    deps.logLines ?? jsonLines?.destination ?? pretty({ translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' });
  const app = Fastify({
    logger: { level: config.logLevel, stream: logLines, serializers: logSerializers },
    logController: new AccessLog(logLines),
    // Path parameters up to this length reach the contract's schema; longer ones are the router's 414.
    routerOptions: { caseSensitive: false, maxParamLength: 2048 },
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // What the router refuses before a route is found (a malformed URL, an over-long path parameter) answers the
    // envelope with the security headers, which no hook adds to it; so does what Node's HTTP parser refuses.
    frameworkErrors: (error, request, reply) => {
      setSecurityHeaders(request.url, reply);
      return handleError(error, request, reply);
    },
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  if (deps.onSend) app.addHook('onSend', deps.onSend);

  // A body an HTML form can send (urlencoded, multipart, text/plain) crosses origins without a CORS preflight: only the
  // endpoints that need one read it, each in a context of its own (route.ts); any other answers 415.
  app.removeContentTypeParser('text/plain');
  // The one hook every request passes, so a plain one, not async: the answer's security headers, and an upload that
  // announces more than the limit is refused before a byte is read.
  const maxRequestBytes = config.maxUploadBytes + MULTIPART_OVERHEAD_BYTES;
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.url, reply);
    if (request.method === 'POST' && Number(request.headers['content-length'] ?? 0) > maxRequestBytes) {
      reply.header('connection', 'close');
      return done(tooLarge());
    }
    done();
  });
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });

  const background = deps.background ?? createBackgroundTasks();
  background.setLogger(app.log);
  app.addHook('onClose', () => background.drain());
  app.addHook('onClose', () => jsonLines?.close());
  // What every module receives, built once; a send asks the delivery runner, made below, for a pass at once.
  const modules = createModuleDeps(config, {
    db,
    background,
    fetch: deps.fetch,
    deliverBroadcastsNow: () => void broadcastDeliveries.runOnce(),
  });

  const mailWorker = createMailWorker(
    database,
    createMailTransport({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, from: config.mailFrom }),
    config.mail,
    app.log,
  );
  app.addHook('onReady', () => mailWorker.start());
  app.addHook('onClose', () => mailWorker.stop());
  const cleanup = createPeriodicJobs(db, cleanupJobs(modules.storage), app.log, CLEANUP_INTERVAL_MS);
  app.addHook('onReady', async () => cleanup.start());
  app.addHook('onClose', () => cleanup.stop());
  const messageDigest = createPeriodicJobs(db, [messageDigestJob(modules)], app.log, MESSAGE_DIGEST_CHECK_MS);
  app.addHook('onReady', async () => messageDigest.start());
  app.addHook('onClose', () => messageDigest.stop());
  const eventMails = createPeriodicJobs(
    db,
    [eventMailsJob(modules), accommodationRemindersJob(modules)],
    app.log,
    EVENT_MAIL_CHECK_MS,
  );
  app.addHook('onReady', async () => eventMails.start());
  app.addHook('onClose', () => eventMails.stop());
  const broadcastDeliveries = createPeriodicJobs(
    db,
    [broadcastDeliveryJob(modules)],
    app.log,
    BROADCAST_DELIVERY_CHECK_MS,
  );
  app.addHook('onReady', async () => broadcastDeliveries.start());
  app.addHook('onClose', () => broadcastDeliveries.stop());

  let stopEventsListener: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stopEventsListener = await database.listen(EVENTS_CHANNEL, modules.upcomingEvents.invalidate);
  });
  app.addHook('onClose', async () => stopEventsListener?.());

  registerHealthRoutes(app, db, config.mail.maxAttempts);
  await registerApiDocs(app, config.publicUrl);
  bindAll(
    app,
    {
      ...vendorBindings(modules),
      ...vendorHubBindings(modules),
      ...authBindings(modules),
      ...attachmentBindings(modules),
      ...chatBindings(modules),
      ...contactBindings(modules),
      ...lookupBindings(modules),
      ...faqBindings(modules),
      ...siteBindings(modules),
      ...captchaBindings(modules),
      ...eventBindings(modules),
      ...surveyBindings(modules),
      ...unsubscribeBindings(modules),
      ...staffSignInBindings(modules),
      ...staffBindings(modules),
      ...vendorStaffBindings(modules),
      ...documentStaffBindings(modules),
      ...chatStaffBindings(modules),
      ...eventStaffBindings(modules),
      ...checkInStaffBindings(modules),
      ...broadcastStaffBindings(modules),
      ...surveyStaffBindings(modules),
      ...faqStaffBindings(modules),
      ...accommodationStaffBindings(modules),
      ...accessRequestBindings(modules),
      ...accessRequestStaffBindings(modules),
    },
    {
      rateLimit: { max: config.rateLimitPerMinute, timeWindow: 60_000 },
      // One file per request, streamed; the limit stops an over-size file mid-stream with a 413.
      multipart: { limits: { fileSize: config.maxUploadBytes, files: 1, fields: 10, parts: 11, fieldSize: 1024 } },
      authenticators: {
        vendor: (authorization) => authenticate(db, modules, authorization),
        staff: (authorization) => authenticateStaff(db, modules, authorization),
      },
    },
  );
  if (config.hasDevTools) {
    registerDevOutboxRoutes(app, outboxDirectory(config.dataDir));
    registerDevSessionRoutes(app, modules);
  }
  await registerWebApp(app, config.webDistDir, {
    timeZone: config.programTimezone,
    languages: config.languages,
    publicUrl: config.publicUrl,
  });
  return app;
};
