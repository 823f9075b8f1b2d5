import { type chatStaffRoutes, ok } from '@bridgehub/contract';
import type { Bindings } from '../../http/route.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { getStaffThread, listStaffInbox, replyToStaffThread, startStaffThread } from './chats.service.ts';

/** The staff inbox of vendor threads; the contract's `roles` say who may call each. */
export const chatStaffBindings = (deps: ModuleDeps): Bindings<typeof chatStaffRoutes> => {
  const { db } = deps;
  return {
    listStaffInbox: {
      handle: async ({ query }) =>
        ok(await listStaffInbox(db, { vendorId: query.VendorId, page: query.page, pageSize: query.pageSize })),
    },
    getStaffThread: { handle: async ({ params }) => ok(await getStaffThread(db, params.chatId)) },
    replyToStaffThread: {
      handle: async ({ caller, params, body }) =>
        ok(await replyToStaffThread(db, deps, caller, params.chatId, body.Message)),
    },
    startStaffThread: {
      handle: async ({ caller, body }) =>
        ok(await startStaffThread(db, deps, caller, body.VendorId, body.Subject, body.Message)),
    },
  };
};
