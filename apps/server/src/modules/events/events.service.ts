import { randomBytes } from 'node:crypto';
import {
  type CheckIn,
  type CheckInResult,
  type EventDetails,
  type EventListItem,
  type EventRegistration,
  type EventRegistrationResult,
  isValidEmail,
  messages,
} from '@bridgehub/contract';
import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import ical from 'ical-generator';
import type { Database } from '../../db/client.ts';
import { eventRegistrations, events, surveyResponses } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Captcha } from '../../infra/captcha/captcha.ts';
import { enqueueMail } from '../../infra/mail/outbox.ts';
import { renderMail } from '../../infra/mail/template.ts';
import { describeEventTime, isEventDay } from './event-day.ts';
import { descriptionToText, sanitizeDescription } from './event-html.ts';

type EventRow = typeof events.$inferSelect;

export interface EventContext {
  publicUrl: string;
  programTimezone: string;
  supportEmail: string;
}

export interface NewEvent {
  name: string;
  descriptionHtml: string;
  location: string;
  startsAt: Date;
  endsAt: Date;
  isProgramHosted: boolean;
  isRegistrable: boolean;
  surveyId?: number | null;
}

const notFound = () => new AppError('not_found', messages.notFound, 404);

/** Stores an event; its description is sanitized on the way in (the only write path until the staff console). */
export const createEvent = async (db: Database, event: NewEvent): Promise<EventRow> => {
  const [row] = await db
    .insert(events)
    .values({
      ...event,
      name: event.name.trim(),
      location: event.location.trim(),
      descriptionHtml: sanitizeDescription(event.descriptionHtml),
      externalId: randomBytes(12).toString('base64url'),
    })
    .returning();
  if (!row) throw new Error('event insert returned no row');
  return row;
};

export const findEvent = async (db: Database, externalId: string): Promise<EventRow | undefined> => {
  const [row] = await db.select().from(events).where(eq(events.externalId, externalId)).limit(1);
  return row;
};

export const getEvent = async (db: Database, externalId: string): Promise<EventRow> => {
  const event = await findEvent(db, externalId);
  if (!event) throw notFound();
  return event;
};

