import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseClient } from './db/client.ts';
import { handleError } from './errors.ts';
import { registerHealthRoutes } from './http/health.routes.ts';
import { bindAll } from './http/route.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { registerWebApp } from './http/web-app.ts';
import { captchaRoutes } from './infra/captcha/captcha.routes.ts';
import { createCaptcha, type Fetch } from './infra/captcha/captcha.ts';
import { registerDevOutboxRoutes } from './infra/mail/dev-outbox.routes.ts';
import { createMailWorker } from './infra/mail/mail-worker.ts';
import { createMailTransport, outboxDirectory } from './infra/mail/transport.ts';
import { eventRoutes } from './modules/events/events.routes.ts';
import { faqRoutes } from './modules/faqs/faqs.routes.ts';
import { lookupRoutes } from './modules/lookups/lookups.routes.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { surveyRoutes } from './modules/surveys/surveys.routes.ts';
import { unsubscribeRoutes } from './modules/unsubscribe/unsubscribe.routes.ts';
import { vendorRoutes } from './modules/vendors/vendors.routes.ts';

export interface AppDeps {
  database: DatabaseClient;
  /** reCAPTCHA's siteverify is reached through this; tests pass a fake because Google is unreachable from them. */
  fetch?: Fetch;
}

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
    { rateLimit: { max: config.rateLimitPerMinute, timeWindow: 60_000 } },
  );
  if (!config.smtpUrl) registerDevOutboxRoutes(app, outboxDirectory(config.dataDir));
  await registerWebApp(app, config.webDistDir);
  return app;
};
