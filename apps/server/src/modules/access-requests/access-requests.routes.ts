import { type accessRequestRoutes, type accessRequestStaffRoutes, ok } from '@bridgehub/contract';
import type { Bindings } from '../../http/route.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import {
  listAccessRequests,
  reportBarrier,
  requestLanguageAssistance,
  updateAccessRequest,
} from './access-requests.service.ts';

/** The public forms: a captcha each, and limited per client address as the other anonymous writes. */
export const accessRequestBindings = (deps: ModuleDeps): Bindings<typeof accessRequestRoutes> => ({
  requestLanguageAssistance: {
    isRateLimited: true,
    handle: async ({ body, request }) => {
      await requestLanguageAssistance(deps.db, deps, body, request.ip);
      return ok(null);
    },
  },
  reportBarrier: {
    isRateLimited: true,
    handle: async ({ body, request }) => {
      await reportBarrier(deps.db, deps, body, request.ip);
      return ok(null);
    },
  },
});

/** The console's list and change; the contract's `roles` say who may call each. */
export const accessRequestStaffBindings = (deps: ModuleDeps): Bindings<typeof accessRequestStaffRoutes> => ({
  listStaffAccessRequests: { handle: async () => ok(await listAccessRequests(deps.db)) },
  updateStaffAccessRequest: {
    handle: async ({ params, body, caller }) =>
      ok(await updateAccessRequest(deps.db, caller, params.accessRequestId, body)),
  },
});
