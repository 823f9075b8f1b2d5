import { randomBytes } from 'node:crypto';
import {
  type CheckIn,
  type CheckInResult,
  DEFAULT_LANGUAGE,
  type EventDetails,
  type EventListItem,
  type EventRegistration,
  type EventRegistrationResult,
  eventMessages,
  eventPageMessages,
  isValidEmail,
  type LanguageCode,
  messages,
} from '@bridgehub/contract';
import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { eventRegistrations, events } from '../../db/schema.ts';
import { AppError, notFound, rateLimited } from '../../errors.ts';
import { batchCalls } from '../../infra/batch-calls.ts';
import { countHit, findHits } from '../../infra/rate-limit-store.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { findAccommodationRequest, recordAccommodationRequest } from '../accommodations/accommodations.service.ts';
import { toWindow } from '../accommodations/lead-time.ts';
import { isEventDay } from './event-day.ts';
import { sanitizeDescription } from './event-html.ts';
import { confirmationMail, waitlistMail } from './event-mail.ts';
import { hasFreePlace, lockEvent, surveyTokenFor, waitlistPosition } from './waitlist.ts';

type EventRow = typeof events.$inferSelect;

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

/** A drafted (unpublished) event is not found on the public side; a cancelled one is, so its page can say so. */
export const getPublishedEvent = async (db: Database, externalId: string): Promise<EventRow> => {
  const event = await findEvent(db, externalId);
  if (!event?.isPublished) throw notFound();
  return event;
};

/** Refuses registration for a cancelled event, or one that is closed to it. */
const checkOpenForRegistration = (event: EventRow) => {
  if (event.cancelledAt) throw new AppError('refused', eventPageMessages.eventCancelled, 'event_cancelled');
  if (!event.isRegistrable) throw new AppError('refused', messages.eventNotRegistrable, 'not_registrable');
  if (event.endsAt.getTime() < Date.now()) throw new AppError('refused', messages.eventRegistrationClosed, 'closed');
};

/** §7 Upcoming: published events that have not ended yet and are not cancelled, soonest first. */
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
    .where(and(gte(events.endsAt, sql`now()`), eq(events.isPublished, true), isNull(events.cancelledAt)))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(500);

export const toEventDetails = (event: EventRow, deps: ModuleDeps, now = new Date()): EventDetails => ({
  Name: event.name,
  Description: sanitizeDescription(event.descriptionHtml),
  Location: event.location,
  Date: event.startsAt.toISOString(),
  EndDate: event.endsAt.toISOString(),
  IBREvent: event.isProgramHosted,
  CanRegister: event.isRegistrable,
  ExternalId: event.externalId,
  EventToday: isEventDay(event, now, deps.programTimezone),
  IsCancelled: event.cancelledAt !== null,
  Accommodations: toWindow(event, deps.programTimezone),
});

const checkEmail = (email: string) => {
  if (email.trim() === '') throw new AppError('refused', messages.emailRequired);
  if (!isValidEmail(email)) throw new AppError('refused', messages.emailInvalid);
};

/**
 * A repeat may come from anyone who knows the e-mail, so it answers the same whatever the registration holds: no
 * survey link, no survey or waitlist state. The person who registered has all of it in their mails, which a repeat
 * asking for a confirmation sends again to the registered address.
 */
const alreadyRegistered = (hasSurvey: boolean): EventRegistrationResult => ({
  HasSurvey: hasSurvey,
  UniqueSurveyId: null,
  HasCompletedSurvey: false,
  AlreadyRegistered: true,
  Waitlisted: false,
  WaitlistPosition: null,
});

/**
 * §7 Register. One registration per e-mail and event: the unique index decides under concurrency, and a repeat
 * answers success without telling anything of the existing registration (re-sending its mail when asked). The
 * captcha is spent in the same transaction, so a refused request does not burn the person's answer.
 */
