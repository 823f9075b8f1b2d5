import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.ts';

const RECAPTCHA_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

/**
 * A CSP the built web app satisfies: its own scripts only, inline styles because MUI/emotion inject them, a blob:
 * worker because the ALTCHA widget solves in one, and Google's reCAPTCHA origins only when that provider is on.
 */
export const contentSecurityPolicy = (config: Config) => {
  const recaptcha = config.captcha.provider === 'recaptcha' ? RECAPTCHA_SOURCES : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'", ...recaptcha],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      frameSrc: recaptcha.length > 0 ? recaptcha : ["'self'"],
      objectSrc: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      // Upgrading would break a plain-http localhost or intranet install.
      ...(config.publicUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
    },
  };
};

const helmetOptions = (config: Config) => ({
  contentSecurityPolicy: contentSecurityPolicy(config),
  // HSTS only means something over https.
  strictTransportSecurity: config.publicUrl.startsWith('https:'),
});

export const registerSecurityHeaders = (app: FastifyInstance, config: Config) =>
  app.register(fastifyHelmet, helmetOptions(config));

/**
 * The same headers for an answer no hook sees: Fastify answers a malformed URL before routing, so the plugin's
 * onRequest hook never runs for it.
 */
export const securityHeadersSetter = (config: Config) => {
  const setHeaders = helmet(helmetOptions(config));
  return (request: IncomingMessage, response: ServerResponse) => setHeaders(request, response, () => {});
};
