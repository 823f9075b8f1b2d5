import { type faqRoutes, ok } from '@bridgehub/contract';
import type { Database } from '../../db/client.ts';
import type { Bindings } from '../../http/route.ts';
import { listFaqs } from './faqs.service.ts';

export const faqBindings = (db: Database): Bindings<typeof faqRoutes> => ({
  listFaqs: { isShared: true, handle: async () => ok(await listFaqs(db)) },
});