export const registerForEvent = async (
  db: Database,
  deps: ModuleDeps,
  registration: EventRegistration,
  remoteIp?: string,
  /** The language of the page the person registered on: every mail of the registration is in it. */
  language: LanguageCode = DEFAULT_LANGUAGE,
): Promise<EventRegistrationResult> => {
  const email = registration.AttendeeEmail.trim();
  checkEmail(email);
  if (registration.Captcha === '') throw new AppError('refused', messages.completeCaptcha, 'captcha_missing');
  const event = await getPublishedEvent(db, registration.EventId);
  checkOpenForRegistration(event);
  const receipt = await deps.captcha.check(db, registration.Captcha, remoteIp);
  if (!receipt) throw new AppError('refused', messages.captchaInvalid, 'captcha_invalid');

  return db.transaction(async (tx) => {
    if (!(await deps.captcha.spend(tx, receipt)))
      throw new AppError('refused', messages.captchaInvalid, 'captcha_invalid');
    // The event's lock makes "count the places, then take one" a single step (waitlist.ts).
    const locked = await lockEvent(tx, event.id);
    if (!locked?.isPublished) throw notFound();
    checkOpenForRegistration(locked);
    const { registration: stored, isNew } = await takePlaceOrWait(
      tx,
      locked,
      email,
      registration.AttendeeName.trim(),
      language,
    );
    // A repeat changes nothing of the request, as of the rest (it may come from anyone who knows the e-mail).
    const accommodation = isNew
      ? await recordAccommodationRequest(tx, locked, stored.id, registration.Accommodations, deps.programTimezone)
      : await findAccommodationRequest(tx, stored.id);
    const position = await waitlistPosition(tx, stored);
    const surveyToken = await surveyTokenFor(tx, locked, stored);
    if (position !== null) {
      // Waiting people always learn so by mail: they are mailed again when a place opens.
      if (isNew || registration.SendConfirmation) {
        await deps.unsolicitedMail.notice(tx, waitlistMail(deps, locked, stored, position, accommodation));
      }
    } else if (registration.SendConfirmation) {
      await deps.unsolicitedMail.notice(
        tx,
        await confirmationMail(deps, locked, stored, { surveyToken, accommodation }),
      );
    }
    const hasSurvey = locked.surveyId !== null;
    if (!isNew) return alreadyRegistered(hasSurvey);
    return {
      HasSurvey: hasSurvey,
      UniqueSurveyId: hasSurvey ? stored.surveyToken : null,
      HasCompletedSurvey: hasSurvey && surveyToken === null,
      AlreadyRegistered: !isNew,
      Waitlisted: position !== null,
      WaitlistPosition: position,
    };
  });
};

// Batches of one event committing side by side: most of a batch's time is its commit's wait for the disk, which
// PostgreSQL shares between commits that wait together.
const CHECK_IN_BATCHES = { concurrency: 4 };

/** Marks a registered attendee of an event checked in: their name, or null when not (already, or not registered). */
export type MarkCheckedIn = (eventId: number, email: string) => Promise<{ name: string } | null>;

/**
 * Check-ins of one event that arrive while its previous ones are being stored go together in one statement, so that
 * the 9:00 burst at a door commits a batch at a time rather than one check-in each. Each is still exactly once: the
 * conditional UPDATE sets the time of those not yet checked in, and an attendee named twice in a batch counts once.
 */
export const markCheckedInInBatches = (db: Database): MarkCheckedIn => {
  const checkIn = batchCalls(async (eventId: string, emails: string[]) => {
    // The batch travels as one JSON parameter: one statement text whatever its size, one parameter to bind. Each
    // attendee's registration is found through the (event, e-mail) index: joined as a whole, the planner would read
    // every registration of the event for a batch of a few dozen.
    const checkedIn = await db
      .update(eventRegistrations)
      .set({ checkedInAt: sql`now()` })
      .from(
        sql`json_array_elements_text(${JSON.stringify(emails)}::json) with ordinality as attendee (email, ordinal)
        cross join lateral (
          select registration.id from ${eventRegistrations} as registration
          where registration.event_id = ${Number(eventId)} and lower(registration.email) = lower(attendee.email)
            -- Only a held place checks in: not a cancelled registration, nor one still on the waitlist.
            and registration.cancelled_at is null and registration.waitlisted_at is null
          limit 1
        ) as registered`,
      )
      .where(and(eq(eventRegistrations.id, sql`registered.id`), isNull(eventRegistrations.checkedInAt)))
      .returning({ ordinal: sql<number>`attendee.ordinal::integer`, name: eventRegistrations.name });
    const names = new Map(checkedIn.map((row) => [row.ordinal, { name: row.name }]));
    return emails.map((_, index) => names.get(index + 1) ?? null);
  }, CHECK_IN_BATCHES);
  return (eventId, email) => checkIn(String(eventId), email);
};

/**
 * Distinct e-mails without a registration one address may try for one event in an hour (docs/decisions.md): a
 * guessed list is mostly such misses, a venue's attendees behind one address are hits, which do not count.
 */
export const CHECK_IN_MISSES_PER_ADDRESS = 30;
const CHECK_IN_MISS_WINDOW_MS = 60 * 60_000;
const MISSES = 'check-in misses';
const MISSED_EMAIL = 'check-in missed e-mail';

/** One address at one event, as the misses limit counts it. */
const missesKey = (client: string, eventId: number) => `${client} ${eventId}`;

/**
 * Reads the misses of address and event together for the check-ins that arrive while a read of them is under way:
 * the 9:00 burst comes from one address, which would otherwise take a statement per check-in.
 */
