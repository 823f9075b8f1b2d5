import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { failure, messages } from '@bridgehub/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/**
 * The one error type services throw. `status` defaults to 200: DESIGN.md §6 answers a business failure (a rule the
 * person can fix) as a handled outcome with `Success: false`, and keeps 4xx for requests that are malformed.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 200,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

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
 * Turns every failure into the specification's envelope. Internals never reach the client: an unexpected error
 * answers a generic message with an ErrorID that is also in the log line.
 */
export const handleError = (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
  if (error instanceof AppError) {
    if (error.status >= 500) request.log.error({ err: error }, error.message);
    return reply.code(error.status).send(failure(error.message));
  }
  const fastifyError = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fastifyError)) {
    return reply.code(400).send(failure(describeValidation(fastifyError)));
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Fastify's own client errors (malformed JSON, body too large, unsupported media type, rate limit). Its code says
    // which; its message is left out, as some quote the request (a malformed URL, with its query).
    request.log.info({ code: fastifyError.code, status }, 'client error');
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
