// The load benchmark: one run, one machine, PostgreSQL, the product as an operator runs it (`node scripts/start.mjs`
// with NODE_ENV=production and the default log level, so every request writes its access log line to stdout, here a
// file). Two product processes share one fresh database; a bare Fastify hello-world runs in its own process, and so
// does the floor (bench/floor.mjs: a bare Fastify route sending Upcoming's very answer and writing the same access
// line). In order:
//   1. hello-world (the ceiling of this machine and Node), the floor and GET /api/Event/Upcoming, 10 s each at 50
//      connections, in five turns each, one after the other;
//   2. Upcoming again with the ETag a browser or CDN revalidates with, 10 s;
//   3. a burst of 2,000 check-ins of distinct registered attendees of today's event, 100 connections, on one process;
//   4. the same burst (2,000 other attendees) spread over both processes, 50 connections each;
//   5. the gzipped JS of a first visit to `/` and to an event page (bench/bundle-size.mjs).
// Environment: BENCH_DATABASE_URL (an admin URL; default the local socket as root), BENCH_PORT (3400; hello-world on
// the next port, the second process on the one after, the floor on the next), BENCH_DURATION (10 s), BENCH_CHECKINS
// (2000), BENCH_ONLY (`upcoming`: steps 1 and 2 alone, on one process, for comparing changes to the cached answer in a
// few runs).
import { fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { measureFirstVisits } from './bundle-size.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgresql://root@localhost/postgres?host=/var/run/postgresql';
const port = Number(process.env.BENCH_PORT ?? 3400);
const helloPort = port + 1;
const secondPort = port + 2;
const floorPort = port + 3;
const duration = Number(process.env.BENCH_DURATION ?? 10);
const checkIns = Number(process.env.BENCH_CHECKINS ?? 2000);
const connections = 50;
const burstConnections = 100;
const TARGETS = { upcomingRatio: 0.6, upcomingP99Ms: 25, burstSeconds: 1 };
/** hello-world and Upcoming are measured in this many turns each, alternately, over `duration` seconds each. */
const TURNS = 5;
const isUpcomingOnly = process.env.BENCH_ONLY === 'upcoming';

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

/** The rate over several runs (every request over their whole time), the worst run's p99, and every error. */
const overTurns = (results) => {
  const total = (pick) => results.reduce((sum, result) => sum + pick(result), 0);
  return {
    rps: Math.round(total((r) => r.requests.total) / total((r) => r.duration)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: total((r) => r.errors + r.timeouts + r.non2xx),
  };
};

const dbName = `bridgehub_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const dataDir = mkdtempSync(join(tmpdir(), 'bridgehub-bench-'));
const children = [];
const cleanUp = async () => {
  // Each process drains and closes its connections before the database is dropped under them.
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
  await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
};

/** `npm start` in production, its stdout (the JSON log lines) appended to `logFile`, as a log collector would take it. */
const startProduct = (productPort, logFile) => {
  const log = openSync(logFile, 'a');
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(productPort),
    DATA_DIR: dataDir,
    DATABASE_URL: withDatabase(dbName),
    PUBLIC_URL: `http://localhost:${productPort}`,
    // Production seeds no demo data unless asked; the bursts use today's demo event.
    SEED_DEMO: 'true',
    // The burst comes from one address; the limit is not what is measured (each request is still counted).
    RATE_LIMIT_PER_MINUTE: '100000000',
  };
  delete env.LOG_LEVEL;
  const product = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, stdio: ['ignore', log, 'inherit'], env });
  closeSync(log);
  children.push(product);
  return `http://localhost:${productPort}`;
};

/** Headers Node writes itself on every answer. */
const NODE_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** The floor (bench/floor.mjs) answering `answer`'s body and headers, its stdout to a file as the product's. */
const startFloor = async (answer) => {
  const headers = Object.fromEntries([...answer.headers].filter(([name]) => !NODE_HEADERS.has(name)));
  const log = openSync(join(dataDir, 'floor.log'), 'a');
  const floor = spawn(process.execPath, ['--import', 'tsx', 'bench/floor.mjs'], {
    cwd: root,
    stdio: ['ignore', log, 'inherit'],
    env: {
      ...process.env,
      PORT: String(floorPort),
      FLOOR_ANSWER: JSON.stringify({ body: await answer.text(), headers }),
    },
  });
  closeSync(log);
  children.push(floor);
  return `http://127.0.0.1:${floorPort}/`;
};

