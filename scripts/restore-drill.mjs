// The restore drill of docs/operations.md, as CI runs it: the product on a PostgreSQL database of its own with the
// demo data, a `pg_dump` of it, the dump restored into a fresh database with `pg_restore`, the product started on
// the restored one (seeding nothing), and the same data read back through the API. Both databases are dropped after.
//
// DRILL_POSTGRES_URL names the server and a database to connect to for creating and dropping the drill's own
// (default: the `postgres` database over the local socket as the current user). Needs psql, pg_dump and pg_restore.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverUrl =
  process.env.DRILL_POSTGRES_URL ?? `postgresql://${userInfo().username}@localhost/postgres?host=/var/run/postgresql`;
const databaseUrl = (name) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
};
const original = `bridgehub_drill_${process.pid}`;
const restored = `${original}_restored`;
const workDir = mkdtempSync(join(tmpdir(), 'bridgehub-drill-'));
const dumpFile = join(workDir, 'bridgehub.dump');

const run = (command, ...args) => execFileSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
const sql = (statement) => run('psql', '--quiet', '--no-psqlrc', '--set=ON_ERROR_STOP=1', serverUrl, '-c', statement);

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** `npm start` on a database; resolves with its origin once /readyz answers, and a function that stops it. */
const startProduct = async (database, { seedDemo }) => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const product = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATABASE_URL: databaseUrl(database),
      DATA_DIR: join(workDir, database),
      SEED_DEMO: String(seedDemo),
      LOG_LEVEL: 'warn',
    },
  });
  const exited = new Promise((resolve) => product.once('exit', resolve));
  for (let attempt = 0; ; attempt += 1) {
    if (product.exitCode !== null) throw new Error(`the product on ${database} exited before it was ready`);
    if (attempt > 1200) throw new Error(`the product on ${database} was not ready after two minutes`);
    const isReady = await fetch(`${origin}/readyz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (isReady) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    stop: () => {
      product.kill('SIGTERM');
      return exited;
    },
  };
};

/** What the drill compares: the upcoming events and the demo vendor, as the API answers them. */
const readData = async (origin) => {
  const read = async (path) => {
    const answer = await fetch(`${origin}${path}`);
    const body = await answer.json();
    if (!answer.ok || !body.Success) throw new Error(`${path} answered ${answer.status} ${JSON.stringify(body)}`);
    return body.Response;
  };
  return {
    events: await read('/api/Event/Upcoming'),
    vendors: await read('/api/Vendor/Search?name=Cascadia%20Span%20Builders'),
  };
};

try {
  sql(`create database ${original}`);
  const first = await startProduct(original, { seedDemo: true });
  const before = await readData(first.origin);
  await first.stop();
  if (before.events.length === 0 || before.vendors.length === 0) {
    throw new Error(`the original database holds no demo data: ${JSON.stringify(before)}`);
  }

  run('pg_dump', '--format=custom', `--file=${dumpFile}`, databaseUrl(original));
  sql(`create database ${restored}`);
  run('pg_restore', '--no-owner', '--exit-on-error', `--dbname=${databaseUrl(restored)}`, dumpFile);

  const second = await startProduct(restored, { seedDemo: false });
  const after = await readData(second.origin);
  await second.stop();
  if (!isDeepStrictEqual(after, before)) {
    throw new Error(`the restored database answers otherwise:\n${JSON.stringify({ before, after }, null, 2)}`);
  }
  console.log(
    `Restore drill passed: ${after.events.length} events and the demo vendor read back from a restored pg_dump.`,
  );
} finally {
  sql(`drop database if exists ${restored} with (force)`);
  sql(`drop database if exists ${original} with (force)`);
  rmSync(workDir, { recursive: true, force: true });
}
