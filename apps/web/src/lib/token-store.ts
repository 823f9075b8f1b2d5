import { TOKEN_REFRESH_LEAD_SECONDS } from '@bridgehub/contract';

const storage = () => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

/** Seconds since the epoch at which an access token expires; null when there is none or it is unreadable. */
const expiresAt = (token: string | null): number | null => {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp : null;
  } catch {
    return null;
  }
};

/**
 * One session's keys in localStorage, shared by every tab: the vendor session and the staff console's each keep one.
 * It reads and writes the keys, tells its listeners of every change (this tab's or another's), and runs `refresh`
 * TOKEN_REFRESH_LEAD_SECONDS before the access token expires.
 */
export const createTokenStore = <Key extends string>(
  keys: Record<string, Key>,
  accessKey: Key,
  refresh: () => void,
) => {
  const names = Object.values(keys) as string[];
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const notify = () => {
    for (const listener of listeners) listener();
  };
  const read = (key: Key) => storage()?.getItem(key) ?? null;
  const refreshAt = () => {
    const exp = expiresAt(read(accessKey));
    return exp === null ? null : (exp - TOKEN_REFRESH_LEAD_SECONDS) * 1000;
  };
  const schedule = () => {
    clearTimeout(timer);
    const at = refreshAt();
    if (at === null) return;
    // Timers longer than ~24.8 days overflow; access tokens live an hour at most, so this never clamps in practice.
    timer = setTimeout(refresh, Math.min(Math.max(0, at - Date.now()), 2_000_000_000));
  };
  const followOtherTabs = (event: StorageEvent) => {
    if (event.key !== null && !names.includes(event.key)) return;
    schedule();
    notify();
  };

  return {
    read,
    /** Whether the access token is past the moment it should be refreshed (or unreadable). */
    isDue: () => {
      const at = refreshAt();
      return at === null || at <= Date.now();
    },
    write: (values: Partial<Record<Key, string>>) => {
      const store = storage();
      for (const [key, value] of Object.entries(values) as [Key, string][]) store?.setItem(key, value);
      schedule();
      notify();
    },
    clear: () => {
      clearTimeout(timer);
      const store = storage();
      for (const key of names) store?.removeItem(key);
      notify();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Starts the refresh timer and follows the other tabs; answers the function that stops both. */
    start: () => {
      globalThis.addEventListener?.('storage', followOtherTabs);
      schedule();
      return () => {
        clearTimeout(timer);
        globalThis.removeEventListener?.('storage', followOtherTabs);
      };
    },
    schedule,
  };
};
