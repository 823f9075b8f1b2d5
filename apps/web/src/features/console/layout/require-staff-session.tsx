import { useSyncExternalStore } from 'react';
import { Navigate, Outlet } from 'react-router';
import { consolePaths } from '../console-paths.ts';
import { isStaffSignedIn, subscribeStaffSession } from '../session/staff-session.ts';

export const useIsStaffSignedIn = () => useSyncExternalStore(subscribeStaffSession, isStaffSignedIn, () => false);

/** `/console/*` without a staff session goes to the console's sign-in; a vendor session is not one (DESIGN.md §10). */
export function RequireStaffSession() {
  return useIsStaffSignedIn() ? <Outlet /> : <Navigate to={consolePaths.login} replace />;
}
