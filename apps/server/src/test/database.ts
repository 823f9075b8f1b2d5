import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type DatabaseClient, MIGRATIONS_FOLDER, openDatabase } from '../db/client.ts';
import { seedDatabase } from '../db/seed.ts';

/**
 * A fresh, migrated database with the lookup lists seeded, for one test file. Files never see each other's data:
 * PGlite (default) starts from a cached dump of a migrated data directory, which is much faster than migrating;
 * with DATABASE_URL set, each file gets its own PostgreSQL database copied from a migrated template database.
 */
export const createTestDatabase = async (): Promise<TestDatabase> => {
  const url = process.env.DATABASE_URL;
  return url ? createPostgresDatabase(url) : { ...(await createPgliteDatabase()), url: null };
};

export interface TestDatabase extends DatabaseClient {
  /** The PostgreSQL database's own URL, for server processes to share it; null for PGlite, which is this process's. */
  url: string | null;
}

const srcDir = fileURLToPath(new URL('..', import.meta.url));

/** Changes to migrations or seed data give a new template. */
const templateHash = async () => {
  const hash = createHash('sha256');
  const migrationFiles = (await readdir(MIGRATIONS_FOLDER, { recursive: true })).sort();
  for (const file of migrationFiles) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    if ((await stat(full)).isFile()) hash.update(file).update(await readFile(full));
  }
  for (const file of ['db/seed.ts', 'db/lookups-data.ts']) hash.update(await readFile(path.join(srcDir, file)));
  return hash.digest('hex').slice(0, 16);
};

const createPgliteDatabase = async (): Promise<DatabaseClient> => {
  const cacheDir = path.join(os.tmpdir(), 'bridgehub-test');
  const dumpFile = path.join(cacheDir, `pglite-${await templateHash()}.tar`);
  const cached = await readFile(dumpFile).catch(() => null);
  if (cached) return openDatabase({ url: null, loadDataDir: new Blob([cached]) });

  const database = await openDatabase({ url: null });
  await database.migrate();
  await seedDatabase(database.db, { seedDemo: false });
  const dump = await (database.pglite?.dumpDataDir('none') ?? Promise.reject(new Error('not PGlite')));
  await mkdir(cacheDir, { recursive: true });
  // Parallel workers may build it at once: write aside, then rename (atomic), so nobody reads half a file.
  const partial = `${dumpFile}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, dumpFile);
  return database;
};

const quoteIdent = (name: string) => pg.escapeIdentifier(name);

const withAdmin = async <T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/**
 * The same server, another database. Plain text, not `new URL`: a socket URL such as
 * `postgresql://root@/test?host=/var/run/postgresql` has an empty host, which WHATWG URL parsing refuses.
 */
const databaseUrl = (url: string, name: string) => url.replace(/^([a-z]+:\/\/[^/?]*)(\/[^?]*)?/i, `$1/${name}`);

// Serializes template creation and copying across parallel test workers.
const TEMPLATE_LOCK_ID = 7_216_043;

const createPostgresDatabase = async (url: string): Promise<TestDatabase> => {
  const template = `bridgehub_template_${await templateHash()}`;
  const name = `bridgehub_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(url, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (!rowCount) {
        const stale = await admin.query<{ datname: string }>(
          "select datname from pg_database where datname like 'bridgehub_template_%'",
        );
        for (const row of stale.rows)
          await admin.query(`drop database if exists ${quoteIdent(row.datname)} with (force)`);
        await admin.query(`create database ${quoteIdent(template)}`);
        const seeding = await openDatabase({ url: databaseUrl(url, template) });
        await seeding.migrate();
        await seedDatabase(seeding.db, { seedDemo: false });
        await seeding.close();
      }
      await admin.query(`create database ${quoteIdent(name)} template ${quoteIdent(template)}`);
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]);
    }
  });
  const database = await openDatabase({ url: databaseUrl(url, name) });
  return {
    ...database,
    url: databaseUrl(url, name),
    close: async () => {
      await database.close();
      await withAdmin(url, (admin) => admin.query(`drop database if exists ${quoteIdent(name)} with (force)`));
    },
  };
};
