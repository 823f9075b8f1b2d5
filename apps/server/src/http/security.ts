import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';
import { PAINT_FIRST_SCRIPT_HASH } from './paint-first.ts';

const RECAPTCHA_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

/**
 * A CSP the built web app satisfies: its own scripts and the rendered pages' loader only, WebAssembly compiled from
 * its own files (the check-in station's QR code reader; no JavaScript eval), inline styles because MUI/emotion inject
 * them, a blob: worker because the ALTCHA widget solves in one, and Google's reCAPTCHA origins only when that provider
 * is on.
 */
export const contentSecurityPolicy = (config: Config) => {
  const recaptcha = config.captcha.provider === 'recaptcha' ? RECAPTCHA_SOURCES : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'", PAINT_FIRST_SCRIPT_HASH, "'wasm-unsafe-eval'", ...recaptcha],
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

const isHttps = (config: Config) => config.publicUrl.startsWith('https:');

/** Pages, their assets, the API reference: helmet's whole set, with the web app's CSP. */
const documentOptions = (config: Config): HelmetOptions => ({
  contentSecurityPolicy: contentSecurityPolicy(config),
  // HSTS only means something over https.
  strictTransportSecurity: isHttps(config),
});

/**
 * API answers are data, never a document a browser renders: OWASP's REST set — a CSP that allows nothing and no
 * framing, nosniff, no referrer, same-origin resources, HSTS over https — without helmet's document-only headers,
 * which would add 600 bytes and a seventh of a cached answer's server time to every call.
 */
const apiOptions = (config: Config): HelmetOptions => ({
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: 'deny' },
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  strictTransportSecurity: isHttps(config),
});

/** The API's paths, but for its reference page (a document, with scripts). */
const API_ANSWER = /^\/api\/(?!docs(?:[/?]|$))/i;

/**
 * Helmet's headers for these options, worked out once: they are the same on every answer of a kind, and helmet (or
 * its Fastify plugin) would work them out again for each request. Named in lower case, as a reply keeps its own.
 */
const headersOf = (options: HelmetOptions): Readonly<Record<string, string>> => {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, () => {});
  return headers;
};

/**
 * Sets the security headers of the answer to `url`, among the reply's own: Node then writes them all at once with the
 * answer, where headers set on the raw response made it copy the reply's there one by one. Also for the answers no
 * hook sees: Fastify answers a malformed URL before routing, so no onRequest hook runs for it.
 */
export const securityHeadersSetter = (config: Config) => {
  const documentHeaders = headersOf(documentOptions(config));
  const apiHeaders = headersOf(apiOptions(config));
  return (url: string, reply: FastifyReply) => reply.headers(API_ANSWER.test(url) ? apiHeaders : documentHeaders);
};