export const findMissesInBatches = (db: Database) => {
  const find = batchCalls(async (key: string, calls: null[]) => {
    const hits = await findHits(db, MISSES, key);
    return calls.map(() => hits);
  });
  return (client: string, eventId: number) => find(missesKey(client, eventId), null);
};

/** Counts an e-mail without a registration once per address, event and window, however often it is tried. */
const countMiss = async (db: Database, client: string, eventId: number, email: string) => {
  const key = missesKey(client, eventId);
  const { hits } = await countHit(db, MISSED_EMAIL, `${key} ${email.toLowerCase()}`, CHECK_IN_MISS_WINDOW_MS);
  if (hits === 1) await countHit(db, MISSES, key, CHECK_IN_MISS_WINDOW_MS);
};

/** What check-in needs beside the database, shared by the requests of a process. */
export interface CheckInDesk {
  /** The event of an ExternalId, as it was at most a moment ago. */
  getEvent(externalId: string): Promise<EventRow>;
  markCheckedIn: MarkCheckedIn;
  /** Distinct e-mails without a registration that an address tried for an event in the current window. */
  findMisses(client: string, eventId: number): Promise<number>;
}

/**
 * One registration per e-mail and event. A new one (or one cancelled earlier, registering again) takes a free place
 * or joins the waitlist; a repeat answers the registration as it stands. The caller holds the event's lock.
 */
const takePlaceOrWait = async (
  tx: Database,
  event: EventRow,
  email: string,
  name: string,
  preferredLanguage: LanguageCode,
) => {
  const byAttendee = and(
    eq(eventRegistrations.eventId, event.id),
    sql`lower(${eventRegistrations.email}) = lower(${email})`,
  );
  const [existing] = await tx.select().from(eventRegistrations).where(byAttendee).limit(1);
  if (existing && existing.cancelledAt === null) return { registration: existing, isNew: false };
  // The clock, not now() (the transaction's start): the line is in the order the lock let people in.
  const waitlistedAt = (await hasFreePlace(tx, event)) ? null : sql`clock_timestamp()`;
  const [stored] = existing
    ? await tx
        .update(eventRegistrations)
        .set({ cancelledAt: null, waitlistedAt, checkedInAt: null, name: name || existing.name, preferredLanguage })
        .where(eq(eventRegistrations.id, existing.id))
        .returning()
    : await tx
        .insert(eventRegistrations)
        .values({
          eventId: event.id,
          email,
          name,
          surveyToken: randomBytes(16).toString('base64url'),
          waitlistedAt,
          preferredLanguage,
        })
        .returning();
  if (!stored) throw new Error('registration neither inserted nor updated');
  return { registration: stored, isNew: true };
};

/**
 * §7 CheckIn: only on the day of the event (PROGRAM_TIMEZONE) and only with a registration. Exactly once: the
 * conditional UPDATE lets one request set the time; every other one finds it set. It has no captcha (§2), so an
 * address that tried too many e-mails without a registration is refused anything more for a while, whoever it asks
 * for: answering a registered e-mail still would tell which ones are.
 */
export const checkInToEvent = async (
  db: Database,
  deps: ModuleDeps,
  desk: CheckInDesk,
  checkIn: CheckIn,
  /** The request's address, as the per-address limits read it. */
  client: string,
  now = new Date(),
): Promise<CheckInResult> => {
  const email = checkIn.AttendeeEmail.trim();
  checkEmail(email);
  const event = await desk.getEvent(checkIn.EventId);
  if (event.cancelledAt) throw new AppError('refused', eventPageMessages.eventCancelled, 'event_cancelled');
  if (!event.isRegistrable) throw new AppError('refused', messages.eventNotRegistrable, 'not_registrable');
  if (!isEventDay(event, now, deps.programTimezone))
    throw new AppError('refused', messages.checkInNotToday, 'not_today');
  if ((await desk.findMisses(client, event.id)) >= CHECK_IN_MISSES_PER_ADDRESS) {
    throw rateLimited();
  }
  const checkedIn = await desk.markCheckedIn(event.id, email);
  if (checkedIn) return { CheckInSuccess: true, AlreadyCheckedIn: false, Name: checkedIn.name || null };
  const [registration] = await db
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, event.id), sql`lower(${eventRegistrations.email}) = lower(${email})`))
    .limit(1);
  if (!registration || registration.cancelledAt) {
    await countMiss(db, client, event.id, email);
    throw new AppError('refused', messages.notRegisteredForEvent, 'not_registered');
  }
  if (registration.waitlistedAt) throw new AppError('refused', eventMessages.waitlistedCheckIn, 'waitlisted');
  return { CheckInSuccess: false, AlreadyCheckedIn: true, Name: registration.name || null };
};
