import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type ErrorKind, errorKindOf, errorStatus, failure, messages } from '@bridgehub/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/**
 * What a refusal was, where its kind and message do not say it (both are logged, the message never): a duplicate or
 * a race, a state of the thing asked about, or a guard against abuse. A field rule has no code; its message names the
 * field.
 */
export type ErrorCode =
  | 'account_locked'
  | 'already_decided'
  | 'already_ended'
  | 'already_enrolled'
  | 'already_requested'
  | 'already_sent'
  | 'already_submitted'
  | 'attached'
  | 'captcha_invalid'
  | 'captcha_missing'
  | 'check_in_refused'
  | 'closed'
  | 'contact_disabled'
  | 'email_in_use'
  | 'event_cancelled'
  | 'file_type'
  | 'invalid_link'
  | 'invalid_login_link'
  | 'last_administrator'
  | 'no_engagement_request'
  | 'no_recipients'
  | 'not_approved'
  | 'not_enrolled'
  | 'not_enrolling'
  | 'not_registered'
  | 'not_registrable'
  | 'not_today'
  | 'not_verified'
  | 'passkey_not_verified'
  | 'primary_contact'
  | 'session_ended'
  | 'ticket_invalid'
  | 'unable_to_verify'
  | 'unchanged'
  | 'waitlisted'
  | 'wrong_code';

/** The one error type services throw; its kind sets the status (`errorStatus`), its message is the answer's. */
export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly code?: ErrorCode,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return errorStatus[this.kind];
  }
}

export const notFound = (message: string = messages.notFound) => new AppError('not_found', message);
export const forbidden = () => new AppError('forbidden', messages.accessDenied);
export const unauthorized = (message: string = messages.notSignedIn, code?: ErrorCode) =>
  new AppError('unauthorized', message, code);
export const rateLimited = (message: string = messages.tooManyRequests) => new AppError('rate_limited', message);
export const tooLarge = () => new AppError('too_large', messages.tooLarge);

/** A malformed request, saying how: "Bad Request: multipart/form-data expected". */
export const malformed = (detail: string) => new AppError('invalid', `${messages.badRequest}: ${detail}`);

/** A malformed field of the body, named as a validation failure names it: "Bad Request: body.Business.Zip: …". */
export const invalidField = (path: string, problem: string) => malformed(`body.${path}: ${problem}`);

const messageForStatus: Record<number, string> = {
  400: messages.badRequest,
  401: messages.notSignedIn,
  403: messages.accessDenied,
  404: messages.notFound,
  405: messages.methodNotAllowed,
  413: messages.tooLarge,
  414: messages.badRequest,
  429: messages.tooManyRequests,
};

/** Names the first offending field, e.g. "Bad Request: body.Business.BusinessName: Too big: …". */
const describeValidation = (error: FastifyError): string => {
  const first = error.validation?.[0] as { instancePath?: string; message?: string } | undefined;
  const context = error.validationContext ?? 'body';
  const field = (first?.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return `${messages.badRequest}: ${field ? `${context}.${field}` : context}: ${first?.message ?? 'invalid'}`;
};

/**
 * One line for each refusal, so refusals can be counted by kind and code. The message stays out: a validation
 * failure's, or a parser's, can quote what the request sent.
 */
const logRefusal = (request: FastifyRequest, kind: ErrorKind, code: string | undefined, status: number) =>
  request.log.info({ kind, code, status }, 'refused');

/**
 * Turns every failure into the specification's envelope. Internals never reach the client: an unexpected error
 * answers a generic message with an ErrorID that is also in the log line.
 */
export const handleError = (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
  if (error instanceof AppError) {
    logRefusal(request, error.kind, error.code, error.status);
    return reply.code(error.status).send(failure(error.message));
  }
  const fastifyError = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fastifyError)) {
    logRefusal(request, 'invalid', fastifyError.code, 400);
    return reply.code(400).send(failure(describeValidation(fastifyError)));
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Fastify's own client errors (malformed JSON, body too large, unsupported media type, rate limit): its code
    // says which.
    logRefusal(request, errorKindOf(status), fastifyError.code, status);
    return reply.code(status).send(failure(messageForStatus[status] ?? messages.badRequest));
  }
  const errorId = randomUUID();
  request.log.error({ err: error, errorId }, 'unexpected error');
  return reply.code(500).send(failure(messages.unexpected, errorId));
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers too large, a malformed request line) answer
 * the envelope too, as Fastify's default handler does with its own body.
 */
export const answerClientError = (error: NodeJS.ErrnoException, socket: Socket) => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(failure(messageForStatus[status] ?? messages.badRequest));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
};

/** Unknown API paths answer a 404 envelope; the SPA fallback decides for everything else. */
export const notFoundEnvelope = (reply: FastifyReply) => reply.code(404).send(failure(messages.notFound));
