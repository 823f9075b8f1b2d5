import path from 'node:path';
import { messages } from '@bridgehub/contract';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseClient } from './db/client.ts';
import { AppError, handleError } from './errors.ts';
import { registerHealthRoutes } from './http/health.routes.ts';
import { bindAll } from './http/route.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { registerWebApp } from './http/web-app.ts';
import { type BackgroundTasks, createBackgroundTasks } from './infra/background.ts';
import { captchaRoutes } from './infra/captcha/captcha.routes.ts';
import { createCaptcha, type Fetch } from './infra/captcha/captcha.ts';
import { registerDevOutboxRoutes } from './infra/mail/dev-outbox.routes.ts';
import { createMailWorker } from './infra/mail/mail-worker.ts';
import { createMailTransport, outboxDirectory } from './infra/mail/transport.ts';
import { createRateLimiter } from './infra/rate-limiter.ts';
import { createFileStorage } from './infra/storage/file-storage.ts';
import { attachmentRoutes } from './modules/attachments/attachments.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { authenticate } from './modules/auth/auth.service.ts';
import { chatRoutes } from './modules/chats/chats.routes.ts';
import { contactRoutes } from './modules/contacts/contacts.routes.ts';
import { eventRoutes } from './modules/events/events.routes.ts';
import { faqRoutes } from './modules/faqs/faqs.routes.ts';
import { lookupRoutes } from './modules/lookups/lookups.routes.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { surveyRoutes } from './modules/surveys/surveys.routes.ts';
import { unsubscribeRoutes } from './modules/unsubscribe/unsubscribe.routes.ts';
import { vendorHubRoutes } from './modules/vendors/vendor-hub.routes.ts';
import { vendorRoutes } from './modules/vendors/vendors.routes.ts';

export interface AppDeps {
  database: DatabaseClient;
  /** reCAPTCHA's siteverify is reached through this; tests pass a fake because Google is unreachable from them. */
  fetch?: Fetch;
  /** Work requests start and do not wait for; tests pass their own to wait for it. */
  background?: BackgroundTasks;
}

/** Sign-in link requests per e-mail are counted over this window. */
const LOGIN_LIMIT_WINDOW_MS = 15 * 60_000;
/** Room for the multipart framing around a file of the largest size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Wires the whole server explicitly. The database is opened, migrated and seeded by the caller (main.ts or the test
 * helper); the mail worker starts with the app and stops when it closes.
 */
export const buildApp = async (config: Config, deps: AppDeps): Promise<FastifyInstance> => {
  const { database } = deps;
  const { db } = database;
  const app = Fastify({
    logger: { level: config.logLevel },
    // Long path parameters reach the contract's schema and answer its 400 envelope, not the router's bare 414.
    routerOptions: { caseSensitive: false, maxParamLength: 2048 },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);

  // RFC 8058: mail clients send the one-click unsubscribe as a form post; its body carries nothing we need.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  await registerSecurityHeaders(app, config);
  await app.register(rateLimit, { global: false });
  // One file per request, streamed; the limit stops an over-size file mid-stream with a 413.
  await app.register(multipart, {
    limits: { fileSize: config.maxUploadBytes, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
  });
  // An upload that announces more than the limit is refused before a byte is read.
  app.addHook('onRequest', async (request, reply) => {
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > config.maxUploadBytes + MULTIPART_OVERHEAD_BYTES && request.method === 'POST') {
      reply.header('connection', 'close');
      throw new AppError('too_large', messages.tooLarge, 413);
    }
  });

  const background = deps.background ?? createBackgroundTasks();
  background.setLogger(app.log);
  app.addHook('onClose', () => background.drain());
  const storage = createFileStorage(path.join(config.dataDir, 'uploads'));
  const authContext = { jwtSecret: config.jwtSecret, publicUrl: config.publicUrl, supportEmail: config.supportEmail };

  const captcha = createCaptcha(config.captcha, deps.fetch);
  const mailWorker = createMailWorker(
    database,
    createMailTransport({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, from: config.mailFrom }),
    config.mail,
    app.log,
  );
  app.addHook('onReady', () => mailWorker.start());
  app.addHook('onClose', () => mailWorker.stop());

  registerHealthRoutes(app, db);
  bindAll(
    app,
    {
      ...vendorRoutes({ db, captcha, publicUrl: config.publicUrl, supportEmail: config.supportEmail }),
      ...vendorHubRoutes(db),
      ...authRoutes({
        db,
        context: authContext,
        background,
        loginLimiter: createRateLimiter(config.loginLimitPerEmail, LOGIN_LIMIT_WINDOW_MS),
      }),
      ...attachmentRoutes(db, storage),
      ...chatRoutes(db),
      ...contactRoutes({ db, captcha, publicUrl: config.publicUrl, supportEmail: config.supportEmail }),
      ...lookupRoutes(db),
      ...faqRoutes(db),
      ...siteRoutes(config.supportEmail),
      ...captchaRoutes(captcha),
      ...eventRoutes({
        db,
        captcha,
        publicUrl: config.publicUrl,
        programTimezone: config.programTimezone,
        supportEmail: config.supportEmail,
      }),
      ...surveyRoutes({ db, captcha }),
      ...unsubscribeRoutes({ db, secret: config.jwtSecret }),
    },
    {
      rateLimit: { max: config.rateLimitPerMinute, timeWindow: 60_000 },
      authenticate: (authorization) => authenticate(db, authContext, authorization),
    },
  );
  if (!config.smtpUrl) registerDevOutboxRoutes(app, outboxDirectory(config.dataDir));
  await registerWebApp(app, config.webDistDir);
  return app;
};
