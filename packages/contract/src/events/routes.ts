import type { Route } from '../routes.ts';

/** The public events: the list, an event's page and calendar file, registration and check-in (§7). */
export const eventRoutes = {
  listUpcomingEvents: { method: 'GET', path: '/api/Event/Upcoming' },
  getEventDetails: { method: 'GET', path: '/api/Event/Details/:id' },
  getEventCalendar: { method: 'GET', path: '/api/Event/ICal/:id', raw: true },
  registerForEvent: { method: 'POST', path: '/api/Event/Register' },
  checkInToEvent: { method: 'POST', path: '/api/Event/CheckIn' },
} as const satisfies Record<string, Route>;

/**
 * The confirmation mail's signed link, public: GET shows what would be cancelled, only POST cancels (mail scanners GET).
 * Served with the staff side's cancellation (events.staff.routes.ts); a public page's client knows it (public-routes.ts).
 */
export const cancellationLinkRoutes = {
  getRegistrationToCancel: { method: 'GET', path: '/api/Event/CancelRegistration/:token' },
  cancelRegistrationByLink: { method: 'POST', path: '/api/Event/CancelRegistration/:token' },
} as const satisfies Record<string, Route>;
