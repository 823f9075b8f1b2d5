import type { Route } from '../routes.ts';

/** The FAQ page and the header's link to it (§7). */
export const faqRoutes = {
  listFaqs: { method: 'GET', path: '/api/FAQ' },
} as const satisfies Record<string, Route>;
