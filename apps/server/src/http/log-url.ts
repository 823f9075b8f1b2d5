import { routes } from '@bridgehub/contract';
import type { FastifyRequest } from 'fastify';
import pino from 'pino';

/** What stands in the log for a value that is not written. */
const HIDDEN = '*';

/**
 * Query parameters whose values are written to the log as sent: paging, sorting, filters, views and the ids of
 * public or numbered records, none of which can carry a secret or say who someone is. Every other parameter keeps
 * its name and loses its value: an allowlist, so that a parameter added tomorrow (a token, an address, search text)
 * stays out of the log until someone decides it is harmless. Compared in lower case, as clients spell them both ways.
 */
export const HARMLESS_PARAMETERS: ReadonlySet<string> = new Set(
  [
    'page',
    'pageSize',
    'sort',
    'descending',
    'view',
    'tab',
    'format',
    'status',
    'verified',
    'engagement',
    'certificationId',
    'missingRequiredDocuments',
    'needsReply',
    'contactsAwaitingApproval',
    'documentsAwaitingReview',
    'locked',
    'entity',
    'actorKind',
    'from',
    'to',
    'vendorId',
    'eventId',
    'attachmentId',
  ].map((name) => name.toLowerCase()),
);

/**
 * The fixed words of the web app's page paths (apps/web/src/paths.ts and the console's console-paths.ts): the server
 * does not run the web app's code, so they are listed here, and a test requests every page to keep the two in step.
 */
const PAGE_WORDS = [
  'Register',
  'Login',
  'LoginCallBack',
  'Verify',
  'CheckIn',
  'Survey',
  'FAQ',
  'UnsubscribeBroadcast',
  'MyBusiness',
  'ManageContact',
  'CreateContact',
  'CancelRegistration',
  'LanguageAssistance',
  'Accessibility',
  'console',
  'login',
  'callback',
  'account',
  'staff',
  'vendors',
  'documents',
  'messages',
  'events',
  'new',
  'edit',
  'check-in',
  'broadcasts',
  'surveys',
  'faqs',
  'languages',
  'access-requests',
];

/**
 * Path segments written as sent where no route matched: the fixed words of the API's paths and of the pages. Any
 * other segment is hidden, so that a page's token (`/Verify/<token>`, `/Survey/<id>`, `/UnsubscribeBroadcast/<value>`)
 * or a mistyped one never reaches the log.
 */
const KNOWN_WORDS = new Set(
  [...Object.values(routes).flatMap((route) => route.path.split('/')), ...PAGE_WORDS]
    .filter((word) => !word.startsWith(':'))
    .map((word) => word.toLowerCase()),
);

/** A parameter's name as a link of ours writes it; anything else (an address, text) is hidden too. */
const PARAMETER_NAME = /^[A-Za-z][\w.-]{0,63}$/;

/** Each `separator`-delimited part of `text` through `write`, joined again; a loop, as it runs for every line. */
const eachPart = (text: string, separator: string, write: (part: string) => string) => {
  let written = '';
  let start = 0;
  for (;;) {
    const end = text.indexOf(separator, start);
    written += write(end === -1 ? text.slice(start) : text.slice(start, end));
    if (end === -1) return written;
    written += separator;
    start = end + 1;
  }
};

const loggedSegment = (segment: string) =>
  segment === '' || KNOWN_WORDS.has(segment.toLowerCase()) ? segment : HIDDEN;

const loggedParameter = (pair: string) => {
  const equals = pair.indexOf('=');
  const name = equals === -1 ? pair : pair.slice(0, equals);
  if (HARMLESS_PARAMETERS.has(name.toLowerCase())) return pair;
  const shownName = name === '' || PARAMETER_NAME.test(name) ? name : HIDDEN;
  return equals === -1 ? shownName : `${shownName}=${HIDDEN}`;
};

/**
 * The request's URL as every log line writes it: the matched route's pattern (`/api/Event/Details/:id`) rather than
 * its path, or the path with its unknown segments hidden where no route matched; then the query, each value not known
 * harmless hidden. `pattern` is `request.routeOptions.url`.
 */
export const loggedUrl = (url: string, pattern: string | undefined) => {
  const queryStart = url.indexOf('?');
  const path = pattern ?? eachPart(queryStart === -1 ? url : url.slice(0, queryStart), '/', loggedSegment);
  return queryStart === -1 ? path : `${path}?${eachPart(url.slice(queryStart + 1), '&', loggedParameter)}`;
};

/** An e-mail address, as a mail server's refusal or a database's detail quotes it. */
const EMAIL_ADDRESS = /[^\s@"'<>()[\]{},;:\\/]+@[^\s@"'<>()[\]{},;:\\/]+\.[^\s@"'<>()[\]{},;:\\/]+/g;

const withoutAddresses = <T>(value: T): T => {
  if (typeof value === 'string') return value.replace(EMAIL_ADDRESS, HIDDEN) as T;
  if (Array.isArray(value)) return value.map(withoutAddresses) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, withoutAddresses(field)])) as T;
  }
  return value;
};

/**
 * pino's serializers for the product's logger. `req` is Fastify's own (the fields of its request lines) with the URL
 * as `loggedUrl` writes it, for error lines and Fastify's lines. `err` is pino's own without e-mail addresses: a mail
 * server's refusal names the recipient (in its message and in nodemailer's `rejected`), PostgreSQL's detail the value
 * that clashed; the mail's id says which one it was.
 */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: loggedUrl(request.url, request.routeOptions.url),
    version: request.headers['accept-version'] as string | undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
  err: (error: Error) => withoutAddresses(pino.stdSerializers.err(error)),
};
