import { routes, STAFF_STORAGE_KEYS, STORAGE_KEYS } from '@bridgehub/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, knowRoutes } from '../../../api/client.ts';
import {
  freshenStaffSession,
  isStaffSignedIn,
  refreshStaffSession,
  startStaffSession,
  storeStaffSession,
  subscribeStaffSession,
} from './staff-session.ts';

// As the console does when it loads (console-routes.tsx).
knowRoutes(routes);

/** An access token whose only readable claim is its expiry, `seconds` from now. */
const tokenExpiringIn = (seconds: number) =>
  `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + seconds }))}.s`;

const pair = (seconds: number, refresh: string) => ({
  TokenType: 'Bearer',
  AccessToken: tokenExpiringIn(seconds),
  ExpiresIn: seconds,
  RefreshToken: refresh,
});

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const rotated = () => answer(200, { Success: true, ErrorMessage: null, ErrorID: null, Response: pair(900, 'r2') });

const store = new Map<string, string>();
const fetchMock = vi.fn<typeof fetch>();

/** Web Locks as the browser grants them: one holder at a time, in request order. */
const serialLocks = () => {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request: (_name: string, task: () => Promise<void>) => {
      const run = tail.then(task);
      tail = run.catch(() => {});
      return run;
    },
  };
};

let stop: () => void = () => {};

beforeEach(() => {
  store.clear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('navigator', { locks: serialLocks() });
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  stop = startStaffSession();
});

afterEach(() => {
  stop();
  fetchMock.mockReset();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the staff session', () => {
  it('keeps its tokens apart from a vendor session', () => {
    store.set(STORAGE_KEYS.accessToken, tokenExpiringIn(3600));
    expect(isStaffSignedIn()).toBe(false);
    storeStaffSession(pair(900, 'r1'));
    expect(isStaffSignedIn()).toBe(true);
    expect(store.get(STAFF_STORAGE_KEYS.refreshToken)).toBe('r1');
  });

  it('refreshes five minutes before the access token expires, and stores the rotated pair', async () => {
    fetchMock.mockImplementation(async () => rotated());
    storeStaffSession(pair(900, 'r1'));
    await vi.advanceTimersByTimeAsync(599_000);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ RefreshToken: 'r1' });
    expect(store.get(STAFF_STORAGE_KEYS.refreshToken)).toBe('r2');
  });

  it('spends the refresh token once when two tabs refresh at the same moment', async () => {
    fetchMock.mockImplementation(async () => rotated());
    storeStaffSession(pair(60, 'r1'));
    await Promise.all([refreshStaffSession(), refreshStaffSession()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store.get(STAFF_STORAGE_KEYS.refreshToken)).toBe('r2');
  });

  it('signs out when the refresh is refused, and tells the screens', async () => {
    fetchMock.mockImplementation(async () => answer(401, { Success: false, ErrorMessage: 'No', ErrorID: null }));
    storeStaffSession(pair(60, 'r1'));
    const listener = vi.fn();
    subscribeStaffSession(listener);
    await refreshStaffSession();
    expect(isStaffSignedIn()).toBe(false);
    expect(store.has(STAFF_STORAGE_KEYS.refreshToken)).toBe(false);
    expect(listener).toHaveBeenCalled();
  });

  it('keeps the session while the device is offline, and refreshes it when the connection returns', async () => {
    fetchMock.mockImplementation(async () => rotated());
    const listeners: (() => void)[] = [];
    vi.stubGlobal('navigator', { locks: serialLocks(), onLine: false });
    vi.stubGlobal('addEventListener', (_type: string, listener: () => void) => listeners.push(listener));
    storeStaffSession(pair(60, 'r1'));
    await freshenStaffSession();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(isStaffSignedIn()).toBe(true);
    vi.stubGlobal('navigator', { locks: serialLocks(), onLine: true });
    for (const listener of listeners) listener();
    await vi.waitFor(() => expect(store.get(STAFF_STORAGE_KEYS.refreshToken)).toBe('r2'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refreshes, rather than signing out, when a route refuses a token that ran out while offline', async () => {
    fetchMock.mockImplementationOnce(async () => answer(401, { Success: false, ErrorMessage: 'No', ErrorID: null }));
    fetchMock.mockImplementation(async () => rotated());
    storeStaffSession(pair(-10, 'r1'));
    await call('getStaffMe');
    await vi.waitFor(() => expect(store.get(STAFF_STORAGE_KEYS.refreshToken)).toBe('r2'));
    expect(isStaffSignedIn()).toBe(true);
  });

  it('signs out when a staff route refuses the token', async () => {
    fetchMock.mockImplementation(async () => answer(401, { Success: false, ErrorMessage: 'No', ErrorID: null }));
    storeStaffSession(pair(900, 'r1'));
    await call('getStaffMe');
    expect(isStaffSignedIn()).toBe(false);
  });
});
