import { type authRoutes, messages, ok } from '@bridgehub/contract';
import type { Database } from '../../db/client.ts';
import { rateLimited } from '../../errors.ts';
import type { Bindings } from '../../http/route.ts';
import type { BackgroundTasks } from '../../infra/background.ts';
import type { UnsolicitedMail } from '../../infra/mail/unsolicited-mail.ts';
import { countHit } from '../../infra/rate-limit-store.ts';
import { type AuthContext, completeLogin, isLoginEmail, refreshLogin, sendLoginLink, signOut } from './auth.service.ts';

export interface AuthRouteDeps {
  db: Database;
  context: AuthContext;
  background: BackgroundTasks;
  /** Sign-in requests per e-mail address and client address (the per-address limit is the route's). */
  loginLimit: { max: number; windowMs: number };
  unsolicitedMail: UnsolicitedMail;
}

export const authBindings = ({
  db,
  context,
  background,
  loginLimit,
  unsolicitedMail,
}: AuthRouteDeps): Bindings<typeof authRoutes> => ({
  requestLogin: {
    isRateLimited: true,
    handle: async ({ query, request }) => {
      const email = query.email.trim();
      if (!isLoginEmail(email))
        return { Success: false, ErrorMessage: messages.loginEmailInvalid, ErrorID: null, Response: false };
      // Counted per e-mail and client address, so a stranger's requests refuse the stranger, never the person (the
      // mails the address receives are capped apart); counted for every e-mail alike, so it reveals nothing either.
      const { hits } = await countHit(
        db,
        'sign-in e-mail',
        `${email.toLowerCase()} ${request.ip}`,
        loginLimit.windowMs,
      );
      if (hits > loginLimit.max) throw rateLimited();
      // The lookup, token and mail happen after the answer: status, body and timing never depend on the e-mail.
      background.run('send login link', () => sendLoginLink(db, context, email, unsolicitedMail.signInLink));
      return ok(true);
    },
  },
  completeLogin: {
    isRateLimited: true,
    handle: async ({ query }) => ok(await completeLogin(db, context, query.token, query.email)),
  },
  refreshLogin: {
    isRateLimited: true,
    handle: async ({ body }) => ok(await refreshLogin(db, context, body.RefreshToken, body.Email)),
  },
  signOut: {
    isRateLimited: true,
    handle: async ({ body }) => {
      await signOut(db, body.RefreshToken);
      return ok(null);
    },
  },
});
