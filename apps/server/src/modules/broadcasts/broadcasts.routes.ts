import { type broadcastStaffRoutes, ok } from '@bridgehub/contract';
import type { Bindings } from '../../http/route.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import {
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

/** Broadcasts in the staff console; the contract's `roles` say who may call each. */
export const broadcastStaffBindings = (deps: ModuleDeps): Bindings<typeof broadcastStaffRoutes> => {
  const { db, deliverBroadcastsNow } = deps;
  return {
    listBroadcasts: { handle: async ({ query }) => ok(await listBroadcasts(db, deps, query)) },
    getBroadcast: { handle: async ({ params }) => ok(await getBroadcast(db, deps, params.broadcastId)) },
    createBroadcast: { handle: async ({ caller, body }) => ok(await createBroadcast(db, deps, caller, body)) },
    updateBroadcast: {
      handle: async ({ params, body }) => ok(await updateBroadcast(db, deps, params.broadcastId, body)),
    },
    deleteBroadcast: {
      handle: async ({ params }) => {
        await deleteBroadcast(db, params.broadcastId);
        return ok(true);
      },
    },
    previewBroadcast: { handle: async ({ body }) => ok(await previewBroadcast(db, deps, body)) },
    sendBroadcast: {
      handle: async ({ params }) => {
        const sent = await sendBroadcast(db, deps, params.broadcastId);
        deliverBroadcastsNow();
        return ok(sent);
      },
    },
    listBroadcastDeliveries: {
      handle: async ({ params, query }) => ok(await listBroadcastDeliveries(db, deps, params.broadcastId, query)),
    },
    listBroadcastEvents: { handle: async () => ok(await listBroadcastEvents(db)) },
  };
};
