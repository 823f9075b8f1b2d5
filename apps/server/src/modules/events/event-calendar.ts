import ical, { escape as escapeText, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { events } from '../../db/schema.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { descriptionToText } from './event-html.ts';

type EventRow = typeof events.$inferSelect;

/**
 * RFC 5545/5546: UTC times, a UID stable across downloads and changes (so calendars update rather than duplicate),
 * SEQUENCE from the event's row (it rises on every change). A mailed invitation is a REQUEST, a cancellation a
 * CANCEL; the download is a plain PUBLISH. ical-generator escapes the event's text properties (RFC 5545 §3.3.11) but
 * writes the calendar's name as given, so it gets the library's own escaping here: a line break in it would end the
 * line and start a property (or a component) of the name's choosing.
 */
export const buildEventCalendar = (
  event: EventRow,
  deps: ModuleDeps,
  method: 'PUBLISH' | 'REQUEST' | 'CANCEL' = 'PUBLISH',
): string => {
  const calendar = ical({
    prodId: { company: 'bridgehub', product: 'events', language: 'EN' },
    name: escapeText(event.name, false),
    method: ICalCalendarMethod[method],
  });
  calendar.createEvent({
    id: `event-${event.externalId}@${new URL(deps.publicUrl).host}`,
    sequence: event.sequence,
    start: event.startsAt,
    end: event.endsAt,
    stamp: event.updatedAt,
    lastModified: event.updatedAt,
    summary: event.name,
    location: event.location,
    description: descriptionToText(event.descriptionHtml),
    url: `${deps.publicUrl}/Register/${event.externalId}`,
    organizer: { name: 'bridgehub', email: deps.supportEmail },
    status: event.cancelledAt || method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
};

/** '<event name>.ics' as §7 asks, with characters no file system accepts replaced. */
export const calendarFileName = (event: EventRow) =>
  `${event.name.replace(/[\\/:*?"<>|\p{Cc}\s]+/gu, ' ').trim() || 'event'}.ics`;

export const calendarAttachment = (event: EventRow, deps: ModuleDeps, method: 'PUBLISH' | 'REQUEST' | 'CANCEL') => ({
  filename: calendarFileName(event),
  contentType: `text/calendar; charset=utf-8; method=${method}`,
  content: buildEventCalendar(event, deps, method),
});
