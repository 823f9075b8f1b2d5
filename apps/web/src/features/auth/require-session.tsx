import { useSyncExternalStore } from 'react';
import { Navigate, Outlet } from 'react-router';
import { isSignedIn, subscribeSession } from '../../lib/session.ts';
import { paths } from '../../paths.ts';

export const useIsSignedIn = () => useSyncExternalStore(subscribeSession, isSignedIn, () => false);

/** §2: /MyBusiness and the contact screens redirect to /Login without a session. */
export function RequireSession() {
  return useIsSignedIn() ? <Outlet /> : <Navigate to={paths.login} replace />;
}
