import { ACCOMMODATION_DETAIL_FIELDS, type AccommodationNeed, describeAccommodation } from '@bridgehub/contract';
import type { I18n } from '@lingui/core';
import type { accommodationRequests, events } from '../../db/schema.ts';
import { intlLocale, recipientI18n } from '../../infra/mail/mail-language.ts';
import type { OutgoingMail } from '../../infra/mail/outbox.ts';
import { renderMail } from '../../infra/mail/template.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { describeEventTime } from '../events/event-day.ts';

type EventRow = typeof events.$inferSelect;
export type AccommodationRequestRow = typeof accommodationRequests.$inferSelect;
type DetailNeed = keyof typeof ACCOMMODATION_DETAIL_FIELDS;

export const choiceOf = (row: AccommodationRequestRow) => ({
  Needs: row.needs as AccommodationNeed[],
  SpokenLanguage: row.spokenLanguage,
  Format: row.format,
  Other: row.other,
});

/**
 * A need as the registrant's language names it, with its detail where it has one: the same English as the contract's
 * describeAccommodation, which the console and exports show.
 */
const needText = (i18n: I18n, need: AccommodationNeed, detail: string): string => {
  switch (need) {
    case 'SignLanguage':
      return i18n._({ id: 'Sign language interpreter (ASL)' });
    case 'Captioning':
      return i18n._({ id: 'Live captioning (CART)' });
    case 'SpokenLanguage':
      return detail
        ? i18n._({ id: 'Interpreter for another spoken language: {language}', values: { language: detail } })
        : i18n._({ id: 'Interpreter for another spoken language' });
    case 'Format':
      return detail
        ? i18n._({ id: 'Large print or another format: {format}', values: { format: detail } })
        : i18n._({ id: 'Large print or another format' });
    case 'AssistiveListening':
      return i18n._({ id: 'Assistive listening device' });
    case 'Wheelchair':
      return i18n._({ id: 'Wheelchair access or seating' });
    default:
      return detail
        ? i18n._({ id: 'Something else: {other}', values: { other: detail } })
        : i18n._({ id: 'Something else' });
  }
};

/** The needs asked for, one bullet each, in the reader's language (the registrant's own texts as they typed them). */
export const describeAccommodationIn = (i18n: I18n, row: AccommodationRequestRow): string[] => {
  const choice = choiceOf(row);
  return choice.Needs.map((need) => {
    const field = need in ACCOMMODATION_DETAIL_FIELDS ? ACCOMMODATION_DETAIL_FIELDS[need as DetailNeed] : undefined;
    return needText(i18n, need, field ? choice[field].trim() : '');
  });
};

/** What the registration's confirmation (or waitlist) mail says of the accommodations asked for with it. */
export const accommodationParagraphs = (i18n: I18n, row: AccommodationRequestRow | null | undefined): string[] =>
  row
    ? [
        row.isOnTime
          ? i18n._({ id: 'You asked for these accommodations, and we will arrange them:' })
          : i18n._({
              id: 'You asked for these accommodations. You asked after the time to ask had passed, so we will try, but it may not be possible:',
            }),
        ...describeAccommodationIn(i18n, row).map((line) => `• ${line}`),
      ]
    : [];

const changeSentence = (i18n: I18n, event: EventRow, row: AccommodationRequestRow) => {
  const values = { event: event.name };
  switch (row.state) {
    case 'arranged':
      return i18n._({ id: 'Your accommodations for {event} are arranged:', values });
    case 'not_possible':
      return i18n._({ id: 'We are sorry: we could not arrange these accommodations for {event}:', values });
    default:
      return i18n._({ id: 'We are working on your accommodation request for {event} again:', values });
  }
};

/** Staff changed the request's state or note: the registrant hears what it now is, in the registration's language. */
export const accommodationChangedMail = (
  deps: ModuleDeps,
  event: EventRow,
  registration: { email: string; preferredLanguage: string },
  row: AccommodationRequestRow,
): OutgoingMail => {
  const i18n = recipientI18n(deps, registration.preferredLanguage);
  return {
    to: registration.email,
    ...renderMail(
      {
        subject: i18n._({ id: 'Your accommodation request: {event}', values: { event: event.name } }),
        paragraphs: [
          i18n._({ id: 'Hello,' }),
          changeSentence(i18n, event, row),
          ...describeAccommodationIn(i18n, row).map((line) => `• ${line}`),
          ...(row.note ? [i18n._({ id: 'A note from the event team: {note}', values: { note: row.note } })] : []),
          i18n._({
            id: 'When: {time}',
            values: { time: describeEventTime(event, deps.programTimezone, intlLocale(i18n.locale)) },
          }),
        ],
        action: { label: i18n._({ id: 'See the event' }), url: `${deps.publicUrl}/Register/${event.externalId}` },
        footer: i18n._({
          id: 'Questions, or something to change? Write to {supportEmail}.',
          values: { supportEmail: deps.supportEmail },
        }),
      },
      i18n,
    ),
  };
};

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
