import { type LoginToken, STORAGE_KEYS, TOKEN_REFRESH_LEAD_SECONDS } from '@bridgehub/contract';
import { call, setUnauthorizedHandler } from '../api/client.ts';

/**
 * The browser session (§3 "Stored in the browser", §4 Session): the three keys in localStorage, shared by every tab.
 * The access token is refreshed TOKEN_REFRESH_LEAD_SECONDS before it expires; a failed refresh clears the keys and
 * signs the person out. Two tabs refreshing at once get the same new pair from the server.
 */

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

export const subscribeSession = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const isSignedIn = () => read(STORAGE_KEYS.accessToken) !== null;

export const sessionEmail = () => read(STORAGE_KEYS.email);

/** Seconds since the epoch at which an access token expires; null when there is none or it is unreadable. */
export const expiresAt = (token: string | null): number | null => {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp : null;
  } catch {
    return null;
  }
};

let timer: ReturnType<typeof setTimeout> | undefined;
let signedOutHandler: () => void = () => {};

const schedule = () => {
  clearTimeout(timer);
  const exp = expiresAt(read(STORAGE_KEYS.accessToken));
  if (exp === null) return;
  const delay = Math.max(0, (exp - TOKEN_REFRESH_LEAD_SECONDS) * 1000 - Date.now());
  // Timers longer than ~24.8 days overflow; an access token lives an hour, so this never clamps in practice.
  timer = setTimeout(() => void refreshSession(), Math.min(delay, 2_000_000_000));
};

export const storeSession = (pair: LoginToken, email: string) => {
  const store = storage();
  store?.setItem(STORAGE_KEYS.accessToken, pair.AccessToken);
  store?.setItem(STORAGE_KEYS.refreshToken, pair.RefreshToken);
  store?.setItem(STORAGE_KEYS.email, email);
  schedule();
  notify();
};

export const clearSession = () => {
  clearTimeout(timer);
  const store = storage();
  for (const key of Object.values(STORAGE_KEYS)) store?.removeItem(key);
  notify();
};

const signOutLocally = () => {
  clearSession();
  signedOutHandler();
};

/** POST /api/Auth/VendorUser/Refresh; on failure the person is signed out (§4). */
export const refreshSession = async () => {
  const refreshToken = read(STORAGE_KEYS.refreshToken);
  const email = read(STORAGE_KEYS.email);
  if (!refreshToken || !email) return signOutLocally();
  const answer = await call('refreshLogin', { body: { RefreshToken: refreshToken, Email: email } });
  // Another tab may have rotated the pair meanwhile: its new token is already stored and scheduled.
  if (read(STORAGE_KEYS.refreshToken) !== refreshToken) return schedule();
  if (answer.Success && answer.Response) storeSession(answer.Response, email);
  else signOutLocally();
};

/** Signing out (ours: §2 shows no button): the server ends the session, the browser forgets it. */
export const signOut = async () => {
  const refreshToken = read(STORAGE_KEYS.refreshToken) ?? '';
  clearSession();
  await call('signOut', { body: { RefreshToken: refreshToken } });
};

/** Starts the refresh timer and follows the other tabs; `onSignedOut` runs when the session ends by itself. */
export const startSession = (onSignedOut: () => void) => {
  signedOutHandler = onSignedOut;
  setUnauthorizedHandler(signOutLocally);
  globalThis.addEventListener?.('storage', (event) => {
    if (event.key !== null && !(Object.values(STORAGE_KEYS) as string[]).includes(event.key)) return;
    schedule();
    notify();
  });
  schedule();
};
