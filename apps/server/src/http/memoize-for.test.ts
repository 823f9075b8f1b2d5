import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoizeEachFor, memoizeFor } from './memoize-for.ts';

afterEach(() => vi.useRealTimers());

describe('memoizeFor', () => {
  it('shares one load, then returns the answer itself until its time is up', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 0 });
    const load = vi.fn(async () => `loaded at ${Date.now()}`);
    const upcoming = memoizeFor(5_000, load);
    const [first, second] = [upcoming(), upcoming()];
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toBe('loaded at 0');
    expect(await second).toBe('loaded at 0');
    expect(upcoming()).toBe('loaded at 0');
    vi.setSystemTime(5_000);
    expect(await upcoming()).toBe('loaded at 5000');
    upcoming.invalidate();
    vi.setSystemTime(6_000);
    expect(await upcoming()).toBe('loaded at 6000');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps no failed answer', async () => {
    const load = vi.fn(async () => {
      if (load.mock.calls.length === 1) throw new Error('database unreachable');
      return 'events';
    });
    const upcoming = memoizeFor(60_000, load);
    await expect(upcoming()).rejects.toThrow('database unreachable');
    expect(await upcoming()).toBe('events');
  });
});

describe('memoizeEachFor', () => {
  it('shares the answer of each key for its time, then loads it again', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 0 });
    const load = vi.fn(async (key: string) => `${key} at ${Date.now()}`);
    const event = memoizeEachFor(2_000, 10, load);
    expect(await Promise.all([event('a'), event('a'), event('b')])).toEqual(['a at 0', 'a at 0', 'b at 0']);
    vi.setSystemTime(1_999);
    expect(await event('a')).toBe('a at 0');
    vi.setSystemTime(2_000);
    expect(await event('a')).toBe('a at 2000');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps no failed answer', async () => {
    const load = vi.fn(async (key: string) => {
      if (load.mock.calls.length === 1) throw new Error('not found');
      return key;
    });
    const event = memoizeEachFor(60_000, 10, load);
    await expect(event('a')).rejects.toThrow('not found');
    expect(await event('a')).toBe('a');
  });

  it('keeps at most its number of keys, dropping the oldest', async () => {
    const load = vi.fn(async (key: string) => key);
    const event = memoizeEachFor(60_000, 2, load);
    await event('a');
    await event('b');
    await event('c');
    await event('b');
    expect(load.mock.calls.map(([key]) => key)).toEqual(['a', 'b', 'c']);
    await event('a');
    expect(load.mock.calls.map(([key]) => key)).toEqual(['a', 'b', 'c', 'a']);
  });
});
