import { type eventStaffRoutes, ok } from '@bridgehub/contract';
import type { Database } from '../../db/client.ts';
import type { Bindings } from '../../http/route.ts';
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
import type { EventMailContext } from './event-mail.ts';

export interface EventStaffRouteDeps {
  db: Database;
  context: EventMailContext;
  /** Called after a change the public list shows (this process's Upcoming cache). */
  onEventsChanged: () => void;
}

/** Events in the staff console, and the attendee's signed cancel link; the contract's `roles` say who may call each. */
export const eventStaffBindings = ({
  db,
  context,
  onEventsChanged,
}: EventStaffRouteDeps): Bindings<typeof eventStaffRoutes> => {
  const changing =
    <A extends unknown[], R>(change: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      const result = await change(...args);
      onEventsChanged();
      return result;
    };
  return {
    listStaffEvents: { handle: async ({ query }) => ok(await listStaffEvents(db, query)) },
    getStaffEventOptions: { handle: async () => ok(await getStaffEventOptions(db, context.programTimezone)) },
    getStaffEvent: { handle: async ({ params }) => ok(await getStaffEvent(db, params.eventId)) },
    createStaffEvent: { handle: async ({ body }) => ok(await createStaffEvent(db, body)) },
    updateStaffEvent: {
      handle: async ({ params, body }) => ok(await changing(updateStaffEvent)(db, context, params.eventId, body)),
    },
    duplicateStaffEvent: { handle: async ({ params }) => ok(await duplicateStaffEvent(db, params.eventId)) },
    publishStaffEvent: {
      handle: async ({ params, body }) => ok(await changing(publishStaffEvent)(db, params.eventId, body.IsPublished)),
    },
    cancelStaffEvent: {
      handle: async ({ params }) => ok(await changing(cancelStaffEvent)(db, context, params.eventId)),
    },
    listEventAttendees: {
      handle: async ({ params, query }) => ok(await listEventAttendees(db, params.eventId, query)),
    },
    cancelEventRegistration: {
      handle: async ({ params }) => {
        await cancelEventRegistration(db, context, params.eventId, params.registrationId);
        return ok(true);
      },
    },
    getRegistrationToCancel: {
      handle: async ({ params }) => ok(await getRegistrationToCancel(db, context.secret, params.token)),
    },
    cancelRegistrationByLink: {
      isRateLimited: true,
      handle: async ({ params }) => {
        await cancelRegistrationByLink(db, context, params.token);
        return ok(true);
      },
    },
  };
};
