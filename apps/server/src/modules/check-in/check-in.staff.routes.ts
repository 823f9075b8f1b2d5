import { type checkInStaffRoutes, ok } from '@bridgehub/contract';
import type { Bindings } from '../../http/route.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import {
  addWalkIn,
  checkInAttendee,
  getCheckInCounts,
  getCheckInRoster,
  listCheckInEvents,
  searchCheckInAttendees,
} from './check-in.service.ts';

/** The check-in station; the contract lets every staff role call these, the service narrows a volunteer's events. */
export const checkInStaffBindings = (deps: ModuleDeps): Bindings<typeof checkInStaffRoutes> => {
  const { db } = deps;
  return {
    listCheckInEvents: { handle: async ({ caller }) => ok(await listCheckInEvents(db, deps, caller)) },
    getCheckInRoster: {
      handle: async ({ caller, query }) => ok(await getCheckInRoster(db, deps, caller, query.eventId)),
    },
    getCheckInCounts: {
      handle: async ({ caller, query }) => ok(await getCheckInCounts(db, deps, caller, query.eventId)),
    },
    searchCheckInAttendees: {
      handle: async ({ caller, query }) => ok(await searchCheckInAttendees(db, deps, caller, query)),
    },
    checkInAttendee: { handle: async ({ caller, body }) => ok(await checkInAttendee(db, deps, caller, body)) },
    addWalkIn: { handle: async ({ caller, body }) => ok(await addWalkIn(db, deps, caller, body)) },
  };
};
