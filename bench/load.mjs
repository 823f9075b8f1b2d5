// The load benchmark: one run, one machine, PostgreSQL. Starts the product (node scripts/start.mjs) on a fresh PostgreSQL
// database and a bare Fastify hello-world, then measures with autocannon, in this order:
//   1. hello-world, 10 s at 50 connections (the ceiling of this machine and Node);
//   2. GET /api/Event/Upcoming, 10 s at 50 connections;
//   3. a burst of 2,000 check-ins of distinct registered attendees of today's event, 50 connections;
//   4. the gzipped JS of a first visit to `/` and to an event page (bench/bundle-size.mjs).
// Environment: BENCH_DATABASE_URL (an admin URL; default the local socket as root), BENCH_PORT (3400),
// BENCH_DURATION (10 s), BENCH_CHECKINS (2000).
import { fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { BUNDLE_BUDGET_KB, measureFirstVisits } from './bundle-size.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgresql://root@localhost/postgres?host=/var/run/postgresql';
const port = Number(process.env.BENCH_PORT ?? 3400);
const helloPort = port + 1;
const duration = Number(process.env.BENCH_DURATION ?? 10);
const checkIns = Number(process.env.BENCH_CHECKINS ?? 2000);
const connections = 50;
const base = `http://localhost:${port}`;

const withDatabase = (name) => adminUrl.replace(/^(postgres(?:ql)?:\/\/[^/?]*)(\/[^?]*)?/, `$1/${name}`);

const waitFor = async (url, timeoutMs = 240_000) => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (
      await fetch(url)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
};

const run = (options) =>
  new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });

const summary = (result) => ({
  rps: Math.round(result.requests.average),
  p99: result.latency.p99,
  errors: result.errors + result.timeouts + result.non2xx,
});

const dbName = `bridgehub_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const dataDir = mkdtempSync(join(tmpdir(), 'bridgehub-bench-'));
const children = [];
const cleanUp = async () => {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
};

try {
  const product = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: withDatabase(dbName),
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      // The burst comes from one address; the limit is not what is measured.
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
  });
  children.push(product);
  const hello = fork(join(root, 'bench/hello.mjs'), {
    env: { ...process.env, PORT: String(helloPort) },
    stdio: 'ignore',
  });
  children.push(hello);
  await Promise.all([waitFor(`${base}/readyz`), waitFor(`http://127.0.0.1:${helloPort}/`)]);

  // Warm both up so that neither pays for JIT or connection set-up inside the measurement.
  await run({ url: `http://127.0.0.1:${helloPort}/`, connections, duration: 2 });
  await run({ url: `${base}/api/Event/Upcoming`, connections, duration: 2 });

  const helloResult = summary(await run({ url: `http://127.0.0.1:${helloPort}/`, connections, duration }));
  const upcomingResult = summary(await run({ url: `${base}/api/Event/Upcoming`, connections, duration }));

  // Today's demo event, with `checkIns` registered attendees (written directly: registration is not being measured).
  const db = new pg.Client({ connectionString: withDatabase(dbName) });
  await db.connect();
  const { rows } = await db.query("select id, external_id from events where name = 'Bridge Program Open House'");
  const event = rows[0];
  await db.query(
    `insert into event_registrations (event_id, email, name, survey_token)
     select $1, 'bench-' || n || '@example.com', 'Bench Attendee ' || n, md5(random()::text || n)
     from generate_series(1, $2) as n`,
    [event.id, checkIns],
  );
  let next = 0;
  const outcomes = { checkedIn: 0, already: 0, failed: 0 };
  const started = Date.now();
  const burst = await run({
    url: base,
    connections,
    amount: checkIns,
    requests: [
      {
        method: 'POST',
        path: '/api/Event/CheckIn',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => {
          next += 1;
          return {
            ...request,
            body: JSON.stringify({ EventId: event.external_id, AttendeeEmail: `bench-${next}@example.com` }),
          };
        },
        onResponse: (status, body) => {
          const answer = status === 200 ? JSON.parse(body) : null;
          if (answer?.CheckInSuccess === true) outcomes.checkedIn += 1;
          else if (answer?.AlreadyCheckedIn === true) outcomes.already += 1;
          else outcomes.failed += 1;
        },
      },
    ],
  });
  const burstSeconds = (Date.now() - started) / 1000;
  const stored = await db.query(
    'select count(*)::int as checked, count(distinct lower(email))::int as distinct_emails from event_registrations where event_id = $1 and checked_in_at is not null',
    [event.id],
  );
  await db.end();

  const bundle = await measureFirstVisits(base);

  const ratio = upcomingResult.rps / helloResult.rps;
  const lines = [
    `bench on ${new Date().toISOString()} — Node ${process.version}, PostgreSQL, ${connections} connections, ${duration} s each`,
    `hello-world            ${helloResult.rps} req/s  p99 ${helloResult.p99} ms  errors ${helloResult.errors}`,
    `GET /api/Event/Upcoming ${upcomingResult.rps} req/s  p99 ${upcomingResult.p99} ms  errors ${upcomingResult.errors}`,
    `  ratio to hello-world: ${(ratio * 100).toFixed(1)}% (target ≥ 40%), p99 ${upcomingResult.p99} ms (target < 25 ms)`,
    `check-in burst: ${checkIns} distinct attendees in ${burstSeconds.toFixed(2)} s (${Math.round(checkIns / burstSeconds)} check-ins/s, p99 ${burst.latency.p99} ms)`,
    `  Checked In ${outcomes.checkedIn}, Already Checked In ${outcomes.already}, failed ${outcomes.failed + burst.errors + burst.timeouts}; rows checked in ${stored.rows[0].checked} (distinct ${stored.rows[0].distinct_emails})`,
    ...Object.entries(bundle).map(
      ([page, result]) => `first visit ${page}: ${result.kb} KB gzipped JS (budget ${BUNDLE_BUDGET_KB} KB)`,
    ),
  ];
  console.log(lines.join('\n'));
} finally {
  await cleanUp();
}
