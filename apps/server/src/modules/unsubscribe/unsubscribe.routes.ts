import { ok, type unsubscribeRoutes } from '@bridgehub/contract';
import type { Bindings } from '../../http/route.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { unsubscribeContact } from './unsubscribe.service.ts';

/** The RFC 8058 one-click POST lands here too: it answers 200 with the envelope, never a redirect. */
export const unsubscribeBindings = (deps: ModuleDeps): Bindings<typeof unsubscribeRoutes> => {
  const { db, jwtSecret } = deps;
  return {
    unsubscribeBroadcast: {
      isRateLimited: true,
      handle: async ({ params }) => {
        await unsubscribeContact(db, jwtSecret, params.contactId);
        return ok(null);
      },
    },
  };
};
