import { type AccommodationNeed, accommodationMailMessages, describeAccommodation } from '@bridgehub/contract';
import type { accommodationRequests, events } from '../../db/schema.ts';
import type { OutgoingMail } from '../../infra/mail/outbox.ts';
import { renderMail } from '../../infra/mail/template.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { describeEventTime } from '../events/event-day.ts';

type EventRow = typeof events.$inferSelect;
export type AccommodationRequestRow = typeof accommodationRequests.$inferSelect;

/** Whoever registers may type any name, so no mail to a registrant names them (as event-mail.ts's GREETING). */
const GREETING = 'Hello,';

export const choiceOf = (row: AccommodationRequestRow) => ({
  Needs: row.needs as AccommodationNeed[],
  SpokenLanguage: row.spokenLanguage,
  Format: row.format,
  Other: row.other,
});

/** What the registration's confirmation (or waitlist) mail says of the accommodations asked for with it. */
export const accommodationParagraphs = (row: AccommodationRequestRow | null | undefined): string[] =>
  row
    ? [
        row.isOnTime ? accommodationMailMessages.requestedOnTime : accommodationMailMessages.requestedLate,
        ...describeAccommodation(choiceOf(row)).map((line) => `• ${line}`),
      ]
    : [];

const changeSentence = (event: EventRow, row: AccommodationRequestRow) => {
  switch (row.state) {
    case 'arranged':
      return accommodationMailMessages.arranged(event.name);
    case 'not_possible':
      return accommodationMailMessages.notPossible(event.name);
    default:
      return accommodationMailMessages.reopened(event.name);
  }
};

/** Staff changed the request's state or note: the registrant hears what it now is. */
export const accommodationChangedMail = (
  deps: ModuleDeps,
  event: EventRow,
  email: string,
  row: AccommodationRequestRow,
): OutgoingMail => ({
  to: email,
  ...renderMail({
    subject: accommodationMailMessages.subject(event.name),
    paragraphs: [
      GREETING,
      changeSentence(event, row),
      ...describeAccommodation(choiceOf(row)).map((line) => `• ${line}`),
      ...(row.note ? [accommodationMailMessages.note(row.note)] : []),
      accommodationMailMessages.when(describeEventTime(event, deps.programTimezone)),
    ],
    action: { label: accommodationMailMessages.seeEvent, url: `${deps.publicUrl}/Register/${event.externalId}` },
    footer: accommodationMailMessages.questions(deps.supportEmail),
  }),
});

/**
 * The coordinators' reminder (in English, as the console): what is still new for one event, without the registrants'
 * names or addresses, which the console shows to those signed in.
 */
export const coordinatorReminderMail = (
  deps: ModuleDeps,
  event: EventRow,
  to: string,
  rows: AccommodationRequestRow[],
): OutgoingMail => ({
  to,
  ...renderMail({
    subject:
      rows.length === 1
        ? `1 accommodation request still to arrange: ${event.name}`
        : `${rows.length} accommodation requests still to arrange: ${event.name}`,
    paragraphs: [
      'Hello,',
      `${event.name} is three business days away or less, and these accommodation requests are still new. Please arrange them, or tell the registrants if they are not possible:`,
      ...rows.map((row) => `• ${describeAccommodation(choiceOf(row)).join('; ')}`),
      `When: ${describeEventTime(event, deps.programTimezone)}`,
    ],
    action: {
      label: 'Open the requests',
      url: `${deps.publicUrl}/console/events/${event.id}?tab=accommodations`,
    },
    footer: 'You get this once for each request, because you coordinate the program’s events.',
  }),
});
