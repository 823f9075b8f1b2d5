import { ok } from '@bridgehub/contract';
import type { Database } from '../../db/client.ts';
import { memoizeFor } from '../../http/memoize-for.ts';
import { type Bindings, serializeJson } from '../../http/route.ts';
import type { Captcha } from '../../infra/captcha/captcha.ts';
import {
  attachmentDisposition,
  buildEventCalendar,
  calendarFileName,
  checkInToEvent,
  type EventContext,
  getEvent,
  listUpcomingEvents,
  registerForEvent,
  toEventDetails,
} from './events.service.ts';

type EventBindings = Pick<
  Bindings,
  'listUpcomingEvents' | 'getEventDetails' | 'getEventCalendar' | 'registerForEvent' | 'checkInToEvent'
>;

export interface EventRouteDeps extends EventContext {
  db: Database;
  captcha: Captcha;
}

/** The welcome screen's list changes rarely and is read by everyone: a new or ended event shows within this time. */
export const UPCOMING_CACHE_MS = 5_000;

export const eventRoutes = ({ db, captcha, ...context }: EventRouteDeps): EventBindings => {
  const upcoming = memoizeFor(UPCOMING_CACHE_MS, async () => serializeJson(ok(await listUpcomingEvents(db))));
  return {
    listUpcomingEvents: { handle: upcoming },
    getEventDetails: {
      handle: async ({ params }) => ok(toEventDetails(await getEvent(db, params.id), context)),
    },
    getEventCalendar: {
      handle: async ({ params, reply }) => {
        const event = await getEvent(db, params.id);
        reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', attachmentDisposition(calendarFileName(event)))
          .header('x-content-type-options', 'nosniff');
        return buildEventCalendar(event, context);
      },
    },
    registerForEvent: {
      isRateLimited: true,
      handle: async ({ body, request }) => ({
        ...ok(null),
        ...(await registerForEvent(db, { ...context, captcha, remoteIp: request.ip }, body)),
      }),
    },
    // DESIGN.md §8: no captcha; limited per address instead (a venue's attendees may share one, so the limit is generous).
    checkInToEvent: {
      isRateLimited: true,
      handle: async ({ body }) => ({ ...ok(null), ...(await checkInToEvent(db, context, body)) }),
    },
  };
};
