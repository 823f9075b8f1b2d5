import { isValidEmail, messages, ok, type staffSignInRoutes } from '@bridgehub/contract';
import type { Database } from '../../db/client.ts';
import { AppError, rateLimited } from '../../errors.ts';
import type { Bindings } from '../../http/route.ts';
import type { BackgroundTasks } from '../../infra/background.ts';
import type { UnsolicitedMail } from '../../infra/mail/unsolicited-mail.ts';
import { countHit } from '../../infra/rate-limit-store.ts';
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
import {
  completeStaffLogin,
  refreshStaffLogin,
  type StaffContext,
  sendStaffLoginLink,
  signOutStaff,
} from './staff-sessions.service.ts';

export interface StaffSignInDeps {
  db: Database;
  context: StaffContext;
  background: BackgroundTasks;
  /** Sign-in requests per e-mail address and client address, as for vendors (the per-address limit is the route's). */
  loginLimit: { max: number; windowMs: number };
  unsolicitedMail: UnsolicitedMail;
}

/** Staff sign-in: the vendor's scanner-safe e-mailed link, then a required second factor (DESIGN.md §10). */
export const staffSignInBindings = ({
  db,
  context,
  background,
  loginLimit,
  unsolicitedMail,
}: StaffSignInDeps): Bindings<typeof staffSignInRoutes> => ({
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
      background.run('send staff login link', () => sendStaffLoginLink(db, context, email, unsolicitedMail.signInLink));
      return ok(true);
    },
  },
  completeStaffLogin: {
    isRateLimited: true,
    handle: async ({ body }) => ok(await completeStaffLogin(db, context, body.Token, body.Email)),
  },
  startTotpEnrolment: {
    isRateLimited: true,
    handle: async ({ body }) => ok(await startTotpEnrolment(db, context, body.Ticket)),
  },
  confirmTotpEnrolment: {
    isRateLimited: true,
    handle: async ({ body }) => ok(await confirmTotpEnrolment(db, context, body.Ticket, body.Code)),
  },
  verifyTotp: {
    isRateLimited: true,
    handle: async ({ body }) => ok(await verifyTotp(db, context, body.Ticket, body.Code)),
  },
  startPasskeyRegistration: {
    isRateLimited: true,
    handle: async ({ body }) => ok(await startPasskeyRegistration(db, context, body.Ticket)),
  },
  finishPasskeyRegistration: {
    isRateLimited: true,
    handle: async ({ body }) => ok(await finishPasskeyRegistration(db, context, body.Ticket, body.Credential)),
  },
  startPasskeySignIn: {
    isRateLimited: true,
    handle: async ({ body }) => ok(await startPasskeySignIn(db, context, body.Ticket)),
  },
  finishPasskeySignIn: {
    isRateLimited: true,
    handle: async ({ body }) => ok(await finishPasskeySignIn(db, context, body.Ticket, body.Credential)),
  },
  useRecoveryCode: {
    isRateLimited: true,
    handle: async ({ body }) => ok(await useRecoveryCode(db, context, body.Ticket, body.Code)),
  },
  refreshStaffLogin: {
    isRateLimited: true,
    handle: async ({ body }) => ok(await refreshStaffLogin(db, context, body.RefreshToken)),
  },
  signOutStaff: {
    isRateLimited: true,
    handle: async ({ body }) => {
      await signOutStaff(db, body.RefreshToken);
      return ok(null);
    },
  },
});
