import { type broadcastStaffRoutes, ok } from '@bridgehub/contract';
import type { Database } from '../../db/client.ts';
import type { Bindings } from '../../http/route.ts';
import {
  type BroadcastsContext,
  createBroadcast,
  deleteBroadcast,
  getBroadcast,
  listBroadcastDeliveries,
  listBroadcastEvents,
  listBroadcasts,
  previewBroadcast,
  sendBroadcast,
  updateBroadcast,
} from './broadcasts.service.ts';

export interface BroadcastRoutesDeps {
  db: Database;
  context: BroadcastsContext;
  /** Starts a delivery pass now rather than at the next tick, once a send has committed. */
  deliverNow: () => void;
}

/** Broadcasts in the staff console; the contract's `roles` say who may call each. */
export const broadcastStaffBindings = ({
  db,
  context,
  deliverNow,
}: BroadcastRoutesDeps): Bindings<typeof broadcastStaffRoutes> => ({
  listBroadcasts: { handle: async ({ query }) => ok(await listBroadcasts(db, context, query)) },
  getBroadcast: { handle: async ({ params }) => ok(await getBroadcast(db, context, params.broadcastId)) },
  createBroadcast: { handle: async ({ caller, body }) => ok(await createBroadcast(db, context, caller, body)) },
  updateBroadcast: {
    handle: async ({ params, body }) => ok(await updateBroadcast(db, context, params.broadcastId, body)),
  },
  deleteBroadcast: {
    handle: async ({ params }) => {
      await deleteBroadcast(db, params.broadcastId);
      return ok(true);
    },
  },
  previewBroadcast: { handle: async ({ body }) => ok(await previewBroadcast(db, context, body)) },
  sendBroadcast: {
    handle: async ({ params }) => {
      const sent = await sendBroadcast(db, context, params.broadcastId);
      deliverNow();
      return ok(sent);
    },
  },
  listBroadcastDeliveries: {
    handle: async ({ params, query }) => ok(await listBroadcastDeliveries(db, context, params.broadcastId, query)),
  },
  listBroadcastEvents: { handle: async () => ok(await listBroadcastEvents(db)) },
});
