import { ok, type siteRoutes } from '@bridgehub/contract';
import type { Bindings } from '../../http/route.ts';
import type { ModuleDeps } from '../../module-deps.ts';

export const siteBindings = (deps: ModuleDeps): Bindings<typeof siteRoutes> => {
  const { supportEmail } = deps;
  return {
    getSiteSettings: { isShared: true, handle: async () => ok({ SupportEmail: supportEmail }) },
  };
};
