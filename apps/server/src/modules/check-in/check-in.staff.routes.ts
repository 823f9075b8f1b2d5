import { type checkInStaffRoutes, ok } from '@bridgehub/contract';
import type { Database } from '../../db/client.ts';
import type { Bindings } from '../../http/route.ts';
import {
  addWalkIn,
  type CheckInContext,
  checkInAttendee,
  getCheckInCounts,
  getCheckInRoster,
  listCheckInEvents,
  searchCheckInAttendees,
} from './check-in.service.ts';

/** The check-in station; the contract lets every staff role call these, the service narrows a volunteer's events. */
export const checkInStaffBindings = (db: Database, context: CheckInContext): Bindings<typeof checkInStaffRoutes> => ({
  listCheckInEvents: { handle: async ({ caller }) => ok(await listCheckInEvents(db, context, caller)) },
  getCheckInRoster: {
    handle: async ({ caller, query }) => ok(await getCheckInRoster(db, context, caller, query.eventId)),
  },
  getCheckInCounts: {
    handle: async ({ caller, query }) => ok(await getCheckInCounts(db, context, caller, query.eventId)),
  },
  searchCheckInAttendees: {
    handle: async ({ caller, query }) => ok(await searchCheckInAttendees(db, context, caller, query)),
  },
  checkInAttendee: { handle: async ({ caller, body }) => ok(await checkInAttendee(db, context, caller, body)) },
  addWalkIn: { handle: async ({ caller, body }) => ok(await addWalkIn(db, context, caller, body)) },
});
