import { failure, ok } from '@bridgehub/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { countUndeliveredMail } from '../infra/mail/outbox.ts';

/**
 * DESIGN.md §5: /healthz says the process is up, /readyz that the database answers. /readyz also counts the mails
 * that ran out of attempts, for monitoring; they do not make the process unready.
 */
export const registerHealthRoutes = (app: FastifyInstance, db: Database, mailMaxAttempts: number) => {
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send(ok(null)));
  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      const undeliveredMails = await countUndeliveredMail(db, mailMaxAttempts);
      return reply.send(ok({ UndeliveredMails: undeliveredMails }));
    } catch (error) {
      request.log.error({ err: error }, 'database not reachable');
      return reply.code(503).send(failure('Database unreachable'));
    }
  });
};
