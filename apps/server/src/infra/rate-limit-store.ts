import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { batchCalls } from './batch-calls.ts';

const keyOf = (name: string, client: string) => `${name} ${createHash('sha256').update(client).digest('base64url')}`;

export interface Hit {
  /** Hits of this client in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends, by the database's clock, which every process shares. */
  ttlMs: number;
}

// Counts `count` hits of `key` in one statement. A count that is not durable is committed without waiting for the
// disk: a burst of one client's requests queues on its row's lock, and a crash of the database losing the last
// fraction of a second of request counts only lets a few more requests through.
const upsertHits = async (
  db: Database,
  key: string,
  windowMs: number,
  count: number,
  { isDurable }: { isDurable: boolean },
): Promise<Hit> => {
  const isWindowOver = sql`${rateLimits.windowEndsAt} <= now()`;
  const result = await db.execute(sql`
    insert into ${rateLimits} (key, window_ends_at, hits)
    select ${key}, now() + ${windowMs}::integer * interval '1 millisecond', ${count}::integer
    ${isDurable ? sql`` : sql`from (select set_config('synchronous_commit', 'off', true)) as async_commit`}
    on conflict (key) do update set
      hits = case when ${isWindowOver} then excluded.hits else ${rateLimits.hits} + excluded.hits end,
      window_ends_at = case when ${isWindowOver} then excluded.window_ends_at else ${rateLimits.windowEndsAt} end
    returning hits, ceil(extract(epoch from window_ends_at - now()) * 1000)::integer as "ttlMs"`);
  // Both drivers answer `{ rows }`.
  const [row] = (result as unknown as { rows: Hit[] }).rows;
  if (!row) throw new Error('rate limit upsert returned no row');
  return row;
};

/**
 * Counts one hit of `client` (an address or an e-mail) against the limit `name` in a fixed window of `windowMs`. One
 * statement, so concurrent hits from any number of processes are each counted exactly once. The client is stored
 * hashed: the table holds no e-mail address, and a key of any length or content fits the primary key's index.
 */
export const countHit = (db: Database, name: string, client: string, windowMs: number): Promise<Hit> =>
  upsertHits(db, keyOf(name, client), windowMs, 1, { isDurable: true });

/**
 * Takes back one hit of the current window, for limits on failures only: a hit is counted before the attempt is
 * checked, so that parallel attempts cannot pass the limit together, and a success takes its hit back.
 */
export const refundHit = async (db: Database, name: string, client: string) => {
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(and(eq(rateLimits.key, keyOf(name, client)), gt(rateLimits.windowEndsAt, sql`now()`)));
};

/**
 * The hits of `client` in the current window of the limit `name`, counting none: for a limit on failures that are
 * only known once the attempt is done, counted then with `countHit`.
 */
export const findHits = async (db: Database, name: string, client: string): Promise<number> => {
  const [row] = await db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, keyOf(name, client)), gt(rateLimits.windowEndsAt, sql`now()`)));
  return row?.hits ?? 0;
};

/**
 * The request limits of one route. Hits of one client that arrive while its count is under way are counted together
 * by the next statement, each told its own place in the window: a burst from one address (a venue's attendees behind
 * its network) takes a few statements on that client's row instead of one each, which would queue on the row's lock.
 * Every hit is still counted exactly once, in the database every process shares.
 */
class DatabaseRateLimitStore implements FastifyRateLimitStore {
  private readonly countHits = batchCalls(async (client: string, windows: number[]) => {
    const { hits, ttlMs } = await upsertHits(this.db, keyOf(this.name, client), windows[0] ?? 0, windows.length, {
      isDurable: false,
    });
    return windows.map((_, i): Hit => ({ hits: hits - windows.length + 1 + i, ttlMs }));
  });

  constructor(
    private readonly db: Database,
    private readonly name: string,
  ) {}

  incr(
    client: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ) {
    this.countHits(client, timeWindow).then(
      ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
      (error: Error) => callback(error),
    );
  }

  /** Each route counts apart, as the plugin's own store does; the plugin passes the route as `routeInfo`. */
  child(options: RouteOptions) {
    const { method, url } = (options as unknown as { routeInfo: RouteOptions }).routeInfo;
    return new DatabaseRateLimitStore(this.db, `${method} ${url}`);
  }
}

/**
 * The `store` of @fastify/rate-limit: its per-address limits counted in the database, shared by every process on it
 * (DESIGN.md §9). The plugin constructs it itself, so the database is bound here.
 */
export const databaseRateLimitStore = (db: Database): FastifyRateLimitStoreCtor =>
  class extends DatabaseRateLimitStore {
    constructor() {
      super(db, 'all routes');
    }
  };
