/**
 * The answer of `load`, shared by every caller for `ttlMs`: one database query serves a whole burst of identical
 * public reads. A failed load is not kept. Per process and safe to lose (DESIGN.md §9).
 */
export const memoizeFor = <T>(ttlMs: number, load: () => Promise<T>): (() => Promise<T>) => {
  let cached: { value: Promise<T>; expiresAt: number } | null = null;
  return () => {
    const now = Date.now();
    if (cached && cached.expiresAt > now) return cached.value;
    const value = load();
    cached = { value, expiresAt: now + ttlMs };
    value.catch(() => {
      cached = null;
    });
    return value;
  };
};
