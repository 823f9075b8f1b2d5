import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { eventRegistrations, events, surveyResponses } from '../../db/schema.ts';
import { enqueueMail } from '../../infra/mail/outbox.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { confirmationMail } from './event-mail.ts';

type EventRow = typeof events.$inferSelect;
type RegistrationRow = typeof eventRegistrations.$inferSelect;

/**
 * Locks the event's row until the transaction ends. Every change to who holds a place (a registration, a
 * cancellation, a promotion, a new capacity) takes this lock first, so counting the places taken and filling them
 * is one step: N simultaneous registrations for C free places accept exactly C.
 */
export const lockEvent = async (tx: Database, eventId: number): Promise<EventRow | undefined> => {
  const [row] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
  return row;
};

const isActive = isNull(eventRegistrations.cancelledAt);

/** Registrations holding a place: not cancelled, not waiting. */
export const countTakenPlaces = async (tx: Database, eventId: number): Promise<number> => {
  const [row] = await tx
    .select({ value: count() })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), isActive, isNull(eventRegistrations.waitlistedAt)));
  return row?.value ?? 0;
};

export const hasFreePlace = async (tx: Database, event: EventRow) =>
  event.capacity === null || (await countTakenPlaces(tx, event.id)) < event.capacity;

/** 1 for the first in line; null when the registration is not waiting. */
export const waitlistPosition = async (tx: Database, registration: RegistrationRow): Promise<number | null> => {
  if (registration.waitlistedAt === null || registration.cancelledAt !== null) return null;
  const [row] = await tx
    .select({ value: count() })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, registration.eventId),
        isActive,
        isNotNull(eventRegistrations.waitlistedAt),
        // Row comparison in SQL: a JS Date would lose the timestamp's microseconds.
        sql`(${eventRegistrations.waitlistedAt}, ${eventRegistrations.id}) <= (select r.waitlisted_at, r.id from event_registrations r where r.id = ${registration.id})`,
      ),
    );
  return row?.value ?? 1;
};

/**
 * Gives every free place to the first people waiting, in order, and mails each "You have a place" with the
 * invitation. The caller holds the event's lock (`lockEvent`).
 */
export const promoteFromWaitlist = async (tx: Database, deps: ModuleDeps, event: EventRow) => {
  if (event.cancelledAt) return;
  const free = event.capacity === null ? null : event.capacity - (await countTakenPlaces(tx, event.id));
  if (free !== null && free <= 0) return;
  const waiting = await tx
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, event.id), isActive, isNotNull(eventRegistrations.waitlistedAt)))
    .orderBy(asc(eventRegistrations.waitlistedAt), asc(eventRegistrations.id))
    .limit(free ?? 10_000);
  for (const person of waiting) {
    const [promoted] = await tx
      .update(eventRegistrations)
      .set({ waitlistedAt: null })
      .where(eq(eventRegistrations.id, person.id))
      .returning();
    if (!promoted) continue;
    await enqueueMail(
      tx,
      await confirmationMail(deps, event, promoted, {
        surveyToken: await surveyTokenFor(tx, event, promoted),
        isPromotion: true,
      }),
    );
  }
};

/** The survey link a mail offers: only when the event has a survey the person has not answered yet. */
export const surveyTokenFor = async (tx: Database, event: EventRow, registration: RegistrationRow) => {
  if (event.surveyId === null) return null;
  const [response] = await tx
    .select({ id: surveyResponses.id })
    .from(surveyResponses)
    .where(eq(surveyResponses.registrationId, registration.id))
    .limit(1);
  return response ? null : registration.surveyToken;
};

/**
 * Cancels a registration and gives its place to the first person waiting, in one transaction. Answers the
 * registration as it was before (null when it is unknown or already cancelled).
 */
export const cancelRegistration = async (
  db: Database,
  deps: ModuleDeps,
  registrationId: number,
  onCancelled?: (tx: Database, event: EventRow, registration: RegistrationRow) => Promise<void>,
): Promise<RegistrationRow | null> =>
  db.transaction(async (tx) => {
    const [registration] = await tx
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, registrationId))
      .limit(1);
    if (!registration) return null;
    const event = await lockEvent(tx, registration.eventId);
    if (!event) return null;
    const [cancelled] = await tx
      .update(eventRegistrations)
      .set({ cancelledAt: sql`now()` })
      .where(and(eq(eventRegistrations.id, registrationId), isActive))
      .returning();
    if (!cancelled) return null;
    await onCancelled?.(tx, event, registration);
    await promoteFromWaitlist(tx, deps, event);
    return registration;
  });
