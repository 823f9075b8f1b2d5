import { type eventRoutes, ok } from '@bridgehub/contract';
import type { Database } from '../../db/client.ts';
import { attachmentDisposition } from '../../http/content-disposition.ts';
import { memoizeEachFor, memoizeFor } from '../../http/memoize-for.ts';
import { requestLanguage } from '../../http/page-language.ts';
import { type Bindings, serializeJson } from '../../http/route.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { buildEventCalendar, calendarFileName } from './event-calendar.ts';
import {
  type CheckInDesk,
  checkInToEvent,
  findMissesInBatches,
  getPublishedEvent,
  listUpcomingEvents,
  markCheckedInInBatches,
  registerForEvent,
  toEventDetails,
} from './events.service.ts';

/** The welcome screen's list changes rarely and is read by everyone: an ended event leaves within this time. */
export const UPCOMING_CACHE_MS = 5_000;

/**
 * The Upcoming answer, shared by a burst of readers. A console change invalidates it at once in this process and,
 * through NOTIFY on `EVENTS_CHANNEL`, in every other one (app.ts listens).
 */
export const createUpcomingEvents = (db: Database) =>
  memoizeFor(UPCOMING_CACHE_MS, async () => serializeJson(ok(await listUpcomingEvents(db))));
export type UpcomingEvents = ReturnType<typeof createUpcomingEvents>;

/**
 * Check-ins read their event from here: the burst at a door asks for the same event thousands of times a minute. A
 * change to the event (cancelled, no longer registrable) reaches check-in within this time.
 */
const CHECK_IN_EVENT_CACHE_MS = 2_000;
/** More events than hold check-ins on one day; ids a client makes up and that match no event are never kept. */
const CHECK_IN_EVENTS_KEPT = 100;

export const eventBindings = (deps: ModuleDeps): Bindings<typeof eventRoutes> => {
  const { db, upcomingEvents } = deps;
  const checkInDesk: CheckInDesk = {
    getEvent: memoizeEachFor(CHECK_IN_EVENT_CACHE_MS, CHECK_IN_EVENTS_KEPT, (id) => getPublishedEvent(db, id)),
    markCheckedIn: markCheckedInInBatches(db),
    findMisses: findMissesInBatches(db),
  };
  return {
    listUpcomingEvents: { isShared: true, handle: upcomingEvents },
    getEventDetails: {
      isShared: true,
      handle: async ({ params }) => ok(toEventDetails(await getPublishedEvent(db, params.id), deps)),
    },
    getEventCalendar: {
      isShared: true,
      handle: async ({ params, reply }) => {
        const event = await getPublishedEvent(db, params.id);
        reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', attachmentDisposition(calendarFileName(event)))
          .header('x-content-type-options', 'nosniff');
        return buildEventCalendar(event, deps);
      },
    },
    registerForEvent: {
      isRateLimited: true,
      handle: async ({ body, request }) => ({
        ...ok(null),
        ...(await registerForEvent(db, deps, body, request.ip, requestLanguage(request, deps.languages))),
      }),
    },
    // DESIGN.md §8: no captcha; limited per address instead (a venue's attendees may share one, so the limit is generous),
    // and so are the e-mails without a registration one address may try (checkInToEvent).
    checkInToEvent: {
      isRateLimited: true,
      handle: async ({ body, request }) => ({
        ...ok(null),
        ...(await checkInToEvent(db, deps, checkInDesk, body, request.ip)),
      }),
    },
  };
};
