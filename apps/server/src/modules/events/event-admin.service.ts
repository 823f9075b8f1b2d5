import { randomBytes } from 'node:crypto';
import {
  type Attendees,
  type EventInput,
  type EventView,
  eventMessages,
  eventPageMessages,
  type RegistrationToCancel,
  type StaffEvent,
  type StaffEventOptions,
  type StaffEvents,
} from '@bridgehub/contract';
import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { eventRegistrations, events, surveyResponses, surveys } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { enqueueMail } from '../../infra/mail/outbox.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { sanitizeDescription } from './event-html.ts';
import { eventCancelledMail, registrationCancelledMail, updatedInvitationMail } from './event-mail.ts';
import { readSignedRegistrationId } from './registration-link.ts';
import { cancelRegistration, lockEvent, promoteFromWaitlist } from './waitlist.ts';

type EventRow = typeof events.$inferSelect;

/** Every process's Upcoming cache listens here; a change NOTIFYs on commit (PGlite is one process, PostgreSQL many). */
export const EVENTS_CHANNEL = 'events_changed';

const notifyEventsChanged = async (tx: Database) => {
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, '')`);
};

const iso = (value: Date) => value.toISOString();

const holdsPlace = and(isNull(eventRegistrations.cancelledAt), isNull(eventRegistrations.waitlistedAt));
const counts = {
  Registered:
    sql<number>`(select count(*) from event_registrations r where r.event_id = events.id and r.cancelled_at is null and r.waitlisted_at is null)`.mapWith(
      Number,
    ),
  Waitlisted:
    sql<number>`(select count(*) from event_registrations r where r.event_id = events.id and r.cancelled_at is null and r.waitlisted_at is not null)`.mapWith(
      Number,
    ),
  CheckedIn:
    sql<number>`(select count(*) from event_registrations r where r.event_id = events.id and r.cancelled_at is null and r.checked_in_at is not null)`.mapWith(
      Number,
    ),
};

const viewFilters: Record<EventView, SQL | undefined> = {
  upcoming: and(eq(events.isPublished, true), isNull(events.cancelledAt), gte(events.endsAt, sql`now()`)),
  drafts: and(eq(events.isPublished, false), isNull(events.cancelledAt)),
  past: and(eq(events.isPublished, true), isNull(events.cancelledAt), lt(events.endsAt, sql`now()`)),
  cancelled: isNotNull(events.cancelledAt),
};

/** The console's list: upcoming soonest first, the others most recent first. */
export const listStaffEvents = async (
  db: Database,
  query: { view: EventView; page: number; pageSize: number },
): Promise<StaffEvents> => {
  const where = viewFilters[query.view];
  const [total] = await db.select({ value: count() }).from(events).where(where);
  const rows = await db
    .select({ event: events, ...counts })
    .from(events)
    .where(where)
    .orderBy(query.view === 'upcoming' ? asc(events.startsAt) : desc(events.startsAt), asc(events.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    Items: rows.map(({ event, ...tally }) => ({
      Id: event.id,
      Name: event.name,
      Location: event.location,
      StartsAt: iso(event.startsAt),
      EndsAt: iso(event.endsAt),
      IsPublished: event.isPublished,
      IsCancelled: event.cancelledAt !== null,
      Capacity: event.capacity,
      ...tally,
    })),
    Total: total?.value ?? 0,
    Page: query.page,
    PageSize: query.pageSize,
  };
};

export const getStaffEvent = async (db: Database, eventId: number): Promise<StaffEvent> => {
  const [row] = await db
    .select({ event: events, ...counts })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  if (!row) throw notFound();
  const { event, ...tally } = row;
  return {
    Id: event.id,
    ExternalId: event.externalId,
    Name: event.name,
    Description: sanitizeDescription(event.descriptionHtml),
    Location: event.location,
    StartsAt: iso(event.startsAt),
    EndsAt: iso(event.endsAt),
    IBREvent: event.isProgramHosted,
    CanRegister: event.isRegistrable,
    Capacity: event.capacity,
    SurveyId: event.surveyId,
    AccommodationLeadDays: event.accommodationLeadDays,
    IsPublished: event.isPublished,
    CancelledAt: event.cancelledAt ? iso(event.cancelledAt) : null,
    Sequence: event.sequence,
    UpdatedAt: iso(event.updatedAt),
    ...tally,
  };
};

export const getStaffEventOptions = async (db: Database, programTimezone: string): Promise<StaffEventOptions> => ({
  Surveys: await db
    .select({ Id: surveys.id, Title: surveys.title })
    .from(surveys)
    .orderBy(asc(surveys.title), asc(surveys.id)),
  ProgramTimezone: programTimezone,
});

const checkSurvey = async (db: Database, surveyId: number | null) => {
  if (surveyId === null) return;
  const [survey] = await db.select({ id: surveys.id }).from(surveys).where(eq(surveys.id, surveyId)).limit(1);
  if (!survey) throw new AppError('invalid', eventMessages.surveyUnknown);
};

const columnsOf = (input: EventInput) => ({
  name: input.Name.trim(),
  descriptionHtml: sanitizeDescription(input.Description),
  location: input.Location.trim(),
  startsAt: new Date(input.StartsAt),
  endsAt: new Date(input.EndsAt),
  isProgramHosted: input.IBREvent,
  isRegistrable: input.CanRegister,
  capacity: input.Capacity,
  surveyId: input.SurveyId,
  ...(input.AccommodationLeadDays === undefined ? {} : { accommodationLeadDays: input.AccommodationLeadDays }),
});

/** A new event starts as a draft: staff publish it when it is ready (docs/decisions.md). */
export const createStaffEvent = async (db: Database, input: EventInput): Promise<StaffEvent> => {
  await checkSurvey(db, input.SurveyId);
  const [row] = await db
    .insert(events)
    .values({ ...columnsOf(input), externalId: randomBytes(12).toString('base64url'), isPublished: false })
    .returning({ id: events.id });
  if (!row) throw new Error('event insert returned no row');
  return getStaffEvent(db, row.id);
};

/** What registrants' calendars show: a change to any of these mails them an updated invitation. */
const isInvitationChanged = (before: EventRow, after: EventRow) =>
  before.name !== after.name ||
  before.location !== after.location ||
  before.descriptionHtml !== after.descriptionHtml ||
  before.startsAt.getTime() !== after.startsAt.getTime() ||
  before.endsAt.getTime() !== after.endsAt.getTime();

/** A locked, changeable event, and the same row with `changes` applied, SEQUENCE raised. */
const changeEvent = async (tx: Database, eventId: number, changes: Partial<EventRow>) => {
  const before = await lockEvent(tx, eventId);
  if (!before) throw notFound();
  if (before.cancelledAt) throw new AppError('conflict', eventMessages.cancelledEventUnchangeable, 'event_cancelled');
  const [after] = await tx
    .update(events)
    .set({ ...changes, sequence: sql`${events.sequence} + 1`, updatedAt: sql`now()` })
    .where(eq(events.id, eventId))
    .returning();
  if (!after) throw notFound();
  await notifyEventsChanged(tx);
  return { before, after };
};

const placeHolders = (tx: Database, eventId: number) =>
  tx
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), holdsPlace));

/**
 * Saves the editor's fields. Registrants holding a place get an updated invitation when what their calendar shows
 * changed; a larger capacity gives its new places to the waitlist at once. A smaller one takes no place back.
 */
export const updateStaffEvent = async (
  db: Database,
  deps: ModuleDeps,
  eventId: number,
  input: EventInput,
): Promise<StaffEvent> => {
  await checkSurvey(db, input.SurveyId);
  await db.transaction(async (tx) => {
    const { before, after } = await changeEvent(tx, eventId, columnsOf(input));
    if (after.isPublished && isInvitationChanged(before, after)) {
      for (const registration of await placeHolders(tx, eventId)) {
        await enqueueMail(tx, updatedInvitationMail(deps, after, registration));
      }
    }
    await promoteFromWaitlist(tx, deps, after);
  });
  return getStaffEvent(db, eventId);
};

/** A draft copy "Copy of …" with the same details and no registrations. */
export const duplicateStaffEvent = async (db: Database, eventId: number): Promise<StaffEvent> => {
  const [source] = await db.select().from(events).where(eq(events.id, eventId)).limit(1);
  if (!source) throw notFound();
  const [copy] = await db
    .insert(events)
    .values({
      name: `Copy of ${source.name}`.slice(0, 200),
      descriptionHtml: source.descriptionHtml,
      location: source.location,
      startsAt: source.startsAt,
      endsAt: source.endsAt,
      isProgramHosted: source.isProgramHosted,
      isRegistrable: source.isRegistrable,
      capacity: source.capacity,
      surveyId: source.surveyId,
      accommodationLeadDays: source.accommodationLeadDays,
      externalId: randomBytes(12).toString('base64url'),
      isPublished: false,
    })
    .returning({ id: events.id });
  if (!copy) throw new Error('event insert returned no row');
  return getStaffEvent(db, copy.id);
};

export const publishStaffEvent = async (db: Database, eventId: number, isPublished: boolean): Promise<StaffEvent> => {
  await db.transaction((tx) => changeEvent(tx, eventId, { isPublished }));
  return getStaffEvent(db, eventId);
};

/** Cancels the event: it leaves the public list, and everyone registered or waiting gets a METHOD:CANCEL mail. */
export const cancelStaffEvent = async (db: Database, deps: ModuleDeps, eventId: number): Promise<StaffEvent> => {
  await db.transaction(async (tx) => {
    const before = await lockEvent(tx, eventId);
    if (!before) throw notFound();
    if (before.cancelledAt) throw new AppError('conflict', eventMessages.alreadyCancelled, 'event_cancelled');
    const { after } = await changeEvent(tx, eventId, {});
    const [cancelled] = await tx
      .update(events)
      .set({ cancelledAt: sql`now()` })
      .where(eq(events.id, eventId))
      .returning();
    const event = cancelled ?? after;
    const registrations = await tx
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), isNull(eventRegistrations.cancelledAt)));
    for (const registration of registrations) {
      await enqueueMail(tx, eventCancelledMail(deps, event, registration));
    }
  });
  return getStaffEvent(db, eventId);
};

/**
 * The attendees of an event: those holding a place by registration time, then the waitlist in order, then
 * cancelled registrations. A search matches name or e-mail.
 */
export const listEventAttendees = async (
  db: Database,
  eventId: number,
  query: { search: string; page: number; pageSize: number },
): Promise<Attendees> => {
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId)).limit(1);
  if (!event) throw notFound();
  const pattern = `%${query.search.trim().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const where = and(
    eq(eventRegistrations.eventId, eventId),
    query.search.trim()
      ? or(sql`${eventRegistrations.name} ilike ${pattern}`, sql`${eventRegistrations.email} ilike ${pattern}`)
      : undefined,
  );
  const [total] = await db.select({ value: count() }).from(eventRegistrations).where(where);
  const position = sql<
    number | null
  >`case when ${eventRegistrations.waitlistedAt} is not null and ${eventRegistrations.cancelledAt} is null then row_number() over (partition by (${eventRegistrations.waitlistedAt} is not null and ${eventRegistrations.cancelledAt} is null) order by ${eventRegistrations.waitlistedAt}, ${eventRegistrations.id}) end`;
  // The position is counted over the whole waitlist, before the search narrows the rows.
  const ranked = db
    .select({
      id: eventRegistrations.id,
      name: eventRegistrations.name,
      email: eventRegistrations.email,
      createdAt: eventRegistrations.createdAt,
      checkedInAt: eventRegistrations.checkedInAt,
      cancelledAt: eventRegistrations.cancelledAt,
      isWalkIn: eventRegistrations.isWalkIn,
      position: position.as('position'),
      hasCompletedSurvey:
        sql<boolean>`exists (select 1 from ${surveyResponses} where ${surveyResponses.registrationId} = ${eventRegistrations.id})`.as(
          'has_completed_survey',
        ),
    })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId))
    .as('ranked');
  const matching = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.id} in (select ${eventRegistrations.id} from ${eventRegistrations} where ${where})`)
    .orderBy(
      sql`case when ${ranked.cancelledAt} is not null then 2 when ${ranked.position} is not null then 1 else 0 end`,
      sql`${ranked.position} nulls first`,
      asc(ranked.createdAt),
      asc(ranked.id),
    )
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    Items: matching.map((row) => ({
      RegistrationId: row.id,
      Name: row.name,
      Email: row.email,
      RegisteredAt: iso(row.createdAt),
      CheckedInAt: row.checkedInAt ? iso(row.checkedInAt) : null,
      WaitlistPosition: row.position === null ? null : Number(row.position),
      HasCompletedSurvey: Boolean(row.hasCompletedSurvey),
      IsWalkIn: row.isWalkIn,
      CancelledAt: row.cancelledAt ? iso(row.cancelledAt) : null,
    })),
    Total: total?.value ?? 0,
    Page: query.page,
    PageSize: query.pageSize,
  };
};

/** Staff cancel a registration of this event; the first person waiting gets the place at once. */
export const cancelEventRegistration = async (
  db: Database,
  deps: ModuleDeps,
  eventId: number,
  registrationId: number,
) => {
  const [registration] = await db
    .select({ eventId: eventRegistrations.eventId, cancelledAt: eventRegistrations.cancelledAt })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.id, registrationId))
    .limit(1);
  if (registration?.eventId !== eventId) throw notFound(eventMessages.registrationNotFound);
  if (registration.cancelledAt) return;
  await cancelRegistration(db, deps, registrationId);
};

const registrationOfLink = (secret: string, token: string) => {
  const registrationId = readSignedRegistrationId(secret, token);
  if (registrationId === null) throw new AppError('not_found', eventPageMessages.cancelLinkInvalid, 'invalid_link');
  return registrationId;
};

/** What the cancel page shows before the person confirms (a GET changes nothing: mail scanners follow links). */
export const getRegistrationToCancel = async (
  db: Database,
  secret: string,
  token: string,
): Promise<RegistrationToCancel> => {
  const [row] = await db
    .select({ name: events.name, startsAt: events.startsAt, cancelledAt: eventRegistrations.cancelledAt })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(eq(eventRegistrations.id, registrationOfLink(secret, token)))
    .limit(1);
  if (!row) throw new AppError('not_found', eventPageMessages.cancelLinkInvalid, 'invalid_link');
  return { EventName: row.name, EventDate: iso(row.startsAt), IsCancelled: row.cancelledAt !== null };
};

/** The attendee cancels through the signed link: confirmed by mail, and the place goes to the first waiting. */
export const cancelRegistrationByLink = async (db: Database, deps: ModuleDeps, token: string): Promise<void> => {
  await getRegistrationToCancel(db, deps.jwtSecret, token);
  await cancelRegistration(db, deps, registrationOfLink(deps.jwtSecret, token), async (tx, event, registration) => {
    await enqueueMail(tx, registrationCancelledMail(deps, event, registration));
  });
};
