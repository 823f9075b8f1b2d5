import { ok } from '@bridgehub/contract';
import type { Database } from '../../db/client.ts';
import type { Bindings } from '../../http/route.ts';
import {
  type BroadcastsContext,
  deleteBroadcast,
  getBroadcast,
  listBroadcastDeliveries,
  listBroadcastEvents,
  listBroadcasts,
  previewBroadcast,
  saveBroadcast,
  sendBroadcast,
} from './broadcasts.service.ts';

export interface BroadcastRoutesDeps {
  db: Database;
  context: BroadcastsContext;
  /** Starts a delivery pass now rather than at the next tick, once a send has committed. */
  deliverNow: () => void;
}

/** Broadcasts in the staff console; the contract's `roles` say who may call each. */
export const broadcastRoutes = ({ db, context, deliverNow }: BroadcastRoutesDeps) =>
  ({
    listBroadcasts: { handle: async ({ query }) => ok(await listBroadcasts(db, context, query)) },
    getBroadcast: { handle: async ({ params }) => ok(await getBroadcast(db, context, params.broadcastId)) },
    saveBroadcast: { handle: async ({ caller, body }) => ok(await saveBroadcast(db, context, caller, body)) },
    deleteBroadcast: {
      handle: async ({ body }) => {
        await deleteBroadcast(db, body.BroadcastId);
        return ok(true);
      },
    },
    previewBroadcast: { handle: async ({ body }) => ok(await previewBroadcast(db, context, body)) },
    sendBroadcast: {
      handle: async ({ body }) => {
        const sent = await sendBroadcast(db, context, body.BroadcastId);
        deliverNow();
        return ok(sent);
      },
    },
    listBroadcastDeliveries: {
      handle: async ({ params, query }) => ok(await listBroadcastDeliveries(db, context, params.broadcastId, query)),
    },
    listBroadcastEvents: { handle: async () => ok(await listBroadcastEvents(db)) },
  }) satisfies Partial<Bindings>;
