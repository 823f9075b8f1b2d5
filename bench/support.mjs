// What the vendor benchmarks share: the product started on a fresh database (PGlite or PostgreSQL), generated vendor names, percentiles.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgresql://root@localhost/postgres?host=/var/run/postgresql';

const withDatabase = (name) => adminUrl.replace(/^(postgres(?:ql)?:\/\/[^/?]*)(\/[^?]*)?/, `$1/${name}`);

/** The admin connection is opened only to create and to drop the database: an idle one may be ended meanwhile. */
const asAdmin = async (statement) => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
};

const waitFor = async (url, timeoutMs = 240_000) => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
};

/** `BENCH_DATABASE=postgres` runs the product on PostgreSQL; by default on the embedded PGlite, as `npm start` does. */
export const benchDatabase = process.env.BENCH_DATABASE === 'postgres' ? 'postgres' : 'pglite';

/**
 * `npm start`'s product (`scripts/start.mjs`) on a new database, filled by `seed(query)` (`query(text, params)`
 * answers `{ rows }`), ready; resolves to what `seed` returns as `seeded`. On PostgreSQL the product migrates and
 * seeds a new database first; PGlite is embedded in one process, so the data directory is migrated and filled here,
 * then handed to the product. `stop()` ends the product, then drops the database.
 */
export const startProduct = async ({ port, env = {}, seed }) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bridgehub-bench-'));
  const base = `http://localhost:${port}`;
  const isPostgres = benchDatabase === 'postgres';
  const name = `bridgehub_bench_${randomBytes(4).toString('hex')}`;
  const databaseUrl = isPostgres ? withDatabase(name) : null;
  let seeded;
  if (isPostgres) {
    await asAdmin(`create database ${name}`);
  } else {
    seeded = await seedPglite(join(dataDir, 'db'), seed);
  }
  const productEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    RATE_LIMIT_PER_MINUTE: '1000000',
    ...env,
  };
  if (!databaseUrl) delete productEnv.DATABASE_URL;
  const product = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: productEnv,
  });
  const stop = async () => {
    if (product.exitCode === null) {
      await new Promise((resolve) => {
        product.once('exit', resolve);
        product.kill('SIGTERM');
      });
    }
    if (isPostgres) await asAdmin(`drop database if exists ${name} with (force)`).catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${base}/readyz`);
    if (isPostgres) {
      const db = new pg.Client({ connectionString: databaseUrl });
      db.on('error', (error) => console.error('bench connection:', error.message));
      await db.connect();
      try {
        seeded = await seed((text, params) => db.query(text, params));
      } finally {
        await db.end();
      }
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, database: benchDatabase, seeded, stop };
};

/** Migrates a new PGlite data directory and fills it, as the product's start would find it. */
const seedPglite = async (dir, seed) => {
  const { openDatabase } = await import('../apps/server/src/db/client.ts');
  const { seedDatabase } = await import('../apps/server/src/db/seed.ts');
  const database = await openDatabase({ url: null, dataDir: dir });
  try {
    await database.migrate();
    await seedDatabase(database.db, { seedDemo: false });
    return await seed((text, params) => database.pglite.query(text, params));
  } finally {
    await database.close();
  }
};

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Names as registrations look: common surnames × trades × legal forms, so that many share words. */
const SURNAMES = `Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez
  Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis
  Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera
  Campbell Mitchell Carter Roberts Gomez Phillips Evans Turner Diaz Parker Cruz Edwards Collins Reyes Stewart Morris
  Morales Murphy Cook Rogers Gutierrez Ortiz Morgan Cooper Peterson Bailey Reed Kelly Howard Ramos Kim Cox Ward
  Richardson Watson Brooks Chavez Wood James Bennett Gray Mendoza Ruiz Hughes Price Alvarez Castillo Sanders Patel
  Myers Long Ross Foster Jimenez`.split(/\s+/);
const TRADES = `Concrete, Paving, Electrical, Plumbing, Steel Erection, Surveying, Engineering, Trucking, Landscaping,
  Traffic Control, Environmental Services, Demolition, Excavation, Drilling, Welding, Painting, Roofing, Fencing,
  Striping, Consulting, Staffing, Rebar, Crane Services, Flagging, Erosion Control, Geotechnical, Inspection,
  Testing Lab, Janitorial, Catering, Printing, IT Services, Marine Construction, Diving, Signage, Lighting,
  Drywall, Carpentry, Masonry, Asphalt`.split(/,\s*/);
const FORMS = ['LLC', 'Inc', 'Co', 'Corp', 'Group', 'and Sons', '& Associates', 'Partners', 'Services LLC', 'Ltd'];

export const vendorName = (i) => {
  const surname = SURNAMES[i % SURNAMES.length];
  const trade = TRADES[Math.floor(i / SURNAMES.length) % TRADES.length];
  const form = FORMS[Math.floor(i / (SURNAMES.length * TRADES.length)) % FORMS.length];
  const branch = Math.floor(i / (SURNAMES.length * TRADES.length * FORMS.length));
  return `${surname} ${trade}${branch ? ` ${branch + 1}` : ''} ${form}`;
};
