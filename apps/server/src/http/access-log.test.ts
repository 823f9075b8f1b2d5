import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AccessLog } from './access-log.ts';

describe('the access log', () => {
  it('writes one line per request once it is answered: id, method, URL, host, address, status and time', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
      logController: new AccessLog(),
    });
    app.get('/api/FAQ', async () => ({ Success: true }));
    // As the product's own (web-app.ts): Fastify's default one writes a line of its own.
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ Success: false }));
    await app.inject({ url: '/api/FAQ?x=1', headers: { host: 'vendors.example' } });
    await app.inject({ url: '/api/Nope' });
    await app.close();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      reqId: expect.any(String),
      req: { method: 'GET', url: '/api/FAQ?x=1', host: 'vendors.example', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(lines[1]).toMatchObject({ msg: 'request completed', req: { url: '/api/Nope' }, res: { statusCode: 404 } });
  });
});
