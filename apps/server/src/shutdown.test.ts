import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertEvent } from './test/events.ts';
import { solveCaptchaAt, uniqueEmail } from './test/factories.ts';
import { type Outcome, postJson } from './test/http-load.ts';
import {
  describeWithServerProcesses,
  openProcessDatabase,
  type ProcessDatabase,
  type ServerProcess,
  startServerProcess,
  writeTestWebBuild,
} from './test/server-process.ts';

const CONNECTIONS = 64;

let dataDir: string;
let database: ProcessDatabase;
let server: ServerProcess;
let eventId: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'bridgehub-shutdown-'));
  database = await openProcessDatabase(dataDir);
  eventId = (await insertEvent(database.database.db)).externalId;
  await database.admitServers();
  server = await startServerProcess({
    ...database.env,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: await writeTestWebBuild(dataDir),
    RATE_LIMIT_PER_MINUTE: '1000000',
  });
});
afterAll(async () => {
  await server?.stop('SIGKILL');
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const isEnvelope = (body: string, success: boolean) => {
  try {
    const json = JSON.parse(body);
    return json.Success === success && 'ErrorMessage' in json && 'ErrorID' in json;
  } catch {
    return false;
  }
};

describeWithServerProcesses(
  `SIGTERM with ${CONNECTIONS} keep-alive connections busy (a server process: runs on PostgreSQL)`,
  () => {
    it('answers every request sent on an open connection, resets none, refuses new connections, and exits 0 within 10 s', async () => {
      const email = uniqueEmail('shutdown');
      const registered = await postJson(new http.Agent(), `${server.url}/api/Event/Register`, {
        EventId: eventId,
        AttendeeEmail: email,
        Captcha: await solveCaptchaAt(server.url),
      });
      expect(registered).toMatchObject({ status: 200 });

      // Every client loops on its own keep-alive connection until the server closes it, as a load balancer's pool does.
      const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
      const outcomes: Outcome[] = [];
      const checkIn = { EventId: eventId, AttendeeEmail: email };
      let connected = 0;
      const client = async () => {
        for (let isConnected = false; ; isConnected = true) {
          const outcome = await postJson(agent, `${server.url}/api/Event/CheckIn`, checkIn);
          outcomes.push(outcome);
          if ('error' in outcome) return;
          if (!isConnected) connected += 1;
        }
      };
      const clients = Array.from({ length: CONNECTIONS }, client);
      // Every connection accepted and kept alive, then a second of load on all of them.
      while (connected < CONNECTIONS) {
        expect(outcomes.filter((outcome) => 'error' in outcome)).toEqual([]);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));

      const signalledAt = Date.now();
      const exitCode = await server.stop('SIGTERM');
      const exitedAfterMs = Date.now() - signalledAt;
      await Promise.all(clients);
      agent.destroy();

      const errors = outcomes.flatMap((outcome) =>
        'error' in outcome ? [`${outcome.error} on a ${outcome.isReusedSocket ? 'kept-alive' : 'new'} connection`] : [],
      );
      const errorCounts: Record<string, number> = {};
      for (const error of errors) errorCounts[error] = (errorCounts[error] ?? 0) + 1;
      const answers = outcomes.flatMap((outcome) => ('status' in outcome ? [outcome] : []));
      const inFlight = answers.filter((answer) => answer.sentAt < signalledAt && answer.doneAt >= signalledAt);
      const latencies = answers.map((answer) => answer.doneAt - answer.sentAt).sort((a, b) => a - b);
      console.info(
        `SIGTERM: exit ${exitCode} after ${exitedAfterMs} ms; ${answers.length} answers (${inFlight.length} in flight at the signal, median ${latencies[latencies.length >> 1]} ms), errors: ${JSON.stringify(errorCounts)}`,
      );
      expect(exitCode).toBe(0);
      expect(exitedAfterMs).toBeLessThan(10_000);
      // Nothing sent on an open connection is lost; a client is only refused a new one, once the server stopped listening.
      expect(errors.filter((error) => error !== 'ECONNREFUSED on a new connection')).toEqual([]);
      for (const answer of answers) {
        const isAnswered = answer.status === 200 && isEnvelope(answer.body, true);
        const isRefused = answer.status === 503 && isEnvelope(answer.body, false);
        expect(isAnswered || isRefused, `${answer.status} ${answer.body}`).toBe(true);
      }
      expect(inFlight.length).toBeGreaterThan(0);
    }, 60_000);
  },
);
