import { failure, ok } from '@bridgehub/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

/** DESIGN.md §5: /healthz says the process is up, /readyz that the database answers. */
export const registerHealthRoutes = (app: FastifyInstance, db: Database) => {
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send(ok(null)));
  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await db.execute(sql`select 1`);
      return reply.send(ok(null));
    } catch (error) {
      request.log.error({ err: error }, 'database not reachable');
      return reply.code(503).send(failure('Database unreachable'));
    }
  });
};
