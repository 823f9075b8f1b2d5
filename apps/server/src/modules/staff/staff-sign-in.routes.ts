import { isValidEmail, messages, ok, type staffSignInRoutes } from '@bridgehub/contract';
import { AppError, rateLimited } from '../../errors.ts';
import type { Bindings } from '../../http/route.ts';
import { countHit } from '../../infra/rate-limit-store.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import {
  confirmTotpEnrolment,
  finishPasskeyRegistration,
  finishPasskeySignIn,
  startPasskeyRegistration,
  startPasskeySignIn,
  startTotpEnrolment,
  useRecoveryCode,
  verifyTotp,
} from './second-factor.service.ts';
import { completeStaffLogin, refreshStaffLogin, sendStaffLoginLink, signOutStaff } from './staff-sessions.service.ts';

/** Staff sign-in: the vendor's scanner-safe e-mailed link, then a required second factor (DESIGN.md §10). */
export const staffSignInBindings = (deps: ModuleDeps): Bindings<typeof staffSignInRoutes> => {
  const { db, unsolicitedMail, background, loginLimit } = deps;
  return {
    requestStaffLogin: {
      isRateLimited: true,
      handle: async ({ body, request }) => {
        const email = body.Email.trim();
        if (!isValidEmail(email)) throw new AppError('refused', messages.loginEmailInvalid);
        // As for vendors: per e-mail and client address, so a stranger cannot refuse the person; counted for every
        // address alike, and the link sent after the answer: nothing tells a staff address apart.
        const client = `${email.toLowerCase()} ${request.ip}`;
        const { hits } = await countHit(db, 'staff sign-in e-mail', client, loginLimit.windowMs);
        if (hits > loginLimit.max) throw rateLimited();
        background.run('send staff login link', () => sendStaffLoginLink(db, deps, email, unsolicitedMail.signInLink));
        return ok(true);
      },
    },
    completeStaffLogin: {
      isRateLimited: true,
      handle: async ({ body }) => ok(await completeStaffLogin(db, deps, body.Token, body.Email)),
    },
    startTotpEnrolment: {
      isRateLimited: true,
      handle: async ({ body }) => ok(await startTotpEnrolment(db, deps, body.Ticket)),
    },
    confirmTotpEnrolment: {
      isRateLimited: true,
      handle: async ({ body }) => ok(await confirmTotpEnrolment(db, deps, body.Ticket, body.Code)),
    },
    verifyTotp: {
      isRateLimited: true,
      handle: async ({ body }) => ok(await verifyTotp(db, deps, body.Ticket, body.Code)),
    },
    startPasskeyRegistration: {
      isRateLimited: true,
      handle: async ({ body }) => ok(await startPasskeyRegistration(db, deps, body.Ticket)),
    },
    finishPasskeyRegistration: {
      isRateLimited: true,
      handle: async ({ body }) => ok(await finishPasskeyRegistration(db, deps, body.Ticket, body.Credential)),
    },
    startPasskeySignIn: {
      isRateLimited: true,
      handle: async ({ body }) => ok(await startPasskeySignIn(db, deps, body.Ticket)),
    },
    finishPasskeySignIn: {
      isRateLimited: true,
      handle: async ({ body }) => ok(await finishPasskeySignIn(db, deps, body.Ticket, body.Credential)),
    },
    useRecoveryCode: {
      isRateLimited: true,
      handle: async ({ body }) => ok(await useRecoveryCode(db, deps, body.Ticket, body.Code)),
    },
    refreshStaffLogin: {
      isRateLimited: true,
      handle: async ({ body }) => ok(await refreshStaffLogin(db, deps, body.RefreshToken)),
    },
    signOutStaff: {
      isRateLimited: true,
      handle: async ({ body }) => {
        await signOutStaff(db, body.RefreshToken);
        return ok(null);
      },
    },
  };
};
