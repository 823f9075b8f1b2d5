import { type contactRoutes, ok } from '@bridgehub/contract';
import { requestLanguage } from '../../http/page-language.ts';
import type { Bindings } from '../../http/route.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import {
  approveContact,
  createContact,
  getContact,
  makePrimaryContact,
  requestAccess,
  requestProgramEngagement,
  updateContact,
} from './contacts.service.ts';

export const contactBindings = (deps: ModuleDeps): Bindings<typeof contactRoutes> => {
  const { db } = deps;
  return {
    requestAccess: {
      isRateLimited: true,
      handle: async ({ body, request }) => {
        await requestAccess(db, deps, body, request.ip, requestLanguage(request, deps.languages));
        return ok(null);
      },
    },
    approveContact: {
      handle: async ({ caller, body }) => {
        await approveContact(db, caller, body.VendorID, body.ContactEmail);
        return ok(null);
      },
    },
    makePrimaryContact: {
      handle: async ({ caller, body }) => {
        await makePrimaryContact(db, caller, body.VendorId, body.ContactId);
        return ok(null);
      },
    },
    viewContact: { handle: async ({ caller, params }) => ok(await getContact(db, caller, params.id)) },
    updateContact: { handle: async ({ caller, body }) => ok(await updateContact(db, caller, body)) },
    createContact: {
      handle: async ({ caller, body, request }) =>
        ok(await createContact(db, caller, body, requestLanguage(request, deps.languages))),
    },
    requestProgramAccess: {
      handle: async ({ caller, body }) => {
        await requestProgramEngagement(db, caller, body.VendorId);
        return ok(null);
      },
    },
  };
};
