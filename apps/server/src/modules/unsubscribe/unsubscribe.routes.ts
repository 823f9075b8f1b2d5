import { ok, type unsubscribeRoutes } from '@bridgehub/contract';
import type { Database } from '../../db/client.ts';
import type { Bindings } from '../../http/route.ts';
import { unsubscribeContact } from './unsubscribe.service.ts';

/** The RFC 8058 one-click POST lands here too: it answers 200 with the envelope, never a redirect. */
export const unsubscribeBindings = ({
  db,
  secret,
}: {
  db: Database;
  secret: string;
}): Bindings<typeof unsubscribeRoutes> => ({
  unsubscribeBroadcast: {
    isRateLimited: true,
    handle: async ({ params }) => {
      await unsubscribeContact(db, secret, params.contactId);
      return ok(null);
    },
  },
});
