import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { SERVER_DIR } from '../test/server-process.ts';
import { AccessLog } from './access-log.ts';

describe('the access log', () => {
  it('writes one line per request once it is answered: id, method, route, host, address, status and time', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const stream = { write: (line: string) => lines.push(JSON.parse(line)) };
    const app = Fastify({ logger: { level: 'info', stream }, logController: new AccessLog(stream) });
    app.get('/api/FAQ', async () => ({ Success: true }));
    // As the product's own (web-app.ts): Fastify's default one writes a line of its own.
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ Success: false }));
    await app.inject({ url: '/api/FAQ?page=2&email=someone', headers: { host: 'vendors.example' } });
    await app.inject({ url: '/api/Nope' });
    await app.close();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      reqId: expect.any(String),
      req: { method: 'GET', url: '/api/FAQ?page=2&email=*', host: 'vendors.example', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(lines[1]).toMatchObject({ msg: 'request completed', req: { url: '/api/*' }, res: { statusCode: 404 } });
    // The fields of pino's own lines, in its order.
    expect(Object.keys(lines[0] ?? {})).toEqual([
      'level',
      'time',
      'pid',
      'hostname',
      'reqId',
      'req',
      'res',
      'responseTime',
      'msg',
    ]);
  });

  it('writes nothing below the logger’s level, and a failed answer’s line with its error', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const stream = { write: (line: string) => lines.push(JSON.parse(line)) };
    const app = Fastify({ logger: { level: 'warn', stream }, logController: new AccessLog(stream) });
    app.get('/api/FAQ', async () => ({ Success: true }));
    app.get('/api/Cut', async (_request, reply) => {
      reply.raw.destroy(new Error('cut'));
      return reply;
    });
    await app.inject({ url: '/api/FAQ' });
    await app.inject({ url: '/api/Cut' }).catch(() => null);
    await app.close();
    expect(lines.map((line) => line.msg)).not.toContain('request completed');
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 50, msg: 'request errored', req: expect.objectContaining({ url: '/api/Cut' }) }),
    );
  });

  it('writes what a client sends as JSON: quotes, backslashes, control and non-Latin characters', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const stream = { write: (line: string) => lines.push(JSON.parse(line)) };
    const app = Fastify({ logger: { level: 'info', stream }, logController: new AccessLog(stream) });
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ Success: false }));
    const hostile = '"quoted"\\back\tslash Brücke→🌉';
    await app.inject({ url: '/api/Nope', headers: { host: hostile, 'accept-version': hostile } });
    await app.close();
    expect(lines[0]).toMatchObject({
      req: { url: '/api/*', host: hostile, version: hostile },
      res: { statusCode: 404 },
    });
  });
});

/** Runs `body` in a process of its own, with `out` a batched standard output and `line(i)` a JSON line; its output. */
const batchedOutput = async (body: string) => {
  const script = `
    import { batchedStdout } from './src/http/access-log.ts';
    const out = batchedStdout();
    const line = (i) => JSON.stringify({ i, text: i % 100 === 0 ? 'x'.repeat(30000) : 'Brücke → 🌉 ' + i }) + '\\n';
    ${body}
  `;
  // A process killed by the script rejects, with what it wrote until then.
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', script],
    { cwd: SERVER_DIR, maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: { stdout: string }) => error);
  return stdout
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line));
};

describe('standard output in blocks', () => {
  it('keeps every line whole and in order, long ones and other scripts too, up to those left at exit', async () => {
    // Node's thread pool busy, as on a loaded machine: a write left to it would land after those made at exit, or never.
    const lines = await batchedOutput(`
      const { pbkdf2 } = await import('node:crypto');
      for (let k = 0; k < 4; k++) pbkdf2('busy', 'pool', 1e6, 64, 'sha512', () => {});
      for (let i = 0; i < 2000; i++) out.destination.write(line(i));
      process.exit(0);
    `);
    expect(lines.map((line) => line.i)).toEqual(Array.from({ length: 2000 }, (_, i) => i));
    expect(lines[1]).toEqual({ i: 1, text: 'Brücke → 🌉 1' });
    expect(lines[100].text).toHaveLength(30000);
  });

  it('writes what is left when the event loop empties', async () => {
    const lines = await batchedOutput('out.destination.write(line(1)); out.destination.write(line(2));');
    expect(lines.map((line) => line.i)).toEqual([1, 2]);
  });

  it('writes the lines of a closed app as they come: none waits for an exit that may never be clean', async () => {
    const lines = await batchedOutput(`
      out.destination.write(line(1));
      out.close();
      out.destination.write(line(2));
      setTimeout(() => process.kill(process.pid, 'SIGKILL'), 500);
    `);
    expect(lines.map((line) => line.i)).toEqual([1, 2]);
  });
});
