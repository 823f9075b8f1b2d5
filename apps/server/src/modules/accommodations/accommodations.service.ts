import {
  type AccommodationRequest,
  type AccommodationState,
  type AccommodationUpdate,
  accommodationMessages,
  accommodationStaffMessages,
  type DueAccommodations,
  describeAccommodation,
  type EventAccommodations,
  type StaffAccommodation,
  type StationAccommodation,
} from '@bridgehub/contract';
import { and, asc, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accommodationRequests, eventRegistrations, events } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { enqueueMail } from '../../infra/mail/outbox.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import type { StaffActor } from '../auth/actor.ts';
import { type AccommodationRequestRow, accommodationChangedMail, choiceOf } from './accommodation-mail.ts';
import { accommodationWindow, isOnTime, toWindow } from './lead-time.ts';

type EventRow = typeof events.$inferSelect;

/** SQL keeps states in snake_case; the wire names them as the contract does. */
const STATES: Record<AccommodationState, string> = { New: 'new', Arranged: 'arranged', NotPossible: 'not_possible' };
const wireState = (state: string): AccommodationState =>
  (Object.entries(STATES).find(([, stored]) => stored === state)?.[0] ?? 'New') as AccommodationState;

/**
 * Records what a new registration asked for, replacing what an earlier, cancelled registration of the same person had
 * asked. Promised when asked before the event's time to ask closed. The caller holds the event's lock.
 */
export const recordAccommodationRequest = async (
  tx: Database,
  event: EventRow,
  registrationId: number,
  request: AccommodationRequest | undefined,
  timeZone: string,
  now = new Date(),
): Promise<AccommodationRequestRow | null> => {
  await tx.delete(accommodationRequests).where(eq(accommodationRequests.registrationId, registrationId));
  if (!request || request.Needs.length === 0) return null;
  const [row] = await tx
    .insert(accommodationRequests)
    .values({
      registrationId,
      needs: request.Needs,
      spokenLanguage: request.SpokenLanguage,
      format: request.Format,
      other: request.Other,
      isOnTime: isOnTime(event, now, timeZone),
    })
    .returning();
  return row ?? null;
};

export const findAccommodationRequest = async (
  db: Database,
  registrationId: number,
): Promise<AccommodationRequestRow | null> => {
  const [row] = await db
    .select()
    .from(accommodationRequests)
    .where(eq(accommodationRequests.registrationId, registrationId))
    .limit(1);
  return row ?? null;
};

const withRegistration = {
  request: accommodationRequests,
  name: eventRegistrations.name,
  email: eventRegistrations.email,
  preferredLanguage: eventRegistrations.preferredLanguage,
  waitlistedAt: eventRegistrations.waitlistedAt,
  cancelledAt: eventRegistrations.cancelledAt,
};

const toStaffAccommodation = (row: {
  request: AccommodationRequestRow;
  name: string;
  email: string;
  waitlistedAt: Date | null;
  cancelledAt: Date | null;
}): StaffAccommodation => ({
  ...choiceOf(row.request),
  RequestId: row.request.id,
  RegistrationId: row.request.registrationId,
  Name: row.name,
  Email: row.email,
  IsWaitlisted: row.waitlistedAt !== null && row.cancelledAt === null,
  IsCancelled: row.cancelledAt !== null,
  RequestedAt: row.request.createdAt.toISOString(),
  IsOnTime: row.request.isOnTime,
  State: wireState(row.request.state),
  Note: row.request.note,
  StateChangedAt: row.request.stateChangedAt?.toISOString() ?? null,
});

/** An event's requests: new ones first, then by when they were asked; cancelled registrations' last. */
export const listEventAccommodations = async (
  db: Database,
  timeZone: string,
  eventId: number,
): Promise<EventAccommodations> => {
  const [event] = await db.select().from(events).where(eq(events.id, eventId)).limit(1);
  if (!event) throw notFound();
  const rows = await db
    .select(withRegistration)
    .from(accommodationRequests)
    .innerJoin(eventRegistrations, eq(eventRegistrations.id, accommodationRequests.registrationId))
    .where(eq(eventRegistrations.eventId, eventId))
    .orderBy(
      sql`${eventRegistrations.cancelledAt} is not null`,
      sql`${accommodationRequests.state} <> 'new'`,
      asc(accommodationRequests.createdAt),
      asc(accommodationRequests.id),
    );
  return {
    Window: toWindow(event, timeZone),
    LeadDays: event.accommodationLeadDays,
    Items: rows.map(toStaffAccommodation),
  };
};

