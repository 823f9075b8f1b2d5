import type { Route } from '../routes.ts';
import { staffRunningTheProgram as staff } from '../staff/roles.ts';

/** FAQs in the staff console (DESIGN.md §10): Administrators and Coordinators. Each change answers the new list. */
export const faqStaffRoutes = {
  listStaffFaqs: { method: 'GET', path: '/api/Staff/Faqs', ...staff },
  createStaffFaq: { method: 'POST', path: '/api/Staff/Faqs', ...staff },
  updateStaffFaq: { method: 'PUT', path: '/api/Staff/Faqs/:faqId', ...staff },
  moveStaffFaq: { method: 'POST', path: '/api/Staff/Faqs/:faqId/Move', ...staff },
  deleteStaffFaq: { method: 'POST', path: '/api/Staff/Faqs/:faqId/Delete', ...staff },
} as const satisfies Record<string, Route>;
