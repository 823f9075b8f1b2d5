import { type eventStaffRoutes, ok } from '@bridgehub/contract';
import type { Bindings } from '../../http/route.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import {
  cancelEventRegistration,
  cancelRegistrationByLink,
  cancelStaffEvent,
  createStaffEvent,
  duplicateStaffEvent,
  getRegistrationToCancel,
  getStaffEvent,
  getStaffEventOptions,
  listEventAttendees,
  listStaffEvents,
  publishStaffEvent,
  updateStaffEvent,
} from './event-admin.service.ts';

/** Events in the staff console, and the attendee's signed cancel link; the contract's `roles` say who may call each. */
export const eventStaffBindings = (deps: ModuleDeps): Bindings<typeof eventStaffRoutes> => {
  const { db, upcomingEvents } = deps;
  const changing =
    <A extends unknown[], R>(change: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      const result = await change(...args);
      upcomingEvents.invalidate();
      return result;
    };
  return {
    listStaffEvents: { handle: async ({ query }) => ok(await listStaffEvents(db, query)) },
    getStaffEventOptions: { handle: async () => ok(await getStaffEventOptions(db, deps.programTimezone)) },
    getStaffEvent: { handle: async ({ params }) => ok(await getStaffEvent(db, params.eventId)) },
    createStaffEvent: { handle: async ({ body }) => ok(await createStaffEvent(db, body)) },
    updateStaffEvent: {
      handle: async ({ params, body }) => ok(await changing(updateStaffEvent)(db, deps, params.eventId, body)),
    },
    duplicateStaffEvent: { handle: async ({ params }) => ok(await duplicateStaffEvent(db, params.eventId)) },
    publishStaffEvent: {
      handle: async ({ params, body }) => ok(await changing(publishStaffEvent)(db, params.eventId, body.IsPublished)),
    },
    cancelStaffEvent: {
      handle: async ({ params }) => ok(await changing(cancelStaffEvent)(db, deps, params.eventId)),
    },
    listEventAttendees: {
      handle: async ({ params, query }) => ok(await listEventAttendees(db, params.eventId, query)),
    },
    cancelEventRegistration: {
      handle: async ({ params }) => {
        await cancelEventRegistration(db, deps, params.eventId, params.registrationId);
        return ok(true);
      },
    },
    getRegistrationToCancel: {
      handle: async ({ params }) => ok(await getRegistrationToCancel(db, deps.jwtSecret, params.token)),
    },
    cancelRegistrationByLink: {
      isRateLimited: true,
      handle: async ({ params }) => {
        await cancelRegistrationByLink(db, deps, params.token);
        return ok(true);
      },
    },
  };
};