/**
 * Staff set a request's state and note. A change mails the registrant, in the same transaction; the same state and
 * note again changes nothing and mails nobody. The request must belong to the event of the path.
 */
export const updateAccommodation = async (
  db: Database,
  deps: ModuleDeps,
  actor: StaffActor,
  ids: { eventId: number; requestId: number },
  update: AccommodationUpdate,
): Promise<StaffAccommodation> =>
  db.transaction(async (tx) => {
    const [found] = await tx
      .select({ ...withRegistration, event: events })
      .from(accommodationRequests)
      .innerJoin(eventRegistrations, eq(eventRegistrations.id, accommodationRequests.registrationId))
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .where(and(eq(accommodationRequests.id, ids.requestId), eq(events.id, ids.eventId)))
      .for('update', { of: accommodationRequests })
      .limit(1);
    if (!found) throw notFound(accommodationStaffMessages.requestNotFound);
    const note = update.Note.trim();
    const state = STATES[update.State];
    if (found.request.state === state && found.request.note === note) return toStaffAccommodation(found);
    if (found.event.cancelledAt) throw new AppError('conflict', accommodationStaffMessages.eventCancelled);
    if (found.cancelledAt) throw new AppError('conflict', accommodationStaffMessages.registrationCancelled);
    const [changed] = await tx
      .update(accommodationRequests)
      .set({ state, note, stateChangedAt: sql`now()`, stateChangedBy: actor.staffId })
      .where(eq(accommodationRequests.id, found.request.id))
      .returning();
    if (!changed) throw notFound(accommodationStaffMessages.requestNotFound);
    await enqueueMail(tx, accommodationChangedMail(deps, found.event, found, changed));
    return toStaffAccommodation({ ...found, request: changed });
  });

/** A request staff still have to handle: new, of a registration not cancelled, at an event that takes place. */
const isOpenRequest = and(
  eq(accommodationRequests.state, 'new'),
  isNull(eventRegistrations.cancelledAt),
  eq(events.isPublished, true),
  isNull(events.cancelledAt),
);

/** Upcoming events whose time to ask has closed with requests still new: what the console home lists. */
export const listDueAccommodations = async (
  db: Database,
  timeZone: string,
  now = new Date(),
): Promise<DueAccommodations> => {
  const rows = await db
    .select({ event: events, newRequests: count() })
    .from(accommodationRequests)
    .innerJoin(eventRegistrations, eq(eventRegistrations.id, accommodationRequests.registrationId))
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(and(isOpenRequest, gt(events.startsAt, now)))
    .groupBy(events.id)
    .orderBy(asc(events.startsAt), asc(events.id));
  return rows
    .filter(({ event }) => now >= accommodationWindow(event, timeZone).closesAt)
    .map(({ event, newRequests }) => ({
      EventId: event.id,
      EventName: event.name,
      StartsAt: event.startsAt.toISOString(),
      Window: toWindow(event, timeZone),
      NewRequests: newRequests,
    }));
};

/** The requests of these registrations, as the check-in station shows them. */
export const findStationAccommodations = async (
  db: Database,
  registrationIds: number[],
): Promise<Map<number, StationAccommodation>> => {
  if (registrationIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(accommodationRequests)
    .where(inArray(accommodationRequests.registrationId, registrationIds));
  return new Map(rows.map((row) => [row.registrationId, { ...choiceOf(row), State: wireState(row.state) }]));
};

/** The attendee export's columns for a registration's request (none: empty cells). */
export const ACCOMMODATION_EXPORT_HEADER = [
  'Accommodations',
  'Asked in time',
  'Accommodation state',
  'Accommodation note',
];

export const accommodationExportCells = (row: AccommodationRequestRow | null): (string | null)[] =>
  row
    ? [
        describeAccommodation(choiceOf(row)).join('; '),
        row.isOnTime ? 'yes' : 'no',
        accommodationMessages.states[wireState(row.state)],
        row.note,
      ]
    : [null, null, null, null];
