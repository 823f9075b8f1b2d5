import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

const LIMIT = 3;

/** What a client writes at the left of X-Forwarded-For: a new address for every request. */
const forged = () => `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const statuses = async (t: TestApp, request: () => { remoteAddress: string; forwardedFor: string }) => {
  const answers: number[] = [];
  for (let i = 0; i <= LIMIT; i += 1) {
    const { remoteAddress, forwardedFor } = request();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/Vendor/Search?name=acme',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });
    answers.push(response.statusCode);
  }
  return answers;
};

const LIMITED = [...Array.from({ length: LIMIT }, () => 200), 429];

describe('the client address behind trusted proxies', () => {
  let hops: TestApp;
  let twoHops: TestApp;
  let ranges: TestApp;
  beforeAll(async () => {
    const env = { RATE_LIMIT_PER_MINUTE: String(LIMIT) };
    hops = await createTestApp({ env: { ...env, TRUST_PROXY: '1' } });
    [twoHops, ranges] = await Promise.all([
      createTestApp({ env: { ...env, TRUST_PROXY: '2' }, database: hops.database }),
      createTestApp({ env: { ...env, TRUST_PROXY: '10.0.0.0/8, 192.168.1.10' }, database: hops.database }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([twoHops?.close(), ranges?.close()]);
    await hops?.close();
  });

  it('with a hop count, a client that changes the left-most X-Forwarded-For is still limited as one address', async () => {
    const proxied = () => ({ remoteAddress: '10.0.0.5', forwardedFor: `${forged()}, 203.0.113.10` });
    expect(await statuses(hops, proxied)).toEqual(LIMITED);
    const behindTwo = () => ({ remoteAddress: '10.0.0.5', forwardedFor: `${forged()}, 203.0.113.11, 10.0.0.6` });
    expect(await statuses(twoHops, behindTwo)).toEqual(LIMITED);
  });

  it('with proxy addresses and ranges, the same, and X-Forwarded-For from anyone else is not read', async () => {
    const viaRange = () => ({ remoteAddress: '10.1.2.3', forwardedFor: `${forged()}, 203.0.113.12` });
    expect(await statuses(ranges, viaRange)).toEqual(LIMITED);
    const viaAddress = () => ({ remoteAddress: '192.168.1.10', forwardedFor: `${forged()}, 203.0.113.13` });
    expect(await statuses(ranges, viaAddress)).toEqual(LIMITED);
    const direct = () => ({ remoteAddress: '198.51.100.14', forwardedFor: `${forged()}, ${forged()}` });
    expect(await statuses(ranges, direct)).toEqual(LIMITED);
  });
});
