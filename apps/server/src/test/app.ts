import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, type Env, loadConfig } from '../config.ts';
import type { Database, DatabaseClient } from '../db/client.ts';
import type { LineSink } from '../http/access-log.ts';
import { type BackgroundTasks, createBackgroundTasks } from '../infra/background.ts';
import type { Fetch } from '../infra/captcha/captcha.ts';
import { assertNoContractMismatch, createContractCheck } from './contract-check.ts';
import { createTestDatabase } from './database.ts';
import { createInject, type Inject } from './inject.ts';
import { startSmtpServer, type TestSmtpServer } from './smtp.ts';

export const TEST_INDEX_HTML = '<!doctype html><html><head><title>bridgehub test</title></head><body></body></html>';
/** A hashed asset of the tiny web build, with the Brotli copy the real build writes beside it. */
/** The page the build keeps for the staff console, without the public pages' prerendered first frame. */
export const TEST_CONSOLE_HTML =
  '<!doctype html><html><head><title>bridgehub console test</title></head><body></body></html>';
export const TEST_ASSET = { path: '/assets/app-1a2b3c.js', content: 'console.log("bridgehub");'.repeat(50) };

export interface TestApp {
  app: FastifyInstance;
  /** Calls an endpoint by its contract key: `t.inject('listFaqs', { as: staff })`. */
  inject: Inject;
  db: Database;
  database: DatabaseClient;
  smtp: TestSmtpServer;
  config: Config;
  dataDir: string;
  /** Work requests left running (the sign-in mail): `await t.background.drain()` to wait for it. */
  background: BackgroundTasks;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Env;
  /** Applied after the environment is parsed, for settings that have no variable (mail retry timing). */
  config?: (config: Config) => Config;
  fetch?: Fetch;
  /** Reuse a database, e.g. to build a second app on the same data. */
  database?: DatabaseClient;
  /** Routes only a test needs (one that fails, to see a 500), added before the app is ready. */
  testRoutes?: (app: FastifyInstance) => void;
  /** Where the app's JSON log lines go, to read them; else standard output. */
  logLines?: LineSink;
}

/**
 * An app on a fresh database with an in-process SMTP server, a temporary DATA_DIR and a tiny web build. Call once per
 * test file (beforeAll) and close it in afterAll.
 */
export const createTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  const [database, smtp, dataDir] = await Promise.all([
    options.database ?? createTestDatabase(),
    startSmtpServer(),
    mkdtemp(path.join(os.tmpdir(), 'bridgehub-data-')),
  ]);
  const webDistDir = path.join(dataDir, 'web');
  await mkdir(webDistDir);
  await writeFile(path.join(webDistDir, 'index.html'), TEST_INDEX_HTML);
  await writeFile(path.join(webDistDir, 'app.html'), TEST_CONSOLE_HTML);
  await mkdir(path.join(webDistDir, 'assets'));
  await writeFile(path.join(webDistDir, TEST_ASSET.path), TEST_ASSET.content);
  await writeFile(path.join(webDistDir, `${TEST_ASSET.path}.br`), brotliCompressSync(TEST_ASSET.content));
  const parsed = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDistDir,
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'http://localhost:3000',
    ALTCHA_HMAC_KEY: 'test-altcha-hmac-key-0123456789',
    JWT_SECRET: 'test-jwt-secret-0123456789-0123456789-0123456789',
    // A trivial proof of work: tests solve real challenges, just small ones.
    ALTCHA_COST: '1',
    ALTCHA_MAX_COUNTER: '20',
    RATE_LIMIT_PER_MINUTE: '100000',
    ...options.env,
  });
  const withTiming: Config = {
    ...parsed,
    mail: { pollIntervalMs: 200, retryBaseMs: 100, maxAttempts: 5, probeIntervalMs: 200 },
  };
  const config = options.config ? options.config(withTiming) : withTiming;
  const background = createBackgroundTasks();
  const contractCheck = createContractCheck();
  const app = await buildApp(config, {
    database,
    background,
    onSend: contractCheck.onSend,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.logLines ? { logLines: options.logLines } : {}),
  });
  options.testRoutes?.(app);
  await app.ready();
  return {
    app,
    inject: createInject(app),
    db: database.db,
    database,
    smtp,
    config,
    dataDir,
    background,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
      await smtp.close();
      await rm(dataDir, { recursive: true, force: true });
      // A test that only looked at a status still fails its file when an answer broke its contract.
      assertNoContractMismatch(contractCheck.mismatches);
    },
  };
};
