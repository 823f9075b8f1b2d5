import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe } from 'vitest';
import { type DatabaseClient, openDatabase } from '../db/client.ts';
import { TEST_CONSOLE_HTML, TEST_INDEX_HTML } from './app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { startSmtpServer, type TestSmtpServer } from './smtp.ts';

/** The server package, where its entry points run from under tsx. */
export const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

/**
 * For tests that start server processes: they run once, in the server suite's run on PostgreSQL (`DATABASE_URL`; CI
 * runs the suite on PGlite and on PostgreSQL), where processes share a database as they do in production. Each such
 * describe says so in its name.
 */
export const describeWithServerProcesses = describe.runIf(Boolean(process.env.DATABASE_URL));

/** A server started as its own process, as an operator starts it: `main.ts` under tsx, configured by environment. */
export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far (JSON log lines). */
  output(): string;
  /** Sends a signal and resolves with the exit code (or the signal) once the process has gone. */
  stop(signal?: NodeJS.Signals): Promise<number | NodeJS.Signals | null>;
}

/** A port nobody listens on right now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

export interface ProcessDatabase {
  /** The test's own handle; on PGlite only until `admitServers`. */
  database: DatabaseClient;
  /** Points server processes at it. */
  env: Record<string, string>;
  /** Call before starting a server: PGlite admits one process at a time, so the test's handle closes then. */
  admitServers(): Promise<void>;
  /** The test's handle again, once the servers have gone. */
  reopen(): Promise<DatabaseClient>;
  close(): Promise<void>;
}

/**
 * The database that server processes will share: a fresh PostgreSQL database when DATABASE_URL is set (the test
 * keeps reading it), otherwise PGlite in DATA_DIR.
 */
export const openProcessDatabase = async (dataDir: string): Promise<ProcessDatabase> => {
  if (process.env.DATABASE_URL) {
    const database = await createTestDatabase();
    return {
      database,
      env: { DATABASE_URL: database.url ?? '' },
      admitServers: async () => {},
      reopen: async () => database,
      close: () => database.close(),
    };
  }
  const open = () => openDatabase({ url: null, dataDir: path.join(dataDir, 'db') });
  let current: DatabaseClient | null = await open();
  await current.migrate();
  const close = async () => {
    await current?.close();
    current = null;
  };
  return {
    database: current,
    env: { DATABASE_URL: '' },
    admitServers: close,
    reopen: async () => {
      current ??= await open();
      return current;
    },
    close,
  };
};

/** The tiny web build the processes serve, so that starting one never runs the real Vite build. */
export const writeTestWebBuild = async (dataDir: string) => {
  const webDistDir = path.join(dataDir, 'web');
  await mkdir(webDistDir, { recursive: true });
  await writeFile(path.join(webDistDir, 'index.html'), TEST_INDEX_HTML);
  await writeFile(path.join(webDistDir, 'app.html'), TEST_CONSOLE_HTML);
  return webDistDir;
};

/**
 * Starts `main.ts` with `env` (DATABASE_URL, DATA_DIR and SMTP_URL are the caller's) on a free port and resolves once
 * `/readyz` answers 200. Secrets are fixed so that several processes on one database accept each other's tokens.
 */
export const startServerProcess = async (env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://localhost:3000',
      JWT_SECRET: 'test-jwt-secret-0123456789-0123456789-0123456789',
      ALTCHA_HMAC_KEY: 'test-altcha-hmac-key-0123456789',
      ALTCHA_COST: '1',
      ALTCHA_MAX_COUNTER: '20',
      // The caller's database (openProcessDatabase), else the embedded one: never the suite's own DATABASE_URL.
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server process exited before it was ready:\n${output}`);
    }
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server process not ready after ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    port,
    child,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
};

/**
 * Server processes of one deployment: one PostgreSQL database and one SMTP server shared, a data folder each. `open`
 * and `close` go in the file's `beforeAll` and `afterAll`; `start` adds a process.
 */
export const mailingServers = (name: string) => {
  const servers: ServerProcess[] = [];
  const dataDirs: string[] = [];
  const fleet = {
    database: undefined as unknown as TestDatabase,
    smtp: undefined as unknown as TestSmtpServer,
    open: async () => {
      [fleet.database, fleet.smtp] = await Promise.all([createTestDatabase(), startSmtpServer()]);
    },
    start: async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), `bridgehub-${name}-`));
      dataDirs.push(dataDir);
      const server = await startServerProcess({
        DATABASE_URL: fleet.database.url ?? '',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: await writeTestWebBuild(dataDir),
        SMTP_URL: fleet.smtp.url,
      });
      servers.push(server);
      return server;
    },
    close: async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await Promise.all([fleet.database?.close(), fleet.smtp?.close()]);
      await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    },
  };
  return fleet;
};
