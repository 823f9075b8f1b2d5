import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino from 'pino';

/** A quiet server's last lines reach the log within this time. */
const LOG_FLUSH_MS = 1_000;

/**
 * Standard output for JSON log lines, written without blocking and in blocks of at least 4 KB rather than a write per
 * line, as every answer writes its access line. Lines wait at most `LOG_FLUSH_MS`; what is left is written
 * synchronously when the process exits.
 */
export const batchedStdout = () => {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  const timer = setInterval(() => destination.flush(), LOG_FLUSH_MS).unref();
  return {
    destination,
    close: () => {
      clearInterval(timer);
      destination.flush();
    },
  };
};

/**
 * One access log line per request, once it is answered, instead of Fastify's two (`incoming request` and `request
 * completed`): the request id, method, URL, host, client address, status and time taken, in the fields of Fastify's
 * own lines, so log queries keep working.
 */
export class AccessLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
