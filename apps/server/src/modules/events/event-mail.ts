import { formatCheckInCode } from '@bridgehub/contract';
import type { I18n } from '@lingui/core';
import type { eventRegistrations, events } from '../../db/schema.ts';
import { intlLocale, recipientI18n } from '../../infra/mail/mail-language.ts';
import type { OutgoingMail } from '../../infra/mail/outbox.ts';
import { renderMail } from '../../infra/mail/template.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { type AccommodationRequestRow, accommodationParagraphs } from '../accommodations/accommodation-mail.ts';
import { checkInQrAttachment } from '../check-in/check-in-qr.ts';
import { calendarAttachment } from './event-calendar.ts';
import { describeEventTime } from './event-day.ts';
import { descriptionToText } from './event-html.ts';
import { cancelRegistrationUrl } from './registration-link.ts';

type EventRow = typeof events.$inferSelect;
type RegistrationRow = typeof eventRegistrations.$inferSelect;

export const checkInLink = (deps: { publicUrl: string }, event: EventRow, email: string) =>
  `${deps.publicUrl}/CheckIn/${event.externalId}?email=${encodeURIComponent(email)}`;

/**
 * Whoever registers may type any e-mail and any name, so no mail to a registration names the person: the name would
 * be a stranger's text in someone else's mailbox (docs/decisions.md).
 */
export const greeting = (i18n: I18n) => i18n._({ id: 'Hello,' });

/** The registration's language (the page it was made on), while offered: every mail of the registration is in it. */
export const registrationI18n = (deps: ModuleDeps, registration: { preferredLanguage: string }) =>
  recipientI18n(deps, registration.preferredLanguage);

/** When the event is, in the reader's language and the program's time zone. */
export const eventTime = (deps: ModuleDeps, i18n: I18n, event: EventRow) =>
  describeEventTime(event, deps.programTimezone, intlLocale(i18n.locale));

export const whenAndWhere = (deps: ModuleDeps, i18n: I18n, event: EventRow) => [
  i18n._({ id: 'When: {time}', values: { time: eventTime(deps, i18n, event) } }),
  ...(event.location ? [i18n._({ id: 'Where: {location}', values: { location: event.location } })] : []),
];

const cancelParagraph = (deps: ModuleDeps, i18n: I18n, registration: RegistrationRow) =>
  i18n._({
    id: 'Can no longer come? Cancel your registration, so your place goes to someone waiting: {link}',
    values: { link: cancelRegistrationUrl(deps.publicUrl, deps.jwtSecret, registration.id) },
  });

export const questionsFooter = (deps: ModuleDeps, i18n: I18n) =>
  i18n._({ id: 'Questions? Write to {supportEmail}.', values: { supportEmail: deps.supportEmail } });

/** A place is held: the calendar invitation, the check-in link, the survey and the signed cancel link. */
export const confirmationMail = async (
  deps: ModuleDeps,
  event: EventRow,
  registration: RegistrationRow,
  options: { surveyToken: string | null; isPromotion?: boolean; accommodation?: AccommodationRequestRow | null },
): Promise<OutgoingMail> => {
  const i18n = registrationI18n(deps, registration);
  const text = descriptionToText(event.descriptionHtml);
  const code = formatCheckInCode(registration.checkInCode);
  const qrCode = await checkInQrAttachment(registration.checkInCode);
  const values = { event: event.name };
  return {
    to: registration.email,
    ...renderMail(
      {
        subject: options.isPromotion
          ? i18n._({ id: 'You have a place: {event}', values })
          : i18n._({ id: 'You are registered: {event}', values }),
        paragraphs: [
          greeting(i18n),
          options.isPromotion
            ? i18n._({ id: 'A place opened up and it is yours: you are now registered for {event}.', values })
            : i18n._({ id: 'You are registered for {event}.', values }),
          ...whenAndWhere(deps, i18n, event),
          ...accommodationParagraphs(i18n, options.accommodation),
          ...(text ? [text] : []),
          i18n._({
            id: 'Your check-in code: {code}. At the door, show the QR code below or give this code; or check in yourself on the day with the link below.',
            values: { code },
          }),
          ...(options.surveyToken
            ? [
                i18n._({
                  id: "We would value your answers to the event's survey: {link}",
                  values: { link: `${deps.publicUrl}/Survey/${options.surveyToken}` },
                }),
              ]
            : []),
          i18n._({ id: 'The calendar file for the event is attached.' }),
          cancelParagraph(deps, i18n, registration),
        ],
        image: { cid: qrCode.cid, alt: i18n._({ id: 'Check-in code {code}', values: { code } }) },
        action: {
          label: i18n._({ id: 'Check in on the day' }),
          url: checkInLink(deps, event, registration.email),
        },
        footer: questionsFooter(deps, i18n),
      },
      i18n,
    ),
    attachments: [calendarAttachment(event, deps, 'REQUEST'), qrCode],
  };
};

