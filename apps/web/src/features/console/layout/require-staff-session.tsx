import { Navigate, Outlet } from 'react-router';
import { consolePaths } from '../console-paths.ts';
import { useIsStaffSignedIn } from '../lib/staff-session.ts';

/** `/console/*` without a staff session goes to the console's sign-in; a vendor session is not one (DESIGN.md §10). */
export function RequireStaffSession() {
  return useIsStaffSignedIn() ? <Outlet /> : <Navigate to={consolePaths.login} replace />;
}
