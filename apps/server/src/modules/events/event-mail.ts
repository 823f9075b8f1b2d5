import { formatCheckInCode } from '@bridgehub/contract';
import type { eventRegistrations, events } from '../../db/schema.ts';
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
export const GREETING = 'Hello,';

const whenAndWhere = (deps: ModuleDeps, event: EventRow) => [
  `When: ${describeEventTime(event, deps.programTimezone)}`,
  ...(event.location ? [`Where: ${event.location}`] : []),
];

const cancelParagraph = (deps: ModuleDeps, registration: RegistrationRow) =>
  `Can no longer come? Cancel your registration, so your place goes to someone waiting: ${cancelRegistrationUrl(deps.publicUrl, deps.jwtSecret, registration.id)}`;

const footer = (deps: ModuleDeps) => `Questions? Write to ${deps.supportEmail}.`;

/** A place is held: the calendar invitation, the check-in link, the survey and the signed cancel link. */
export const confirmationMail = async (
  deps: ModuleDeps,
  event: EventRow,
  registration: RegistrationRow,
  options: { surveyToken: string | null; isPromotion?: boolean; accommodation?: AccommodationRequestRow | null },
): Promise<OutgoingMail> => {
  const text = descriptionToText(event.descriptionHtml);
  const code = formatCheckInCode(registration.checkInCode);
  const qrCode = await checkInQrAttachment(registration.checkInCode);
  return {
    to: registration.email,
    ...renderMail({
      subject: options.isPromotion ? `You have a place: ${event.name}` : `You are registered: ${event.name}`,
      paragraphs: [
        GREETING,
        options.isPromotion
          ? `A place opened up and it is yours: you are now registered for ${event.name}.`
          : `You are registered for ${event.name}.`,
        ...whenAndWhere(deps, event),
        ...accommodationParagraphs(options.accommodation),
        ...(text ? [text] : []),
        `Your check-in code: ${code}. At the door, show the QR code below or give this code; or check in yourself on the day with the link below.`,
        ...(options.surveyToken
          ? [`We would value your answers to the event's survey: ${deps.publicUrl}/Survey/${options.surveyToken}`]
          : []),
        'The calendar file for the event is attached.',
        cancelParagraph(deps, registration),
      ],
      image: { cid: qrCode.cid, alt: `Check-in code ${code}` },
      action: { label: 'Check in on the day', url: checkInLink(deps, event, registration.email) },
      footer: footer(deps),
    }),
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
): OutgoingMail => ({
  to: registration.email,
  ...renderMail({
    subject: `You are on the waitlist: ${event.name}`,
    paragraphs: [
      GREETING,
      `${event.name} is full, so you are on its waitlist, number ${position} in line.`,
      ...whenAndWhere(deps, event),
      ...accommodationParagraphs(accommodation),
      'If a place opens up, it goes to the first person waiting and we e-mail you at once with your invitation.',
      `No longer interested? Leave the waitlist: ${cancelRegistrationUrl(deps.publicUrl, deps.jwtSecret, registration.id)}`,
    ],
    footer: footer(deps),
  }),
});

/** The event changed (name, time, place or description): the calendar replaces its copy (same UID, higher SEQUENCE). */
export const updatedInvitationMail = (
  deps: ModuleDeps,
  event: EventRow,
  registration: RegistrationRow,
): OutgoingMail => ({
  to: registration.email,
  ...renderMail({
    subject: `Updated: ${event.name}`,
    paragraphs: [
      GREETING,
      `The details of ${event.name} changed. Here they are as they stand now:`,
      ...whenAndWhere(deps, event),
      'The attached calendar invitation updates the one you have.',
      cancelParagraph(deps, registration),
    ],
    footer: footer(deps),
  }),
  attachments: [calendarAttachment(event, deps, 'REQUEST')],
});

/** The event was cancelled: METHOD:CANCEL removes it from the registrant's calendar. */
export const eventCancelledMail = (deps: ModuleDeps, event: EventRow, registration: RegistrationRow): OutgoingMail => ({
  to: registration.email,
  ...renderMail({
    subject: `Cancelled: ${event.name}`,
    paragraphs: [
      GREETING,
      `We are sorry: ${event.name}, planned for ${describeEventTime(event, deps.programTimezone)}, is cancelled.`,
      'The attached calendar file removes it from your calendar.',
    ],
    footer: footer(deps),
  }),
  attachments: [calendarAttachment(event, deps, 'CANCEL')],
});

/** The person cancelled their own registration (or left the waitlist) through the mail's link. */
export const registrationCancelledMail = (
  deps: ModuleDeps,
  event: EventRow,
  registration: RegistrationRow,
): OutgoingMail => ({
  to: registration.email,
  ...renderMail({
    subject: `Registration cancelled: ${event.name}`,
    paragraphs: [
      GREETING,
      `Your registration for ${event.name} is cancelled. You are welcome to register again while places remain.`,
    ],
    action: { label: 'See the event', url: `${deps.publicUrl}/Register/${event.externalId}` },
    footer: footer(deps),
  }),
  ...(registration.waitlistedAt ? {} : { attachments: [calendarAttachment(event, deps, 'CANCEL')] }),
});
