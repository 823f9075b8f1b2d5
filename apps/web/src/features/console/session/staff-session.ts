import { type LoginToken, STAFF_STORAGE_KEYS, TOKEN_REFRESH_LEAD_SECONDS } from '@bridgehub/contract';
import { call, setUnauthorizedHandler } from '../../../api/client.ts';
import { expiresAt } from '../../../lib/session.ts';

/**
 * The console's session (DESIGN.md §10): staff tokens under keys of their own, shared by every tab. The access token
 * (15 minutes) is refreshed TOKEN_REFRESH_LEAD_SECONDS before it expires by one tab at a time: the tab holding the
 * refresh lock rotates the pair, and a tab that waited for the lock finds it rotated and only reschedules, so two tabs
 * never spend one refresh token (which would end the session). A failed refresh signs out.
 */

const REFRESH_LOCK = 'bridgehub-staff-refresh';
const KEYS = Object.values(STAFF_STORAGE_KEYS) as string[];

const storage = () => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

const read = (key: string) => storage()?.getItem(key) ?? null;

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export const subscribeStaffSession = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const isStaffSignedIn = () => read(STAFF_STORAGE_KEYS.accessToken) !== null;

/** Whether the stored access token is past the moment it should be refreshed. */
const isDue = () => {
  const exp = expiresAt(read(STAFF_STORAGE_KEYS.accessToken));
  return exp === null || (exp - TOKEN_REFRESH_LEAD_SECONDS) * 1000 <= Date.now();
};

let timer: ReturnType<typeof setTimeout> | undefined;

const schedule = () => {
  clearTimeout(timer);
  const exp = expiresAt(read(STAFF_STORAGE_KEYS.accessToken));
  if (exp === null) return;
  const delay = Math.max(0, (exp - TOKEN_REFRESH_LEAD_SECONDS) * 1000 - Date.now());
  timer = setTimeout(() => void refreshStaffSession(), delay);
};

export const storeStaffSession = (pair: LoginToken) => {
  const store = storage();
  store?.setItem(STAFF_STORAGE_KEYS.accessToken, pair.AccessToken);
  store?.setItem(STAFF_STORAGE_KEYS.refreshToken, pair.RefreshToken);
  schedule();
  notify();
};

const clearStaffSession = () => {
  clearTimeout(timer);
  const store = storage();
  for (const key of KEYS) store?.removeItem(key);
  notify();
};

/** Runs `task` while this tab holds the origin-wide refresh lock; without Web Locks (old browsers), at once. */
const withRefreshLock = (task: () => Promise<void>): Promise<void> => {
  const locks = globalThis.navigator?.locks;
  return locks ? locks.request(REFRESH_LOCK, task) : task();
};

/** POST /api/Auth/StaffUser/Refresh, once across tabs; a refused refresh signs out. */
export const refreshStaffSession = () =>
  withRefreshLock(async () => {
    const refreshToken = read(STAFF_STORAGE_KEYS.refreshToken);
    if (!refreshToken) return clearStaffSession();
    // Another tab rotated the pair while this one waited for the lock.
    if (!isDue()) return schedule();
    const answer = await call('refreshStaffLogin', { body: { RefreshToken: refreshToken } });
    if (answer.Success && answer.Response) storeStaffSession(answer.Response);
    else clearStaffSession();
  });

/** Sign out: the server ends the session family, every tab forgets it. */
export const signOutStaff = async () => {
  const refreshToken = read(STAFF_STORAGE_KEYS.refreshToken) ?? '';
  clearStaffSession();
  await call('signOutStaff', { body: { RefreshToken: refreshToken } });
};

const followOtherTabs = (event: StorageEvent) => {
  if (event.key !== null && !KEYS.includes(event.key)) return;
  schedule();
  notify();
};

/**
 * Starts the refresh timer, follows the other tabs, and signs out when a staff route refuses the token (a disabled
 * account or a changed role ends its sessions). Answers the function that stops all three.
 */
export const startStaffSession = () => {
  setUnauthorizedHandler(clearStaffSession, 'staff');
  globalThis.addEventListener?.('storage', followOtherTabs);
  schedule();
  return () => {
    clearTimeout(timer);
    setUnauthorizedHandler(null, 'staff');
    globalThis.removeEventListener?.('storage', followOtherTabs);
  };
};
