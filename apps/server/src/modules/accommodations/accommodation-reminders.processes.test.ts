import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { accommodationRequests, mailOutbox } from '../../db/schema.ts';
import { insertEvent, insertRegistration } from '../../test/events.ts';
import { uniqueEmail } from '../../test/factories.ts';
import { describeWithServerProcesses, mailingServers } from '../../test/server-process.ts';
import { createStaffAccount } from '../staff/staff.service.ts';

const fleet = mailingServers('accommodations');
let coordinator: string;

/**
 * Events starting tomorrow, each with `perEvent` requests still new: three business days before them has begun, so
 * each process's first pass finds them due.
 */
const eventsDueForReminder = async (count: number, perEvent: number) => {
  const requestIds: number[] = [];
  for (let index = 0; index < count; index++) {
    const event = await insertEvent(fleet.database.db, { days: 1 });
    for (let request = 0; request < perEvent; request++) {
      const registration = await insertRegistration(fleet.database.db, event.id);
      const [row] = await fleet.database.db
        .insert(accommodationRequests)
        .values({ registrationId: registration.id, needs: ['SignLanguage'], isOnTime: false })
        .returning({ id: accommodationRequests.id });
      if (row) requestIds.push(row.id);
    }
  }
  return requestIds;
};

const remindersToCoordinator = async () =>
  (await fleet.database.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.to, coordinator))).length;

describeWithServerProcesses(
  'accommodation reminders with two server processes on one PostgreSQL database (runs when DATABASE_URL is set)',
  () => {
    beforeAll(async () => {
      await fleet.open();
      coordinator = uniqueEmail('coordinator');
      await createStaffAccount(fleet.database.db, { email: coordinator, displayName: 'Casey', role: 'Coordinator' });
    });

    afterAll(fleet.close);

    it('reminds the coordinators of each request once when both start together, and nothing again after a restart', async () => {
      const first = await eventsDueForReminder(6, 3);
      // Each process runs a pass as it starts; both start at once.
      const [, second] = await Promise.all([fleet.start(), fleet.start()]);
      await vi.waitFor(async () => expect(await remindersToCoordinator()).toBe(6), { timeout: 20_000, interval: 200 });

      // A restart: the new process's first pass reminds of what became due since, and only that.
      const later = await eventsDueForReminder(2, 1);
      await second?.stop('SIGKILL');
      await fleet.start();
      await vi.waitFor(async () => expect(await remindersToCoordinator()).toBe(8), { timeout: 20_000, interval: 200 });
      const reminded = await fleet.database.db
        .select({ id: accommodationRequests.id })
        .from(accommodationRequests)
        .where(isNotNull(accommodationRequests.reminderSentAt));
      const byId = (a: number, b: number) => a - b;
      expect(reminded.map((row) => row.id).sort(byId)).toEqual([...first, ...later].sort(byId));
    }, 120_000);
  },
);
