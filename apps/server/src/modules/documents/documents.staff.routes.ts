import { type documentStaffRoutes, ok } from '@bridgehub/contract';
import type { Bindings } from '../../http/route.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { sendAttachment } from '../attachments/attachments.routes.ts';
import { readAttachmentFile } from '../attachments/attachments.service.ts';
import {
  listDocumentsAwaitingReview,
  listVendorDocuments,
  requestDocument,
  reviewDocument,
} from './documents.service.ts';

/** Document requests and review in the staff console; the contract's `roles` say who may call each. */
export const documentStaffBindings = (deps: ModuleDeps): Bindings<typeof documentStaffRoutes> => {
  const { db, storage } = deps;
  return {
    requestDocument: {
      handle: async ({ caller, params, body }) => ok(await requestDocument(db, deps, caller, params.vendorId, body)),
    },
    listVendorDocuments: { handle: async ({ params }) => ok(await listVendorDocuments(db, params.vendorId)) },
    listDocumentsAwaitingReview: {
      handle: async ({ query }) => ok(await listDocumentsAwaitingReview(db, query.page, query.pageSize)),
    },
    getVendorDocument: {
      handle: async ({ params, reply }) =>
        sendAttachment(reply, await readAttachmentFile(db, storage, params.documentId)),
    },
    reviewDocument: {
      handle: async ({ caller, params, body }) => ok(await reviewDocument(db, deps, caller, params.documentId, body)),
    },
  };
};