/** §7 Upcoming: events that have not ended yet, soonest first; a past event does not list. */
export const listUpcomingEvents = (db: Database): Promise<EventListItem[]> =>
  db
    .select({
      ExternalId: events.externalId,
      EventName: events.name,
      EventLocation: events.location,
      EventDate: sql<string>`to_char(${events.startsAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
      CanRegister: events.isRegistrable,
      IBREvent: events.isProgramHosted,
    })
    .from(events)
    .where(gte(events.endsAt, sql`now()`))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(500);

export const toEventDetails = (event: EventRow, context: EventContext, now = new Date()): EventDetails => ({
  Name: event.name,
  Description: sanitizeDescription(event.descriptionHtml),
  Location: event.location,
  Date: event.startsAt.toISOString(),
  EndDate: event.endsAt.toISOString(),
  IBREvent: event.isProgramHosted,
  CanRegister: event.isRegistrable,
  ExternalId: event.externalId,
  EventToday: isEventDay(event, now, context.programTimezone),
});

const publicHost = (publicUrl: string) => new URL(publicUrl).host;

/** RFC 5545: UTC times, a UID stable across downloads (so calendars update rather than duplicate), plain text. */
export const buildEventCalendar = (event: EventRow, context: EventContext): string => {
  const calendar = ical({ prodId: { company: 'bridgehub', product: 'events', language: 'EN' }, name: event.name });
  calendar.createEvent({
    id: `event-${event.externalId}@${publicHost(context.publicUrl)}`,
    start: event.startsAt,
    end: event.endsAt,
    stamp: event.createdAt,
    summary: event.name,
    location: event.location,
    description: descriptionToText(event.descriptionHtml),
    url: `${context.publicUrl}/Register/${event.externalId}`,
  });
  return calendar.toString();
};

/** '<event name>.ics' as §7 asks, with characters no file system accepts replaced. */
export const calendarFileName = (event: EventRow) =>
  `${event.name.replace(/[\\/:*?"<>|\p{Cc}\s]+/gu, ' ').trim() || 'event'}.ics`;

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266). */
export const attachmentDisposition = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

const checkEmail = (email: string) => {
  if (email.trim() === '') throw new AppError('invalid', messages.emailRequired);
  if (!isValidEmail(email)) throw new AppError('invalid', messages.emailInvalid);
};

export const checkInLink = (context: EventContext, event: EventRow, email: string) =>
  `${context.publicUrl}/CheckIn/${event.externalId}?email=${encodeURIComponent(email)}`;

const confirmationMail = (
  context: EventContext,
  event: EventRow,
  name: string,
  email: string,
  surveyToken: string | null,
) => {
  const text = descriptionToText(event.descriptionHtml);
  return {
    ...renderMail({
      subject: `You are registered: ${event.name}`,
      paragraphs: [
        name ? `Hello ${name},` : 'Hello,',
        `You are registered for ${event.name}.`,
        `When: ${describeEventTime(event, context.programTimezone)}`,
        ...(event.location ? [`Where: ${event.location}`] : []),
        ...(text ? [text] : []),
        'The calendar file for the event is attached. On the day of the event, check in with the link below.',
        ...(surveyToken
          ? [`We would value your answers to the event's survey: ${context.publicUrl}/Survey/${surveyToken}`]
          : []),
      ],
      action: { label: 'Check in on the day', url: checkInLink(context, event, email) },
      footer: `Questions? Write to ${context.supportEmail}.`,
    }),
    attachments: [
      {
        filename: calendarFileName(event),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: buildEventCalendar(event, context),
      },
    ],
  };
};

export interface RegistrationDeps extends EventContext {
  captcha: Captcha;
  remoteIp?: string;
}

/**
 * §7 Register. One registration per e-mail and event: the unique index decides under concurrency, and a repeat
 * answers success with the existing registration (re-sending the confirmation when asked). The captcha is spent in
 * the same transaction, so a refused request does not burn the person's answer.
 */
export const registerForEvent = async (
  db: Database,
  deps: RegistrationDeps,
  registration: EventRegistration,
): Promise<EventRegistrationResult> => {
  const email = registration.AttendeeEmail.trim();
  checkEmail(email);
  if (registration.Captcha === '') throw new AppError('captcha_missing', messages.completeCaptcha);
  const event = await getEvent(db, registration.EventId);
  if (!event.isRegistrable) throw new AppError('not_registrable', messages.eventNotRegistrable);
  if (event.endsAt.getTime() < Date.now()) throw new AppError('closed', messages.eventRegistrationClosed);
  const receipt = await deps.captcha.check(db, registration.Captcha, deps.remoteIp);
  if (!receipt) throw new AppError('captcha_invalid', messages.captchaInvalid);

  return db.transaction(async (tx) => {
    if (!(await deps.captcha.spend(tx, receipt))) throw new AppError('captcha_invalid', messages.captchaInvalid);
    const inserted = await tx
      .insert(eventRegistrations)
      .values({
        eventId: event.id,
        email,
        name: registration.AttendeeName.trim(),
        surveyToken: randomBytes(16).toString('base64url'),
      })
      .onConflictDoNothing()
      .returning();
    // Read committed: after DO NOTHING the competing row is committed and visible to this next statement.
    const stored =
      inserted[0] ??
      (
        await tx
          .select()
          .from(eventRegistrations)
          .where(
            and(eq(eventRegistrations.eventId, event.id), sql`lower(${eventRegistrations.email}) = lower(${email})`),
          )
          .limit(1)
      )[0];
    if (!stored) throw new Error('registration neither inserted nor found');
    const [response] = await tx
      .select({ id: surveyResponses.id })
      .from(surveyResponses)
      .where(eq(surveyResponses.registrationId, stored.id))
      .limit(1);
    const hasSurvey = event.surveyId !== null;
    if (registration.SendConfirmation) {
      await enqueueMail(tx, {
        to: stored.email,
        ...confirmationMail(deps, event, stored.name, stored.email, hasSurvey && !response ? stored.surveyToken : null),
      });
    }
    return {
      HasSurvey: hasSurvey,
      UniqueSurveyId: hasSurvey ? stored.surveyToken : null,
      HasCompletedSurvey: response !== undefined,
      AlreadyRegistered: inserted.length === 0,
    };
  });
};

/**
 * §7 CheckIn: only on the day of the event (PROGRAM_TIMEZONE) and only with a registration. Exactly once: the
 * single conditional UPDATE lets one request set the time; every other one finds it set.
 */
export const checkInToEvent = async (
  db: Database,
  context: EventContext,
  checkIn: CheckIn,
  now = new Date(),
): Promise<CheckInResult> => {
  const email = checkIn.AttendeeEmail.trim();
  checkEmail(email);
  const event = await getEvent(db, checkIn.EventId);
  if (!event.isRegistrable) throw new AppError('not_registrable', messages.eventNotRegistrable);
  if (!isEventDay(event, now, context.programTimezone)) throw new AppError('not_today', messages.checkInNotToday);
  const byAttendee = and(
    eq(eventRegistrations.eventId, event.id),
    sql`lower(${eventRegistrations.email}) = lower(${email})`,
  );
  const [checkedIn] = await db
    .update(eventRegistrations)
    .set({ checkedInAt: sql`now()` })
    .where(and(byAttendee, isNull(eventRegistrations.checkedInAt)))
    .returning({ name: eventRegistrations.name });
  if (checkedIn) return { CheckInSuccess: true, AlreadyCheckedIn: false, Name: checkedIn.name || null };
  const [registration] = await db
    .select({ name: eventRegistrations.name })
    .from(eventRegistrations)
    .where(byAttendee)
    .limit(1);
  if (!registration) throw new AppError('not_registered', messages.notRegisteredForEvent);
  return { CheckInSuccess: false, AlreadyCheckedIn: true, Name: registration.name || null };
};
