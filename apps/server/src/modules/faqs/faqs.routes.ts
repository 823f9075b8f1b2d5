import { ok } from '@bridgehub/contract';
import type { Database } from '../../db/client.ts';
import type { Bindings } from '../../http/route.ts';
import { listFaqs } from './faqs.service.ts';

export const faqRoutes = (db: Database): Pick<Bindings, 'listFaqs'> => ({
  listFaqs: { isShared: true, handle: async () => ok(await listFaqs(db)) },
});
