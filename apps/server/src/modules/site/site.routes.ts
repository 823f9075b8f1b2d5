import { ok, type siteRoutes } from '@bridgehub/contract';
import type { Bindings } from '../../http/route.ts';

export const siteBindings = (supportEmail: string): Bindings<typeof siteRoutes> => ({
  getSiteSettings: { isShared: true, handle: async () => ok({ SupportEmail: supportEmail }) },
});
