import { ok } from '@bridgehub/contract';
import type { Bindings } from '../../http/route.ts';

export const siteRoutes = (supportEmail: string): Pick<Bindings, 'getSiteSettings'> => ({
  getSiteSettings: { isShared: true, handle: async () => ok({ SupportEmail: supportEmail }) },
});
