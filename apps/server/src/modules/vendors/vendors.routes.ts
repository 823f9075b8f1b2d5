import { ok, type vendorRoutes } from '@bridgehub/contract';
import { requestLanguage } from '../../http/page-language.ts';
import type { Bindings } from '../../http/route.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { isEmailInUse, registerVendor, searchSimilarVendors, verifyVendor } from './vendors.service.ts';

export const vendorBindings = (deps: ModuleDeps): Bindings<typeof vendorRoutes> => {
  const { db } = deps;
  return {
    submitVendor: {
      isRateLimited: true,
      handle: async ({ body, request }) => {
        await registerVendor(db, deps, body, request.ip, requestLanguage(request, deps.languages));
        return ok(null);
      },
    },
    verifyVendor: {
      isRateLimited: true,
      handle: async ({ query }) => {
        await verifyVendor(db, query.token);
        return ok(null);
      },
    },
    searchVendors: {
      isRateLimited: true,
      handle: async ({ query }) => ok(await searchSimilarVendors(db, query.name)),
    },
    // §7: Success true means the e-mail is already in use; false is the ordinary answer, so it carries no message.
    searchVendorEmail: {
      isRateLimited: true,
      handle: async ({ query }) => ({ ...ok(null), Success: await isEmailInUse(db, query.name) }),
    },
  };
};
