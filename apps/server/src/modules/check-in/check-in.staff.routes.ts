import { ok } from '@bridgehub/contract';
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

/** The check-in station; the contract lets every staff role call these. */
export const checkInStaffRoutes = (db: Database, context: CheckInContext) =>
  ({
    listCheckInEvents: { handle: async () => ok(await listCheckInEvents(db, context)) },
    getCheckInRoster: { handle: async ({ query }) => ok(await getCheckInRoster(db, context, query.eventId)) },
    getCheckInCounts: { handle: async ({ query }) => ok(await getCheckInCounts(db, query.eventId)) },
    searchCheckInAttendees: {
      handle: async ({ query }) => ok(await searchCheckInAttendees(db, query.eventId, query.q)),
    },
    checkInAttendee: { handle: async ({ caller, body }) => ok(await checkInAttendee(db, context, caller, body)) },
    addWalkIn: { handle: async ({ caller, body }) => ok(await addWalkIn(db, context, caller, body)) },
  }) satisfies Partial<Bindings>;
