/**
 * The answer of `load`, shared by every caller for `ttlMs`: one database query serves a whole burst of identical
 * public reads. Once loaded, the answer itself is returned rather than a promise of it, so that a caller can use it in
 * the same turn. A failed load is not kept. Per process and safe to lose (DESIGN.md §9).
 */
export const memoizeFor = <T>(
  ttlMs: number,
  load: () => Promise<T>,
): (() => T | Promise<T>) & { invalidate: () => void } => {
  let cached: { value: Promise<T>; loaded: { value: T } | null; expiresAt: number } | null = null;
  const read = () => {
    const now = Date.now();
    if (cached && cached.expiresAt > now) return cached.loaded ? cached.loaded.value : cached.value;
    const entry: NonNullable<typeof cached> = { value: load(), loaded: null, expiresAt: now + ttlMs };
    cached = entry;
    entry.value.then(
      (value) => {
        entry.loaded = { value };
      },
      () => {
        if (cached === entry) cached = null;
      },
    );
    return entry.value;
  };
  /** Forgets the answer: the next call loads (a change the callers must see at once). */
  const invalidate = () => {
    cached = null;
  };
  return Object.assign(read, { invalidate });
};

/**
 * `memoizeFor` per key: the answer of `load(key)` is shared for `ttlMs`. At most `maxKeys` answers are kept, the
 * oldest dropped first, so keys a client makes up cannot fill the memory; a failed load is not kept.
 */
export const memoizeEachFor = <T>(
  ttlMs: number,
  maxKeys: number,
  load: (key: string) => Promise<T>,
): ((key: string) => Promise<T>) => {
  const cached = new Map<string, { value: Promise<T>; expiresAt: number }>();
  return (key) => {
    const now = Date.now();
    const hit = cached.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    const value = load(key);
    cached.delete(key);
    cached.set(key, { value, expiresAt: now + ttlMs });
    const oldest = cached.keys().next().value;
    if (cached.size > maxKeys && oldest !== undefined) cached.delete(oldest);
    value.catch(() => {
      if (cached.get(key)?.value === value) cached.delete(key);
    });
    return value;
  };
};
