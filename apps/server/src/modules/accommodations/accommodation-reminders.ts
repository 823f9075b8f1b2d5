import { and, asc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accommodationRequests, eventRegistrations, events, staffAccounts } from '../../db/schema.ts';
import type { PeriodicJob } from '../../infra/jobs/periodic-jobs.ts';
import { enqueueMail } from '../../infra/mail/outbox.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { type AccommodationRequestRow, coordinatorReminderMail } from './accommodation-mail.ts';
import { reminderFrom } from './lead-time.ts';

/** Three business days, weekends and holidays around them included, are never more than this many calendar days. */
const REMINDER_HORIZON_DAYS = 14;
const DAY_MS = 24 * 3_600_000;

/**
 * Who is reminded: the enabled Coordinators, who run the program's events; the enabled Administrators where there is
 * no Coordinator, so that a request never waits unseen (docs/decisions.md).
 */
const coordinatorAddresses = async (tx: Database) => {
  const staff = await tx
    .select({ email: staffAccounts.email, role: staffAccounts.role })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.isEnabled, true), inArray(staffAccounts.role, ['Coordinator', 'Administrator'])))
    .orderBy(asc(staffAccounts.id));
  const coordinators = staff.filter((member) => member.role === 'Coordinator');
  return (coordinators.length > 0 ? coordinators : staff).map((member) => member.email);
};

/**
 * Reminds the coordinators of each request still new from the start of the day ACCOMMODATION_REMINDER_DAYS business
 * days before its event (program time zone) until the event starts: one mail per event to each of them, listing the
 * requests that became due. Each request is reminded once: the conditional UPDATE of `reminder_sent_at` claims it,
 * inside the periodic job's lock, whichever process runs the pass.
 */
export const remindCoordinators = async (tx: Database, deps: ModuleDeps): Promise<number> => {
  const now = deps.clock();
  const candidates = await tx
    .select({ id: accommodationRequests.id, event: events })
    .from(accommodationRequests)
    .innerJoin(eventRegistrations, eq(eventRegistrations.id, accommodationRequests.registrationId))
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(
      and(
        eq(accommodationRequests.state, 'new'),
        isNull(accommodationRequests.reminderSentAt),
        isNull(eventRegistrations.cancelledAt),
        eq(events.isPublished, true),
        isNull(events.cancelledAt),
        gt(events.startsAt, now),
        lte(events.startsAt, new Date(now.getTime() + REMINDER_HORIZON_DAYS * DAY_MS)),
      ),
    );
  const due = candidates.filter(({ event }) => now >= reminderFrom(event, deps.programTimezone));
  if (due.length === 0) return 0;
  const claimed = await tx
    .update(accommodationRequests)
    .set({ reminderSentAt: now })
    .where(
      and(
        inArray(
          accommodationRequests.id,
          due.map((row) => row.id),
        ),
        isNull(accommodationRequests.reminderSentAt),
      ),
    )
    .returning();
  const byEvent = new Map<number, { event: (typeof due)[number]['event']; rows: AccommodationRequestRow[] }>();
  for (const row of claimed.sort((a, b) => a.id - b.id)) {
    const event = due.find((candidate) => candidate.id === row.id)?.event;
    if (!event) continue;
    const group = byEvent.get(event.id) ?? { event, rows: [] };
    group.rows.push(row);
    byEvent.set(event.id, group);
  }
  const recipients = await coordinatorAddresses(tx);
  let sent = 0;
  for (const { event, rows } of byEvent.values()) {
    for (const to of recipients) {
      await enqueueMail(tx, coordinatorReminderMail(deps, event, to, rows));
      sent += 1;
    }
  }
  return sent;
};

export const accommodationRemindersJob = (deps: ModuleDeps): PeriodicJob => ({
  name: 'accommodation reminders',
  run: async (tx) => ({ count: await remindCoordinators(tx, deps) }),
});
