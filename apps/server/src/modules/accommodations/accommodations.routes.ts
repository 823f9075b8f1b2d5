import { ok } from '@bridgehub/contract';
import type { Database } from '../../db/client.ts';
import type { Bindings } from '../../http/route.ts';
import type { AccommodationMailContext } from './accommodation-mail.ts';
import { listDueAccommodations, listEventAccommodations, updateAccommodation } from './accommodations.service.ts';

export interface AccommodationRouteDeps {
  db: Database;
  context: AccommodationMailContext;
}

/** Accommodation requests in the staff console; the contract's `roles` say who may call each. */
export const accommodationRoutes = ({ db, context }: AccommodationRouteDeps) =>
  ({
    listEventAccommodations: {
      handle: async ({ params }) => ok(await listEventAccommodations(db, context.programTimezone, params.eventId)),
    },
    updateAccommodation: {
      handle: async ({ params, body, caller }) => ok(await updateAccommodation(db, context, caller, params, body)),
    },
    listDueAccommodations: { handle: async () => ok(await listDueAccommodations(db, context.programTimezone)) },
  }) satisfies Partial<Bindings>;
