import { ok, type vendorHubRoutes } from '@bridgehub/contract';
import type { Bindings } from '../../http/route.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { getVendorInfo, listVendorRecords, updateVendor } from './vendor-hub.service.ts';

export const vendorHubBindings = (deps: ModuleDeps): Bindings<typeof vendorHubRoutes> => {
  const { db } = deps;
  return {
    getVendorInfo: { handle: async ({ caller }) => ok(await getVendorInfo(db, caller)) },
    listVendors: { handle: async ({ caller }) => ok(await listVendorRecords(db, caller)) },
    updateVendor: {
      handle: async ({ caller, body }) => {
        await updateVendor(db, caller, body.VendorId, body.Business);
        return ok(null);
      },
    },
  };
};
