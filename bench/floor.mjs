// The floor under the cached answer: a bare Fastify route that answers what the product answers to GET
// /api/Event/Upcoming — the same body and headers, given in FLOOR_ANSWER — and writes the product's access line, with
// nothing else. Upcoming measured against it shows what the product's own code costs; the floor measured against
// hello-world, what any Fastify server pays to send such an answer and log it. Run with `--import tsx` (it imports
// the server's TypeScript).
import Fastify from 'fastify';
import { AccessLog, batchedStdout } from '../apps/server/src/http/access-log.ts';

const { body, headers } = JSON.parse(process.env.FLOOR_ANSWER ?? '{}');
const out = batchedStdout();
const app = Fastify({
  logger: { level: 'info', stream: out.destination },
  logController: new AccessLog(out.destination),
});
app.get('/', (_request, reply) => {
  reply.headers(headers);
  return body;
});
await app.listen({ port: Number(process.env.PORT ?? 3403), host: '127.0.0.1' });
