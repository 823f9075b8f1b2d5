import { type faqRoutes, ok } from '@bridgehub/contract';
import type { Bindings } from '../../http/route.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { listFaqs } from './faqs.service.ts';

export const faqBindings = (deps: ModuleDeps): Bindings<typeof faqRoutes> => {
  const { db } = deps;
  return {
    listFaqs: { isShared: true, handle: async () => ok(await listFaqs(db)) },
  };
};
