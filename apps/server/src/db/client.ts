import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database type services take: PGlite and node-postgres differ only below it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface DatabaseClient {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded instance when kind is 'pglite' (tests dump its data directory). */
  pglite?: PGlite;
  migrate(): Promise<void>;
  /** Calls `onNotify` for every NOTIFY on `channel` (delivered on commit); returns a function that stops listening. */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL URL; null selects the embedded PGlite. */
  url: string | null;
  /** PGlite data directory; null keeps it in memory. */
  dataDir?: string | null;
  /** A PGlite data directory dump to start from (tests reuse a migrated one). */
  loadDataDir?: Blob;
  onError?: (error: Error) => void;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

// Any constant works; it only has to be the same in every process migrating this database.
const MIGRATION_LOCK_ID = 7_216_042;

export const openDatabase = async (options: OpenDatabaseOptions): Promise<DatabaseClient> =>
  options.url ? openPostgres(options.url, options.onError) : openPglite(options);

const openPglite = async (options: OpenDatabaseOptions): Promise<DatabaseClient> => {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    listen: async (channel, onNotify) => {
      const unlisten = await client.listen(channel, onNotify);
      return () => unlisten();
    },
    close: () => client.close(),
  };
};

/** Connections per process. */
const POOL_SIZE = 10;

const openPostgres = async (url: string, onError?: (error: Error) => void): Promise<DatabaseClient> => {
  // Connections once opened stay open (min = max): a new one costs a backend start and cold catalog caches, which
  // the burst at a door at 9:00, after a quiet hour, would otherwise pay on every connection.
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, min: POOL_SIZE });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => onError?.(error));
  const db = drizzleNodePg({ client: pool, schema });
  const listeners = new Set<pg.Client>();
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // Several processes may start at once against one database: migrate one at a time.
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg({ client: connection, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        connection.release();
      }
    },
    listen: async (channel, onNotify) => {
      const listener = new pg.Client({ connectionString: url });
      listener.on('error', (error) => onError?.(error));
      listener.on('notification', (message) => {
        if (message.channel === channel) onNotify();
      });
      await listener.connect();
      await listener.query(`listen ${pg.escapeIdentifier(channel)}`);
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
        await listener.end().catch(() => {});
      };
    },
    close: async () => {
      await Promise.all([...listeners].map((listener) => listener.end().catch(() => {})));
      await pool.end();
    },
  };
};

const UNIQUE_VIOLATION = '23505';

/** Drizzle wraps driver errors; the SQLSTATE sits on the error or its cause. */
export const isUniqueViolation = (error: unknown): boolean => {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
};
