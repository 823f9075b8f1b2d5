/**
 * A fixed-window counter per key, in this process's memory, for limits keyed by something other than the client
 * address (the sign-in request's e-mail). Like the per-address limits it moves to a shared store when the product runs
 * as several processes (DESIGN.md §9).
 */
export interface RateLimiter {
  /** Counts one hit; false when the key is over its limit in the current window. */
  hit(key: string): boolean;
}

export const createRateLimiter = (max: number, windowMs: number, now = () => Date.now()): RateLimiter => {
  const windows = new Map<string, { startedAt: number; hits: number }>();
  return {
    hit: (key) => {
      const time = now();
      if (windows.size > 10_000) {
        for (const [stored, window] of windows) if (time - window.startedAt >= windowMs) windows.delete(stored);
      }
      const window = windows.get(key);
      if (!window || time - window.startedAt >= windowMs) {
        windows.set(key, { startedAt: time, hits: 1 });
        return true;
      }
      window.hits += 1;
      return window.hits <= max;
    },
  };
};
