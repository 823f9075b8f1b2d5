import { type authRoutes, messages, ok } from '@bridgehub/contract';
import { rateLimited } from '../../errors.ts';
import type { Bindings } from '../../http/route.ts';
import { countHit } from '../../infra/rate-limit-store.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { completeLogin, isLoginEmail, refreshLogin, sendLoginLink, signOut } from './auth.service.ts';

export const authBindings = (deps: ModuleDeps): Bindings<typeof authRoutes> => {
  const { db, unsolicitedMail, background, loginLimit } = deps;
  return {
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
        background.run('send login link', () => sendLoginLink(db, deps, email, unsolicitedMail.signInLink));
        return ok(true);
      },
    },
    completeLogin: {
      isRateLimited: true,
      handle: async ({ query }) => ok(await completeLogin(db, deps, query.token, query.email)),
    },
    refreshLogin: {
      isRateLimited: true,
      handle: async ({ body }) => ok(await refreshLogin(db, deps, body.RefreshToken, body.Email)),
    },
    signOut: {
      isRateLimited: true,
      handle: async ({ body }) => {
        await signOut(db, body.RefreshToken);
        return ok(null);
      },
    },
  };
};
