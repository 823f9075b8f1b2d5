import { ok } from '@bridgehub/contract';
import type { Database } from '../../db/client.ts';
import type { Bindings } from '../../http/route.ts';
import { createFaq, deleteFaq, listFaqs, moveFaq, updateFaq } from './faqs.service.ts';

/** FAQs in the staff console; each change answers the new list, in the public page's order. */
export const faqStaffRoutes = (db: Database) =>
  ({
    listStaffFaqs: { handle: async () => ok(await listFaqs(db)) },
    createFaq: { handle: async ({ body }) => ok(await createFaq(db, body)) },
    updateFaq: { handle: async ({ body }) => ok(await updateFaq(db, body)) },
    moveFaq: { handle: async ({ body }) => ok(await moveFaq(db, body.Id, body.Direction)) },
    deleteFaq: { handle: async ({ body }) => ok(await deleteFaq(db, body.Id)) },
  }) satisfies Partial<Bindings>;
