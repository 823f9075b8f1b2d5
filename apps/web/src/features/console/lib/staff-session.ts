import { type LoginToken, STAFF_STORAGE_KEYS } from '@bridgehub/contract';
import { useSyncExternalStore } from 'react';
import { call, setUnauthorizedHandler } from '../../../api/client.ts';
import { createTokenStore } from '../../../lib/token-store.ts';

/**
 * The console's session (DESIGN.md §10): staff tokens under keys of their own, shared by every tab. The access token
 * (15 minutes) is refreshed TOKEN_REFRESH_LEAD_SECONDS before it expires by one tab at a time: the tab holding the
 * refresh lock rotates the pair, and a tab that waited for the lock finds it rotated and only reschedules, so two tabs
 * never spend one refresh token (which would end the session). A failed refresh signs out; offline (a check-in
 * station at a door without signal) the session is kept, and refreshed when the connection returns.
 */

const REFRESH_LOCK = 'bridgehub-staff-refresh';

const tokens = createTokenStore(STAFF_STORAGE_KEYS, STAFF_STORAGE_KEYS.accessToken, () => void refreshStaffSession());

export const subscribeStaffSession = tokens.subscribe;

export const isStaffSignedIn = () => tokens.read(STAFF_STORAGE_KEYS.accessToken) !== null;

export const useIsStaffSignedIn = () => useSyncExternalStore(subscribeStaffSession, isStaffSignedIn, () => false);

export const storeStaffSession = (pair: LoginToken) =>
  tokens.write({
    [STAFF_STORAGE_KEYS.accessToken]: pair.AccessToken,
    [STAFF_STORAGE_KEYS.refreshToken]: pair.RefreshToken,
  });

/** Runs `task` while this tab holds the origin-wide refresh lock; without Web Locks (old browsers), at once. */
const withRefreshLock = (task: () => Promise<void>): Promise<void> => {
  const locks = globalThis.navigator?.locks;
  return locks ? locks.request(REFRESH_LOCK, task) : task();
};

/** POST /api/Auth/StaffUser/Refresh, once across tabs; a refused refresh signs out. */
export const refreshStaffSession = () =>
  withRefreshLock(async () => {
    const refreshToken = tokens.read(STAFF_STORAGE_KEYS.refreshToken);
    if (!refreshToken) return tokens.clear();
    // Another tab rotated the pair while this one waited for the lock.
    if (!tokens.isDue()) return tokens.schedule();
    if (globalThis.navigator?.onLine === false) {
      globalThis.addEventListener('online', () => void refreshStaffSession(), { once: true });
      return;
    }
    const answer = await call('refreshStaffLogin', { body: { RefreshToken: refreshToken } });
    if (answer.Success && answer.Response) storeStaffSession(answer.Response);
    else tokens.clear();
  });

/** Refreshes first when the access token is due, e.g. after a time offline: work queued meanwhile is sent signed in. */
export const freshenStaffSession = () => (tokens.isDue() ? refreshStaffSession() : Promise.resolve());

/** Sign out: the server ends the session family, every tab forgets it. */
export const signOutStaff = async () => {
  const refreshToken = tokens.read(STAFF_STORAGE_KEYS.refreshToken) ?? '';
  tokens.clear();
  await call('signOutStaff', { body: { RefreshToken: refreshToken } });
};

/**
 * Starts the refresh timer, follows the other tabs, and signs out when a staff route refuses the token (a disabled
 * account or a changed role ends its sessions). Answers the function that stops all three.
 */
export const startStaffSession = () => {
  // A token that ran out while offline is refreshed (its refusal then signs out); a current one refused signs out.
  setUnauthorizedHandler(() => (tokens.isDue() ? void refreshStaffSession() : tokens.clear()), 'staff');
  const stop = tokens.start();
  return () => {
    stop();
    setUnauthorizedHandler(null, 'staff');
  };
};
