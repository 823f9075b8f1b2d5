import type { Route } from '../routes.ts';

const _administrators = { auth: 'staff', roles: ['Administrator'] } as const;

/**
 * A staff member's sign-in: signing in is not yet being signed in, so these endpoints sit beside the vendor's under
 * `/api/Auth/StaffUser/`; everything under `/api/Staff/` needs a staff session (a contract test).
 */
export const staffSignInRoutes = {
  requestStaffLogin: { method: 'POST', path: '/api/Auth/StaffUser/Login' },
  completeStaffLogin: { method: 'POST', path: '/api/Auth/StaffUser/LoginCallback' },
  startTotpEnrolment: { method: 'POST', path: '/api/Auth/StaffUser/Totp/Enrol' },
  confirmTotpEnrolment: { method: 'POST', path: '/api/Auth/StaffUser/Totp/Confirm' },
  verifyTotp: { method: 'POST', path: '/api/Auth/StaffUser/Totp/Verify' },
  startPasskeyRegistration: { method: 'POST', path: '/api/Auth/StaffUser/Passkey/RegistrationOptions' },
  finishPasskeyRegistration: { method: 'POST', path: '/api/Auth/StaffUser/Passkey/Register' },
  startPasskeySignIn: { method: 'POST', path: '/api/Auth/StaffUser/Passkey/SignInOptions' },
  finishPasskeySignIn: { method: 'POST', path: '/api/Auth/StaffUser/Passkey/SignIn' },
  useRecoveryCode: { method: 'POST', path: '/api/Auth/StaffUser/RecoveryCode' },
  refreshStaffLogin: { method: 'POST', path: '/api/Auth/StaffUser/Refresh' },
  signOutStaff: { method: 'POST', path: '/api/Auth/StaffUser/Logout' },
} as const satisfies Record<string, Route>;
