import { type chatStaffRoutes, ok } from '@bridgehub/contract';
import type { Database } from '../../db/client.ts';
import type { Bindings } from '../../http/route.ts';
import {
  getStaffThread,
  listStaffInbox,
  replyToStaffThread,
  type StaffMessagesContext,
  startStaffThread,
} from './chats.service.ts';

/** The staff inbox of vendor threads; the contract's `roles` say who may call each. */
export const chatStaffBindings = (db: Database, context: StaffMessagesContext): Bindings<typeof chatStaffRoutes> => ({
  listStaffInbox: {
    handle: async ({ query }) =>
      ok(await listStaffInbox(db, { vendorId: query.VendorId, page: query.page, pageSize: query.pageSize })),
  },
  getStaffThread: { handle: async ({ params }) => ok(await getStaffThread(db, params.chatId)) },
  replyToStaffThread: {
    handle: async ({ caller, params, body }) =>
      ok(await replyToStaffThread(db, context, caller, params.chatId, body.Message)),
  },
  startStaffThread: {
    handle: async ({ caller, body }) =>
      ok(await startStaffThread(db, context, caller, body.VendorId, body.Subject, body.Message)),
  },
});
