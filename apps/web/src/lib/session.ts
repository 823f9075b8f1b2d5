import { type LoginToken, STORAGE_KEYS } from '@bridgehub/contract';
import { call, setUnauthorizedHandler } from '../api/client.ts';
import { createTokenStore } from './token-store.ts';

/**
 * The browser session (§3 "Stored in the browser", §4 Session): the three keys in localStorage, shared by every tab.
 * The access token is refreshed before it expires; a failed refresh clears the keys and signs the person out. Two
 * tabs refreshing at once get the same new pair from the server.
 */

const tokens = createTokenStore(STORAGE_KEYS, STORAGE_KEYS.accessToken, () => void refreshSession());
let signedOutHandler: () => void = () => {};

export const subscribeSession = tokens.subscribe;

export const isSignedIn = () => tokens.read(STORAGE_KEYS.accessToken) !== null;

export const sessionEmail = () => tokens.read(STORAGE_KEYS.email);

export const storeSession = (pair: LoginToken, email: string) =>
  tokens.write({
    [STORAGE_KEYS.accessToken]: pair.AccessToken,
    [STORAGE_KEYS.refreshToken]: pair.RefreshToken,
    [STORAGE_KEYS.email]: email,
  });

const signOutLocally = () => {
  tokens.clear();
  signedOutHandler();
};

/** POST /api/Auth/VendorUser/Refresh; on failure the person is signed out (§4). */
export const refreshSession = async () => {
  const refreshToken = tokens.read(STORAGE_KEYS.refreshToken);
  const email = tokens.read(STORAGE_KEYS.email);
  if (!refreshToken || !email) return signOutLocally();
  const answer = await call('refreshLogin', { body: { RefreshToken: refreshToken, Email: email } });
  // Another tab may have rotated the pair meanwhile: its new token is already stored and scheduled.
  if (tokens.read(STORAGE_KEYS.refreshToken) !== refreshToken) return tokens.schedule();
  if (answer.Success && answer.Response) storeSession(answer.Response, email);
  else signOutLocally();
};

/** Signing out (ours: §2 shows no button): the server ends the session, the browser forgets it. */
export const signOut = async () => {
  const refreshToken = tokens.read(STORAGE_KEYS.refreshToken) ?? '';
  tokens.clear();
  await call('signOut', { body: { RefreshToken: refreshToken } });
};

/** Starts the refresh timer and follows the other tabs; `onSignedOut` runs when the session ends by itself. */
export const startSession = (onSignedOut: () => void) => {
  signedOutHandler = onSignedOut;
  setUnauthorizedHandler(signOutLocally);
  tokens.start();
};
