import { type accommodationStaffRoutes, ok } from '@bridgehub/contract';
import type { Bindings } from '../../http/route.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { listDueAccommodations, listEventAccommodations, updateAccommodation } from './accommodations.service.ts';

/** Accommodation requests in the staff console; the contract's `roles` say who may call each. */
export const accommodationStaffBindings = (deps: ModuleDeps): Bindings<typeof accommodationStaffRoutes> => ({
  listEventAccommodations: {
    handle: async ({ params }) => ok(await listEventAccommodations(deps.db, deps.programTimezone, params.eventId)),
  },
  updateAccommodation: {
    handle: async ({ params, body, caller }) => ok(await updateAccommodation(deps.db, deps, caller, params, body)),
  },
  listDueAccommodations: { handle: async () => ok(await listDueAccommodations(deps.db, deps.programTimezone)) },
});
