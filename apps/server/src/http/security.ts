import type { IncomingMessage, ServerResponse } from 'node:http';
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

/**
 * Helmet's headers for this configuration, worked out once: they are the same on every answer, and helmet (or its
 * Fastify plugin) would work them out again for each request.
 */
const securityHeaders = (config: Config): ReadonlyArray<readonly [string, string]> => {
  const headers: Array<[string, string]> = [];
  const collector = {
    setHeader: (name: string, value: string | number) => headers.push([name, String(value)]),
    removeHeader: () => {},
  };
  helmet(helmetOptions(config))({} as IncomingMessage, collector as unknown as ServerResponse, () => {});
  return headers;
};

/**
 * Sets the security headers on a response. Also for the answers no hook sees: Fastify answers a malformed URL before
 * routing, so no onRequest hook runs for it.
 */
export const securityHeadersSetter = (config: Config) => {
  const headers = securityHeaders(config);
  return (response: ServerResponse) => {
    for (const [name, value] of headers) response.setHeader(name, value);
  };
};

export const registerSecurityHeaders = (app: FastifyInstance, setHeaders: (response: ServerResponse) => void) =>
  app.addHook('onRequest', (_request, reply, done) => {
    setHeaders(reply.raw);
    done();
  });
