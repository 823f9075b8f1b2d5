import { formatCheckInCode } from '@bridgehub/contract';
import type { eventRegistrations, events } from '../../db/schema.ts';
import type { OutgoingMail } from '../../infra/mail/outbox.ts';
import { renderMail } from '../../infra/mail/template.ts';
import { type AccommodationRequestRow, accommodationParagraphs } from '../accommodations/accommodation-mail.ts';
import { checkInQrAttachment } from '../check-in/check-in-qr.ts';
import { calendarAttachment } from './event-calendar.ts';
import { describeEventTime } from './event-day.ts';
import { descriptionToText } from './event-html.ts';
import { cancelRegistrationUrl } from './registration-link.ts';

type EventRow = typeof events.$inferSelect;
type RegistrationRow = typeof eventRegistrations.$inferSelect;

export interface EventMailContext {
  publicUrl: string;
  programTimezone: string;
  supportEmail: string;
  /** Signs the cancel links (JWT_SECRET). */
  secret: string;
}

export const checkInLink = (context: { publicUrl: string }, event: EventRow, email: string) =>
  `${context.publicUrl}/CheckIn/${event.externalId}?email=${encodeURIComponent(email)}`;

/**
 * Whoever registers may type any e-mail and any name, so no mail to a registration names the person: the name would
 * be a stranger's text in someone else's mailbox (docs/decisions.md).
 */
export const GREETING = 'Hello,';

const whenAndWhere = (context: EventMailContext, event: EventRow) => [
  `When: ${describeEventTime(event, context.programTimezone)}`,
  ...(event.location ? [`Where: ${event.location}`] : []),
];

const cancelParagraph = (context: EventMailContext, registration: RegistrationRow) =>
  `Can no longer come? Cancel your registration, so your place goes to someone waiting: ${cancelRegistrationUrl(context.publicUrl, context.secret, registration.id)}`;

const footer = (context: EventMailContext) => `Questions? Write to ${context.supportEmail}.`;

/** A place is held: the calendar invitation, the check-in link, the survey and the signed cancel link. */
export const confirmationMail = async (
  context: EventMailContext,
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
        ...whenAndWhere(context, event),
        ...accommodationParagraphs(options.accommodation),
        ...(text ? [text] : []),
        `Your check-in code: ${code}. At the door, show the QR code below or give this code; or check in yourself on the day with the link below.`,
        ...(options.surveyToken
          ? [`We would value your answers to the event's survey: ${context.publicUrl}/Survey/${options.surveyToken}`]
          : []),
        'The calendar file for the event is attached.',
        cancelParagraph(context, registration),
      ],
      image: { cid: qrCode.cid, alt: `Check-in code ${code}` },
      action: { label: 'Check in on the day', url: checkInLink(context, event, registration.email) },
      footer: footer(context),
    }),
    attachments: [calendarAttachment(event, context, 'REQUEST'), qrCode],
  };
};

/** The event was full: the person waits, and learns where in line. */
export const waitlistMail = (
  context: EventMailContext,
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
      ...whenAndWhere(context, event),
      ...accommodationParagraphs(accommodation),
      'If a place opens up, it goes to the first person waiting and we e-mail you at once with your invitation.',
      `No longer interested? Leave the waitlist: ${cancelRegistrationUrl(context.publicUrl, context.secret, registration.id)}`,
    ],
    footer: footer(context),
  }),
});

/** The event changed (name, time, place or description): the calendar replaces its copy (same UID, higher SEQUENCE). */
export const updatedInvitationMail = (
  context: EventMailContext,
  event: EventRow,
  registration: RegistrationRow,
): OutgoingMail => ({
  to: registration.email,
  ...renderMail({
    subject: `Updated: ${event.name}`,
    paragraphs: [
      GREETING,
      `The details of ${event.name} changed. Here they are as they stand now:`,
      ...whenAndWhere(context, event),
      'The attached calendar invitation updates the one you have.',
      cancelParagraph(context, registration),
    ],
    footer: footer(context),
  }),
  attachments: [calendarAttachment(event, context, 'REQUEST')],
});

/** The event was cancelled: METHOD:CANCEL removes it from the registrant's calendar. */
export const eventCancelledMail = (
  context: EventMailContext,
  event: EventRow,
  registration: RegistrationRow,
): OutgoingMail => ({
  to: registration.email,
  ...renderMail({
    subject: `Cancelled: ${event.name}`,
    paragraphs: [
      GREETING,
      `We are sorry: ${event.name}, planned for ${describeEventTime(event, context.programTimezone)}, is cancelled.`,
      'The attached calendar file removes it from your calendar.',
    ],
    footer: footer(context),
  }),
  attachments: [calendarAttachment(event, context, 'CANCEL')],
});

/** The person cancelled their own registration (or left the waitlist) through the mail's link. */
export const registrationCancelledMail = (
  context: EventMailContext,
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
    action: { label: 'See the event', url: `${context.publicUrl}/Register/${event.externalId}` },
    footer: footer(context),
  }),
  ...(registration.waitlistedAt ? {} : { attachments: [calendarAttachment(event, context, 'CANCEL')] }),
});