const logFiles = [join(dataDir, 'first.log'), join(dataDir, 'second.log')];
const accessLogLines = () =>
  logFiles
    .flatMap((file) => readFileSync(file, 'utf8').split('\n'))
    .filter((line) => line.includes('"request completed"')).length;

try {
  const base = startProduct(port, logFiles[0]);
  // The second process starts once the first has migrated and seeded the database.
  await waitFor(`${base}/readyz`);
  const secondBase = isUpcomingOnly ? null : startProduct(secondPort, logFiles[1]);
  const hello = fork(join(root, 'bench/hello.mjs'), {
    env: { ...process.env, PORT: String(helloPort) },
    stdio: 'ignore',
  });
  children.push(hello);
  const floor = await startFloor(await fetch(`${base}/api/Event/Upcoming`));
  await Promise.all([
    secondBase && waitFor(`${secondBase}/readyz`),
    waitFor(`http://127.0.0.1:${helloPort}/`),
    waitFor(floor),
  ]);

  // Today's demo event, with registered attendees for a warm-up and two bursts (written directly: registration is
  // not being measured).
  const db = new pg.Client({ connectionString: withDatabase(dbName) });
  await db.connect();
  const { rows } = await db.query("select id, external_id from events where name = 'Bridge Program Open House'");
  const event = rows[0];
  const register = (prefix, count) =>
    db.query(
      `insert into event_registrations (event_id, email, name, survey_token)
       select $1, $2 || n || '@example.com', 'Bench Attendee ' || n, md5(random()::text || n)
       from generate_series(1, $3) as n`,
      [event.id, prefix, count],
    );
  // Each process checks this many in before it is measured: a server that has run for a while has compiled its
  // check-in path; a process started a minute ago, with a few hundred behind it, still spends twice the CPU on each.
  const warmUps = 1000;
  if (!isUpcomingOnly) {
    await register('warm-up-first-', warmUps);
    await register('warm-up-second-', warmUps);
    await register('one-', checkIns);
    await register('two-', checkIns);
  }

  /** Checks in `count` attendees `${prefix}1…` at `bases`, `connections` split between them; counts every outcome. */
  const burst = async (bases, prefix, count) => {
    let next = 0;
    const outcomes = { checkedIn: 0, already: 0, failed: 0 };
    const share = Math.ceil(count / bases.length);
    // Timed to the last answer: autocannon resolves only at its next one-second sample, which would round the burst
    // up to whole seconds.
    const started = performance.now();
    let lastAnswer = started;
    const results = await Promise.all(
      bases.map((url, i) =>
        run({
          url,
          connections: burstConnections / bases.length,
          amount: Math.min(share, count - i * share),
          requests: [
            {
              method: 'POST',
              path: '/api/Event/CheckIn',
              headers: { 'content-type': 'application/json' },
              setupRequest: (request) => {
                next += 1;
                return {
                  ...request,
                  body: JSON.stringify({ EventId: event.external_id, AttendeeEmail: `${prefix}${next}@example.com` }),
                };
              },
              onResponse: (status, body) => {
                lastAnswer = performance.now();
                const answer = status === 200 ? JSON.parse(body) : null;
                if (answer?.CheckInSuccess === true) outcomes.checkedIn += 1;
                else if (answer?.AlreadyCheckedIn === true) outcomes.already += 1;
                else outcomes.failed += 1;
              },
            },
          ],
        }),
      ),
    );
    const seconds = (lastAnswer - started) / 1000;
    const stored = await db.query(
      `select count(*)::int as checked, count(distinct lower(email))::int as distinct_emails from event_registrations
       where event_id = $1 and checked_in_at is not null and email like $2 || '%'`,
      [event.id, prefix],
    );
    const errors = results.reduce((sum, result) => sum + result.errors + result.timeouts, outcomes.failed);
    const p99 = Math.max(...results.map((result) => result.latency.p99));
    return { seconds, outcomes, errors, p99, stored: stored.rows[0] };
  };

  // Warm both processes, the hello-world and the floor up, so that none pays for JIT or connection set-up inside a
  // measurement.
  await run({ url: `http://127.0.0.1:${helloPort}/`, connections, duration: 2 });
  await run({ url: floor, connections, duration: 2 });
  await run({ url: `${base}/api/Event/Upcoming`, connections, duration: 2 });
  if (!isUpcomingOnly) {
    await burst([base], 'warm-up-first-', warmUps);
    await burst([secondBase], 'warm-up-second-', warmUps);
  }

  // hello-world, the floor and Upcoming take turns, so that whatever else the machine does during the run weighs on
  // all alike (measured one after the other, 10 s each, the ratio moved by ±6 points from run to run).
  const turns = [];
  for (let turn = 0; turn < TURNS; turn++) {
    turns.push([
      await run({ url: `http://127.0.0.1:${helloPort}/`, connections, duration: duration / TURNS }),
      await run({ url: floor, connections, duration: duration / TURNS }),
      await run({ url: `${base}/api/Event/Upcoming`, connections, duration: duration / TURNS }),
    ]);
  }
  const [helloResult, floorResult, upcomingResult] = [0, 1, 2].map((i) => overTurns(turns.map((turn) => turn[i])));
  const upcoming = await fetch(`${base}/api/Event/Upcoming`);
  const etag = upcoming.headers.get('etag');
  const revalidated = etag
    ? await run({ url: `${base}/api/Event/Upcoming`, connections, duration, headers: { 'if-none-match': etag } }).then(
        (result) => ({
          rps: Math.round(result.requests.average),
          p99: result.latency.p99,
          errors: result.errors + result.timeouts + result.requests.total - (result.statusCodeStats['304']?.count ?? 0),
        }),
      )
    : null;

  const bursts = async () => {
    const logLinesBefore = accessLogLines();
    const one = await burst([base], 'one-', checkIns);
    const two = await burst([base, secondBase], 'two-', checkIns);
    // Both processes write their stdout as they go; a moment lets the last lines land.
    await new Promise((resolve) => setTimeout(resolve, 500));
    return { one, two, logLines: accessLogLines() - logLinesBefore };
  };
  const burstResults = isUpcomingOnly ? null : await bursts();
  await db.end();

  const bundle = isUpcomingOnly ? {} : await measureFirstVisits(base);

  const ratio = upcomingResult.rps / helloResult.rps;
  const burstLines = (label, result) => [
    `check-in burst, ${label}: ${checkIns} distinct attendees in ${result.seconds.toFixed(2)} s (target ≤ ${TARGETS.burstSeconds} s; ${Math.round(checkIns / result.seconds)} check-ins/s, p99 ${result.p99} ms)`,
    `  Checked In ${result.outcomes.checkedIn}, Already Checked In ${result.outcomes.already}, errors ${result.errors}; rows checked in ${result.stored.checked} (distinct ${result.stored.distinct_emails})`,
  ];
  const lines = [
    `bench on ${new Date().toISOString()} — Node ${process.version}, PostgreSQL, NODE_ENV=production, default log level, load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
    `hello-world             ${helloResult.rps} req/s  p99 ${helloResult.p99} ms  errors ${helloResult.errors}  (${connections} connections, ${duration} s)`,
    `GET /api/Event/Upcoming ${upcomingResult.rps} req/s  p99 ${upcomingResult.p99} ms  errors ${upcomingResult.errors}`,
    `  ratio to hello-world: ${(ratio * 100).toFixed(1)}% (target ≥ ${TARGETS.upcomingRatio * 100}%), p99 ${upcomingResult.p99} ms (target ≤ ${TARGETS.upcomingP99Ms} ms)`,
    `  the floor (bare Fastify, the same answer and access line): ${floorResult.rps} req/s, ${((floorResult.rps / helloResult.rps) * 100).toFixed(1)}% of hello-world; Upcoming is ${((upcomingResult.rps / floorResult.rps) * 100).toFixed(1)}% of it`,
    `  Cache-Control: ${upcoming.headers.get('cache-control')}; ETag: ${etag ?? 'none'}`,
    ...(revalidated
      ? [
          `  revalidated (If-None-Match → 304): ${revalidated.rps} req/s, ${((revalidated.rps / helloResult.rps) * 100).toFixed(1)}% of hello-world, p99 ${revalidated.p99} ms, errors ${revalidated.errors}`,
        ]
      : []),
    ...(burstResults
      ? [
          ...burstLines(`one process, ${burstConnections} connections`, burstResults.one),
          ...burstLines(`two processes, ${burstConnections / 2} connections each`, burstResults.two),
          `  access log lines written during the bursts: ${burstResults.logLines} (one per request: ${burstResults.logLines >= 2 * checkIns})`,
        ]
      : []),
    ...Object.entries(bundle).map(
      ([page, result]) =>
        `first visit ${page}: ${result.kb} KB gzipped JS${result.budgetKb ? ` (budget ${result.budgetKb} KB)` : ''}`,
    ),
  ];
  console.log(lines.join('\n'));
} finally {
  await cleanUp();
}
