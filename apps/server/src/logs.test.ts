import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithServerProcesses, freePort, startServerProcess, writeTestWebBuild } from './test/server-process.ts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const LISTENING = /bridgehub listening on/;

let dataDir: string;
let webDistDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'bridgehub-logs-'));
  webDistDir = await writeTestWebBuild(dataDir);
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/**
 * What the server writes until it listens, run as a person runs it in a terminal: `script` gives it a pseudo-terminal
 * as its stdout. The process group is stopped afterwards, `script` and the server with it.
 */
const outputAtTerminal = async (env: Record<string, string>) => {
  const command = `${process.execPath} --import tsx src/main.ts`;
  const child = spawn('script', ['-qfec', command, '/dev/null'], {
    cwd: serverDir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDistDir,
      // The embedded database in DATA_DIR: never the suite's own DATABASE_URL, which is the server it makes databases on.
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      JWT_SECRET: 'test-jwt-secret-0123456789-0123456789-0123456789',
      ALTCHA_HMAC_KEY: 'test-altcha-hmac-key-0123456789',
      ...env,
    },
  });
  let output = '';
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not listening after 60 s:\n${output}`)), 60_000);
      const read = (chunk: Buffer) => {
        output += chunk;
        if (LISTENING.test(output)) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', () => reject(new Error(`exited before listening:\n${output}`)));
    });
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  }
  return output.split(/\r?\n/).filter((line) => line.trim() !== '');
};

const isJson = (line: string) => {
  try {
    JSON.parse(line);
    return true;
  } catch {
    return false;
  }
};

describeWithServerProcesses('logs (server processes: runs on PostgreSQL)', () => {
  it('are readable lines when a person runs the server in a terminal', async () => {
    const lines = await outputAtTerminal({ NODE_ENV: 'development' });
    const listening = lines.find((line) => LISTENING.test(line)) ?? '';
    expect(listening).toMatch(/^\[\d\d:\d\d:\d\d\] .*INFO.*: .*bridgehub listening on/);
    expect(lines.some(isJson)).toBe(false);
  });

  it('are JSON lines in production, even in a terminal', async () => {
    const lines = await outputAtTerminal({ NODE_ENV: 'production' });
    const listening = lines.find((line) => LISTENING.test(line)) ?? '';
    expect(JSON.parse(listening)).toMatchObject({ level: 30, msg: expect.stringMatching(LISTENING) });
  });

  it('are JSON lines when the output is not a terminal', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir, WEB_DIST_DIR: webDistDir, NODE_ENV: 'development' });
    await server.stop();
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'));
    expect(lines.map((line) => JSON.parse(line).msg)).toContainEqual(expect.stringMatching(LISTENING));
  });
});
