import { randomBytes, randomInt } from 'node:crypto';
import { failure, messages } from '@bridgehub/contract';
import { desc, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { uniqueEmail } from '../test/factories.ts';
import { CLEANUP_INTERVAL_MS, cleanupJobs } from './cleanup/cleanup.ts';
import { createPeriodicJobs } from './jobs/periodic-jobs.ts';
import { countHit } from './rate-limit-store.ts';
import { createFileStorage } from './storage/file-storage.ts';

const RATE_LIMIT_PER_MINUTE = 3;
const LOGIN_LIMIT_PER_EMAIL = 2;

// Two apps on one database, as two processes behind a load balancer are; each test speaks for its own client
// addresses through the header the balancer sets.
const env = {
  RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT_PER_MINUTE),
  LOGIN_LIMIT_PER_EMAIL: String(LOGIN_LIMIT_PER_EMAIL),
  TRUST_PROXY: '1',
};
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  first = await createTestApp({ env });
  second = await createTestApp({ env, database: first.database });
});

afterAll(async () => {
  await Promise.all([first.background.drain(), second.background.drain()]);
  await second?.close();
  await first?.close();
});

const uniqueAddress = () => `198.51.${randomInt(256)}.${randomInt(1, 255)}`;

const searchVendors = (t: TestApp, address: string) =>
  t.app.inject({ method: 'GET', url: '/api/Vendor/Search?name=acme', headers: { 'x-forwarded-for': address } });

const requestLogin = (t: TestApp, email: string, address: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth/VendorUser/Login?${new URLSearchParams({ email })}`,
    headers: { 'x-forwarded-for': address },
  });

describe('rate limits counted in the database', () => {
  it('counts one client address across two apps on one database, answering the 429 envelope and headers', async () => {
    const address = uniqueAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT_PER_MINUTE; i += 1) {
      statuses.push((await searchVendors(i % 2 === 0 ? first : second, address)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await searchVendors(first, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(failure(messages.tooManyRequests));
    expect(limited.headers['x-ratelimit-limit']).toBe(String(RATE_LIMIT_PER_MINUTE));
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await searchVendors(second, uniqueAddress())).statusCode).toBe(200);
  });

  it('counts each route apart', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < RATE_LIMIT_PER_MINUTE; i += 1) await searchVendors(first, address);
    expect((await searchVendors(second, address)).statusCode).toBe(429);
    const emailSearch = await second.app.inject({
      method: 'GET',
      url: `/api/Vendor/EmailSearch?name=${uniqueEmail('search')}`,
      headers: { 'x-forwarded-for': address },
    });
    expect(emailSearch.statusCode).toBe(200);
  });

  it('counts sign-in requests per e-mail and client address across both apps and keeps no e-mail address', async () => {
    const email = uniqueEmail('limited');
    const address = uniqueAddress();
    expect((await requestLogin(first, email, address)).statusCode).toBe(200);
    expect((await requestLogin(second, email, address)).statusCode).toBe(200);
    // The same address in other capitals is the same address.
    const limited = await requestLogin(first, email.toUpperCase(), address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(failure(messages.tooManyRequests));
    // From another client address the same e-mail is not refused (the route's own per-address limit is 3 a minute).
    expect((await requestLogin(second, email, uniqueAddress())).statusCode).toBe(200);
    const keys = (await first.db.select({ key: rateLimits.key }).from(rateLimits)).map(({ key }) => key);
    expect(keys.some((key) => key.startsWith('sign-in e-mail '))).toBe(true);
    expect(keys.filter((key) => key.includes('@'))).toEqual([]);
  });

  it('counts a forwarded address of any length or content instead of failing', async () => {
    // Random, so that PostgreSQL cannot compress it below the size an index entry may have.
    const address = `${randomBytes(4_000).toString('hex')}'); drop table rate_limits; --`;
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT_PER_MINUTE; i += 1)
      statuses.push((await searchVendors(second, address)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('counts a burst of simultaneous requests from one address exactly, across both apps', async () => {
    const address = uniqueAddress();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => searchVendors(i % 2 === 0 ? first : second, address)),
    );
    const passed = answers.filter((answer) => answer.statusCode === 200);
    expect(passed.map((answer) => answer.headers['x-ratelimit-remaining']).sort()).toEqual(['0', '1', '2']);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(20 - RATE_LIMIT_PER_MINUTE);
    const [row] = await first.db
      .select({ hits: rateLimits.hits })
      .from(rateLimits)
      .where(like(rateLimits.key, 'GET /api/Vendor/Search %'))
      .orderBy(desc(rateLimits.hits))
      .limit(1);
    expect(row?.hits).toBe(20);
  });

  it('counts simultaneous hits exactly once each', async () => {
    const hits = await Promise.all(Array.from({ length: 50 }, () => countHit(first.db, 'test', 'burst', 60_000)));
    expect(hits.map(({ hits }) => hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    for (const { ttlMs } of hits) {
      expect(ttlMs).toBeGreaterThan(50_000);
      // A statement that began before the one opening the window sees a little more than the window left.
      expect(ttlMs).toBeLessThanOrEqual(61_000);
    }
  });

  it('starts a new window once the last is over, and deletes only windows that are over', async () => {
    await countHit(first.db, 'expiry', 'short', 50);
    expect((await countHit(first.db, 'expiry', 'short', 50)).hits).toBe(2);
    await countHit(first.db, 'expiry', 'long', 60_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await countHit(first.db, 'expiry', 'short', 50)).hits).toBe(1);

    await new Promise((resolve) => setTimeout(resolve, 100));
    await createPeriodicJobs(
      first.db,
      cleanupJobs(createFileStorage(first.dataDir)),
      first.app.log,
      CLEANUP_INTERVAL_MS,
    ).runOnce();
    const left = await first.db
      .select({ hits: rateLimits.hits })
      .from(rateLimits)
      .where(like(rateLimits.key, 'expiry %'));
    expect(left).toEqual([{ hits: 1 }]);
    expect((await countHit(first.db, 'expiry', 'long', 60_000)).hits).toBe(2);
  });
});
