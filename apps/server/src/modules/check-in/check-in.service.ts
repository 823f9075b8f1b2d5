import { randomBytes } from 'node:crypto';
import {
  type AttendeeStatus,
  CHECK_IN_SEARCH_LIMIT,
  CHECK_IN_SEARCH_MIN,
  type CheckInAttendee,
  type CheckInCounts,
  type CheckInEvent,
  type CheckInOutcome,
  type CheckInRoster,
  checkInMessages,
  eventStaffRoutes,
  formatCheckInCode,
  isValidEmail,
  messages,
  normalizeCheckInCode,
  type StationAccommodation,
  type WalkIn,
} from '@bridgehub/contract';
import { and, asc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { eventRegistrations, events } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { findStationAccommodations } from '../accommodations/accommodations.service.ts';
import type { StaffActor } from '../auth/actor.ts';
import { isRoleAllowed } from '../auth/policies.ts';
import { isEventDay, programDay } from '../events/event-day.ts';
import { getEvent } from '../events/events.service.ts';

type EventRow = typeof events.$inferSelect;
type RegistrationRow = typeof eventRegistrations.$inferSelect;

const refuse = (message: string) => new AppError('refused', message, 'check_in_refused');

const statusOf = (row: RegistrationRow): AttendeeStatus => {
  if (row.cancelledAt) return 'Cancelled';
  if (row.waitlistedAt) return 'Waitlisted';
  return row.checkedInAt ? 'CheckedIn' : 'Registered';
};

const toAttendee = (row: RegistrationRow, accommodation: StationAccommodation | null): CheckInAttendee => ({
  RegistrationId: row.id,
  Name: row.name,
  Email: row.email,
  Code: formatCheckInCode(row.checkInCode),
  Status: statusOf(row),
  CheckedInAt: row.checkedInAt?.toISOString() ?? null,
  IsWalkIn: row.isWalkIn,
  Accommodation: accommodation,
});

/** The attendees of these registrations, each with what they asked for at registration (issue 22). */
const toAttendees = async (db: Database, rows: RegistrationRow[]): Promise<CheckInAttendee[]> => {
  const accommodations = await findStationAccommodations(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAttendee(row, accommodations.get(row.id) ?? null));
};

const toAttendeeOf = async (db: Database, row: RegistrationRow) =>
  toAttendee(row, (await findStationAccommodations(db, [row.id])).get(row.id) ?? null);

const toCheckInEvent = (event: EventRow, deps: ModuleDeps, now: Date): CheckInEvent => ({
  ExternalId: event.externalId,
  Name: event.name,
  Location: event.location,
  StartsAt: event.startsAt.toISOString(),
  EndsAt: event.endsAt.toISOString(),
  IsToday: isEventDay(event, now, deps.programTimezone),
});

/** Who reads the attendees of any event in the console (Coordinators, Administrators) may open any at the station. */
const seesEveryEvent = (actor: StaffActor) => isRoleAllowed(actor, eventStaffRoutes.listEventAttendees.roles);

/**
 * A Check-in volunteer's station opens an event on its days only (PROGRAM_TIMEZONE), the days check-in is open, and
 * only one the station lists: published, registrable and not cancelled. Its roster holds names, e-mails and codes.
 */
const isOpenToVolunteers = (event: EventRow, deps: ModuleDeps, now: Date) =>
  event.isPublished &&
  event.isRegistrable &&
  event.cancelledAt === null &&
  isEventDay(event, now, deps.programTimezone);

/** The event of a station request; an event the caller may not open is not found, as an unknown one is. */
const getStationEvent = async (db: Database, deps: ModuleDeps, actor: StaffActor, externalId: string, now: Date) => {
  const event = await getEvent(db, externalId);
  if (!seesEveryEvent(actor) && !isOpenToVolunteers(event, deps, now)) {
    throw notFound();
  }
  return event;
};

/**
 * Today's events (all day long, also once they have ended) and, for those who may open them, upcoming ones, soonest
 * first.
 */
export const listCheckInEvents = async (
  db: Database,
  deps: ModuleDeps,
  actor: StaffActor,
  now = new Date(),
): Promise<CheckInEvent[]> => {
  const rows = await db
    .select()
    .from(events)
    .where(
      and(
        eq(events.isRegistrable, true),
        eq(events.isPublished, true),
        isNull(events.cancelledAt),
        // A day and a half back covers every time zone's "today"; the exact day is decided below.
        gte(events.endsAt, new Date(now.getTime() - 36 * 3_600_000)),
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(200);
  const today = programDay(now, deps.programTimezone);
  return rows
    .filter((event) => programDay(event.endsAt, deps.programTimezone) >= today)
    .filter((event) => seesEveryEvent(actor) || isOpenToVolunteers(event, deps, now))
    .map((event) => toCheckInEvent(event, deps, now));
};

const countAttendees = async (db: Database, eventId: number): Promise<CheckInCounts> => {
  const holdsPlace = and(isNull(eventRegistrations.cancelledAt), isNull(eventRegistrations.waitlistedAt));
  const [row] = await db
    .select({
      Registered: sql<number>`(count(*) filter (where ${holdsPlace}))::int`,
      CheckedIn: sql<number>`(count(*) filter (where ${and(holdsPlace, isNotNull(eventRegistrations.checkedInAt))}))::int`,
      Waitlisted: sql<number>`(count(*) filter (where ${and(isNull(eventRegistrations.cancelledAt), isNotNull(eventRegistrations.waitlistedAt))}))::int`,
    })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId));
  return row ?? { Registered: 0, CheckedIn: 0, Waitlisted: 0 };
};

export const getCheckInCounts = async (
  db: Database,
  deps: ModuleDeps,
  actor: StaffActor,
  externalId: string,
  now = new Date(),
): Promise<CheckInCounts> => countAttendees(db, (await getStationEvent(db, deps, actor, externalId, now)).id);

/** The whole list for the device's copy (offline use); the screen itself only ever shows search results. */
export const getCheckInRoster = async (
  db: Database,
  deps: ModuleDeps,
  actor: StaffActor,
  externalId: string,
  now = new Date(),
): Promise<CheckInRoster> => {
  const event = await getStationEvent(db, deps, actor, externalId, now);
  const [counts, rows] = await Promise.all([
    countAttendees(db, event.id),
    db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, event.id))
      .orderBy(asc(eventRegistrations.name), asc(eventRegistrations.id)),
  ]);
  return { Event: toCheckInEvent(event, deps, now), Counts: counts, Attendees: await toAttendees(db, rows) };
};

