import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

const keyOf = (name: string, client: string) => `${name} ${createHash('sha256').update(client).digest('base64url')}`;

export interface Hit {
  /** Hits of this client in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends, by the database's clock, which every process shares. */
  ttlMs: number;
}

/**
 * Counts one hit of `client` (an address or an e-mail) against the limit `name` in a fixed window of `windowMs`. One
 * statement, so concurrent hits from any number of processes are each counted exactly once. The client is stored
 * hashed: the table holds no e-mail address, and a key of any length or content fits the primary key's index.
 */
export const countHit = async (db: Database, name: string, client: string, windowMs: number): Promise<Hit> => {
  const key = keyOf(name, client);
  const isWindowOver = sql`${rateLimits.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowEndsAt: sql`now() + ${windowMs}::integer * interval '1 millisecond'`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${isWindowOver} then 1 else ${rateLimits.hits} + 1 end`,
        windowEndsAt: sql`case when ${isWindowOver} then excluded.window_ends_at else ${rateLimits.windowEndsAt} end`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      ttlMs: sql<number>`ceil(extract(epoch from ${rateLimits.windowEndsAt} - now()) * 1000)::integer`,
    });
  if (!row) throw new Error('rate limit upsert returned no row');
  return row;
};

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

class DatabaseRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly db: Database,
    private readonly name: string,
  ) {}

  incr(
    client: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ) {
    countHit(this.db, this.name, client, timeWindow).then(
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