/** The event was full: the person waits, and learns where in line. */
export const waitlistMail = (
  deps: ModuleDeps,
  event: EventRow,
  registration: RegistrationRow,
  position: number,
  accommodation?: AccommodationRequestRow | null,
): OutgoingMail => {
  const i18n = registrationI18n(deps, registration);
  return {
    to: registration.email,
    ...renderMail(
      {
        subject: i18n._({ id: 'You are on the waitlist: {event}', values: { event: event.name } }),
        paragraphs: [
          greeting(i18n),
          i18n._({
            id: '{event} is full, so you are on its waitlist, number {position} in line.',
            values: { event: event.name, position },
          }),
          ...whenAndWhere(deps, i18n, event),
          ...accommodationParagraphs(i18n, accommodation),
          i18n._({
            id: 'If a place opens up, it goes to the first person waiting and we e-mail you at once with your invitation.',
          }),
          i18n._({
            id: 'No longer interested? Leave the waitlist: {link}',
            values: { link: cancelRegistrationUrl(deps.publicUrl, deps.jwtSecret, registration.id) },
          }),
        ],
        footer: questionsFooter(deps, i18n),
      },
      i18n,
    ),
  };
};

/** The event changed (name, time, place or description): the calendar replaces its copy (same UID, higher SEQUENCE). */
export const updatedInvitationMail = (
  deps: ModuleDeps,
  event: EventRow,
  registration: RegistrationRow,
): OutgoingMail => {
  const i18n = registrationI18n(deps, registration);
  return {
    to: registration.email,
    ...renderMail(
      {
        subject: i18n._({ id: 'Updated: {event}', values: { event: event.name } }),
        paragraphs: [
          greeting(i18n),
          i18n._({
            id: 'The details of {event} changed. Here they are as they stand now:',
            values: { event: event.name },
          }),
          ...whenAndWhere(deps, i18n, event),
          i18n._({ id: 'The attached calendar invitation updates the one you have.' }),
          cancelParagraph(deps, i18n, registration),
        ],
        footer: questionsFooter(deps, i18n),
      },
      i18n,
    ),
    attachments: [calendarAttachment(event, deps, 'REQUEST')],
  };
};

/** The event was cancelled: METHOD:CANCEL removes it from the registrant's calendar. */
export const eventCancelledMail = (deps: ModuleDeps, event: EventRow, registration: RegistrationRow): OutgoingMail => {
  const i18n = registrationI18n(deps, registration);
  return {
    to: registration.email,
    ...renderMail(
      {
        subject: i18n._({ id: 'Cancelled: {event}', values: { event: event.name } }),
        paragraphs: [
          greeting(i18n),
          i18n._({
            id: 'We are sorry: {event}, planned for {time}, is cancelled.',
            values: { event: event.name, time: eventTime(deps, i18n, event) },
          }),
          i18n._({ id: 'The attached calendar file removes it from your calendar.' }),
        ],
        footer: questionsFooter(deps, i18n),
      },
      i18n,
    ),
    attachments: [calendarAttachment(event, deps, 'CANCEL')],
  };
};

/** The person cancelled their own registration (or left the waitlist) through the mail's link. */
export const registrationCancelledMail = (
  deps: ModuleDeps,
  event: EventRow,
  registration: RegistrationRow,
): OutgoingMail => {
  const i18n = registrationI18n(deps, registration);
  return {
    to: registration.email,
    ...renderMail(
      {
        subject: i18n._({ id: 'Registration cancelled: {event}', values: { event: event.name } }),
        paragraphs: [
          greeting(i18n),
          i18n._({
            id: 'Your registration for {event} is cancelled. You are welcome to register again while places remain.',
            values: { event: event.name },
          }),
        ],
        action: { label: i18n._({ id: 'See the event' }), url: `${deps.publicUrl}/Register/${event.externalId}` },
        footer: questionsFooter(deps, i18n),
      },
      i18n,
    ),
    ...(registration.waitlistedAt ? {} : { attachments: [calendarAttachment(event, deps, 'CANCEL')] }),
  };
};
