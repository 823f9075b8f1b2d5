import { randomBytes } from 'node:crypto';
import { inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { eventRegistrations, mailOutbox } from '../../db/schema.ts';
import { insertEvent } from '../../test/events.ts';
import { uniqueEmail } from '../../test/factories.ts';
import { describeWithServerProcesses, mailingServers } from '../../test/server-process.ts';

const fleet = mailingServers('reminders');

/** Registrations for an event 20 hours away, made two days ago: their day reminder is due now. */
const registrationsDueForReminder = async (n: number) => {
  const event = await insertEvent(fleet.database.db, { days: 20 / 24 + 1 / 24 });
  const rows = await fleet.database.db
    .insert(eventRegistrations)
    .values(
      Array.from({ length: n }, () => ({
        eventId: event.id,
        email: uniqueEmail('attendee'),
        surveyToken: randomBytes(16).toString('base64url'),
        createdAt: sql`now() - interval '2 days'`,
      })),
    )
    .returning({ email: eventRegistrations.email });
  return rows.map((row) => row.email);
};

const remindersTo = async (emails: string[]) => {
  const rows = await fleet.database.db
    .select({ to: mailOutbox.to })
    .from(mailOutbox)
    .where(inArray(mailOutbox.to, emails));
  return emails.map((email) => rows.filter((row) => row.to === email).length);
};

describeWithServerProcesses(
  'event reminders with two server processes on one PostgreSQL database (runs when DATABASE_URL is set)',
  () => {
    beforeAll(fleet.open);

    afterAll(fleet.close);

    it('sends each reminder once when both start together, and nothing again after one restarts', async () => {
      const first = await registrationsDueForReminder(20);
      // Each process runs a pass as it starts; both start at once.
      const [, second] = await Promise.all([fleet.start(), fleet.start()]);
      await vi.waitFor(async () => expect(await remindersTo(first)).toEqual(first.map(() => 1)), {
        timeout: 20_000,
        interval: 200,
      });

      // A restart: the new process's first pass sends what became due since, and only that.
      const later = await registrationsDueForReminder(3);
      await second?.stop('SIGKILL');
      await fleet.start();
      await vi.waitFor(async () => expect(await remindersTo(later)).toEqual(later.map(() => 1)), {
        timeout: 20_000,
        interval: 200,
      });
      expect(await remindersTo(first)).toEqual(first.map(() => 1));
      const claimed = await fleet.database.db
        .select({ id: eventRegistrations.id })
        .from(eventRegistrations)
        .where(isNotNull(eventRegistrations.reminderDaySentAt));
      expect(claimed).toHaveLength(first.length + later.length);
    }, 120_000);
  },
);
