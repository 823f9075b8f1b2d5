import { type faqStaffRoutes, ok } from '@bridgehub/contract';
import type { Bindings } from '../../http/route.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { createStaffFaq, deleteStaffFaq, listFaqs, moveStaffFaq, updateStaffFaq } from './faqs.service.ts';

/** FAQs in the staff console; each change answers the new list, in the public page's order. */
export const faqStaffBindings = (deps: ModuleDeps): Bindings<typeof faqStaffRoutes> => {
  const { db } = deps;
  return {
    listStaffFaqs: { handle: async () => ok(await listFaqs(db)) },
    createStaffFaq: { handle: async ({ body }) => ok(await createStaffFaq(db, body)) },
    updateStaffFaq: { handle: async ({ params, body }) => ok(await updateStaffFaq(db, params.faqId, body)) },
    moveStaffFaq: { handle: async ({ params, body }) => ok(await moveStaffFaq(db, params.faqId, body.Direction)) },
    deleteStaffFaq: { handle: async ({ params }) => ok(await deleteStaffFaq(db, params.faqId)) },
  };
};