const likePattern = (typed: string) => `%${typed.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** Name, e-mail or check-in code; names starting with the text first. Never the whole list. */
export const searchCheckInAttendees = async (
  db: Database,
  deps: ModuleDeps,
  actor: StaffActor,
  query: { eventId: string; q: string },
  now = new Date(),
): Promise<CheckInAttendee[]> => {
  const text = query.q.trim().toLowerCase();
  if (text.length < CHECK_IN_SEARCH_MIN) throw refuse(checkInMessages.searchTooShort);
  const event = await getStationEvent(db, deps, actor, query.eventId, now);
  const pattern = likePattern(text);
  const rows = await db
    .select()
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, event.id),
        sql`(lower(${eventRegistrations.name}) like ${pattern} or lower(${eventRegistrations.email}) like ${pattern} or ${eventRegistrations.checkInCode} = ${normalizeCheckInCode(text)})`,
      ),
    )
    .orderBy(
      sql`lower(${eventRegistrations.name}) like ${likePattern(text).slice(1)} desc`,
      asc(eventRegistrations.name),
      asc(eventRegistrations.id),
    )
    .limit(CHECK_IN_SEARCH_LIMIT);
  return toAttendees(db, rows);
};

/** The station checks in on the day of the event only, as the public check-in does (DESIGN.md §8). */
const getOpenEvent = async (db: Database, deps: ModuleDeps, actor: StaffActor, externalId: string, now: Date) => {
  const event = await getStationEvent(db, deps, actor, externalId, now);
  if (event.cancelledAt) throw refuse(checkInMessages.eventCancelled);
  if (!event.isRegistrable) throw refuse(messages.eventNotRegistrable);
  if (!isEventDay(event, now, deps.programTimezone)) throw refuse(messages.checkInNotToday);
  return event;
};

const refusalFor = (row: RegistrationRow) => {
  if (row.cancelledAt) return refuse(checkInMessages.cancelled);
  if (row.waitlistedAt) return refuse(checkInMessages.waitlisted);
  return null;
};

/**
 * Sets checkedInAt once, whoever comes first — this station, another one, or the attendee's own public check-in: one
 * conditional UPDATE decides. A repeat (a resent offline check-in included) finds it set and answers the time.
 */
const checkInRegistration = async (
  db: Database,
  actor: StaffActor,
  registration: RegistrationRow,
): Promise<CheckInOutcome> => {
  const refusal = refusalFor(registration);
  if (refusal) throw refusal;
  const [updated] = await db
    .update(eventRegistrations)
    .set({ checkedInAt: sql`now()`, checkedInBy: actor.staffId })
    .where(
      and(
        eq(eventRegistrations.id, registration.id),
        isNull(eventRegistrations.checkedInAt),
        isNull(eventRegistrations.cancelledAt),
        isNull(eventRegistrations.waitlistedAt),
      ),
    )
    .returning();
  if (updated) return { Outcome: 'CheckedIn', Attendee: await toAttendeeOf(db, updated) };
  const [current] = await db.select().from(eventRegistrations).where(eq(eventRegistrations.id, registration.id));
  if (!current) throw refuse(checkInMessages.registrationUnknown);
  const lateRefusal = refusalFor(current);
  if (lateRefusal) throw lateRefusal;
  return { Outcome: 'AlreadyCheckedIn', Attendee: await toAttendeeOf(db, current) };
};

export const checkInAttendee = async (
  db: Database,
  deps: ModuleDeps,
  actor: StaffActor,
  request: { EventId: string; RegistrationId: number | null; Code: string },
  now = new Date(),
): Promise<CheckInOutcome> => {
  const code = normalizeCheckInCode(request.Code);
  if (request.RegistrationId === null && code === '') throw refuse(checkInMessages.codeRequired);
  const event = await getOpenEvent(db, deps, actor, request.EventId, now);
  const [registration] = await db
    .select()
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, event.id),
        request.RegistrationId === null
          ? eq(eventRegistrations.checkInCode, code)
          : eq(eventRegistrations.id, request.RegistrationId),
      ),
    )
    .limit(1);
  if (!registration) {
    throw refuse(request.RegistrationId === null ? checkInMessages.codeUnknown : checkInMessages.registrationUnknown);
  }
  return checkInRegistration(db, actor, registration);
};

/**
 * A person at the door without a registration: registered and checked in at once, past the capacity (they are
 * here). An e-mail already registered is that registration, checked in as any other; so a resent walk-in is one.
 */
export const addWalkIn = async (
  db: Database,
  deps: ModuleDeps,
  actor: StaffActor,
  walkIn: WalkIn,
  now = new Date(),
): Promise<CheckInOutcome> => {
  const name = walkIn.Name.trim();
  const email = walkIn.Email.trim();
  if (name === '') throw refuse(checkInMessages.nameRequired);
  if (email === '') throw refuse(messages.emailRequired);
  if (!isValidEmail(email)) throw refuse(messages.emailInvalid);
  const event = await getOpenEvent(db, deps, actor, walkIn.EventId, now);
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(eventRegistrations)
      .values({
        eventId: event.id,
        email,
        name,
        surveyToken: randomBytes(16).toString('base64url'),
        isWalkIn: true,
        checkedInAt: sql`now()`,
        checkedInBy: actor.staffId,
      })
      .onConflictDoNothing()
      .returning();
    // A walk-in asked for nothing at registration.
    if (inserted) return { Outcome: 'CheckedIn', Attendee: toAttendee(inserted, null) } as const;
    const [existing] = await tx
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, event.id), sql`lower(${eventRegistrations.email}) = lower(${email})`))
      .limit(1);
    if (!existing) throw new Error('walk-in neither inserted nor found');
    return checkInRegistration(tx, actor, existing);
  });
};
