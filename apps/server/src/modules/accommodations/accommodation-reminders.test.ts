import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accommodationRequests, eventRegistrations, events, mailOutbox, staffAccounts } from '../../db/schema.ts';
import { createPeriodicJobs } from '../../infra/jobs/periodic-jobs.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertEvent, insertRegistration } from '../../test/events.ts';
import { testModuleDeps } from '../../test/module-deps.ts';
import { createStaff } from '../../test/staff-session.ts';
import { accommodationRemindersJob } from './accommodation-reminders.ts';
import { reminderFrom } from './lead-time.ts';

/** A request still new three business days before its event reminds the coordinators, once. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ZONE = 'America/Los_Angeles';
const DAY = 24 * 3_600_000;

/** One pass of the job at `now`; tried again while the app's own runner, passing as it started, holds the job. */
const runAt = async (now: Date) => {
  const runner = createPeriodicJobs(
    t.db,
    [
      accommodationRemindersJob(
        testModuleDeps(t, { supportEmail: 'help@example.com', programTimezone: ZONE, clock: () => now }),
      ),
    ],
    t.app.log,
    60_000,
  );
  let report: Record<string, number | null> = {};
  await vi.waitFor(
    async () => {
      report = await runner.runOnce();
      expect(Object.values(report)).not.toContain(null);
    },
    { interval: 50 },
  );
  return report['accommodation reminders'];
};

/**
 * An event `days` ahead (far enough that the app's own runner, on the real clock, never finds it due) with a request
 * for each of `needs`.
 */
const eventWithRequests = async (days: number, needs: string[][], name = 'Bridge hearing') => {
  const event = await insertEvent(t.db, { days, name });
  const requests = [];
  for (const need of needs) {
    const registration = await insertRegistration(t.db, event.id);
    const [request] = await t.db
      .insert(accommodationRequests)
      .values({ registrationId: registration.id, needs: need, isOnTime: true })
      .returning();
    requests.push({ registration, request });
  }
  return { event, requests, remindFrom: reminderFrom(event, ZONE) };
};

const mailsTo = (emails: string[]) =>
  t.db
    .select({ to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(inArray(mailOutbox.to, emails))
    .orderBy(asc(mailOutbox.id));

describe('the coordinators’ reminder', () => {
  it('goes from the start of the day three business days before, once per request, one mail per event to each coordinator', async () => {
    const [first, second] = [await createStaff(t, 'Coordinator'), await createStaff(t, 'Coordinator')];
    const administrator = await createStaff(t, 'Administrator');
    const staff = [first.email, second.email, administrator.email];
    const { event, requests, remindFrom } = await eventWithRequests(40, [
      ['SignLanguage'],
      ['Captioning', 'Wheelchair'],
    ]);

    expect(await runAt(new Date(remindFrom.getTime() - 1))).toBe(0);
    expect(await mailsTo(staff)).toEqual([]);

    expect(await runAt(remindFrom)).toBe(2);
    const mails = await mailsTo(staff);
    expect(mails.map((mail) => mail.to)).toEqual([first.email, second.email]);
    expect(mails[0]?.subject).toBe(`2 accommodation requests still to arrange: ${event.name}`);
    expect(mails[0]?.text).toContain('Sign language interpreter (ASL)');
    expect(mails[0]?.text).toContain('Live captioning (CART); Wheelchair access or seating');
    expect(mails[0]?.text).toContain(`/console/events/${event.id}?tab=accommodations`);
    // No registrant's name or address in a staff mail.
    for (const { registration } of requests) expect(mails[0]?.text).not.toContain(registration.email);

    expect(await runAt(new Date(remindFrom.getTime() + DAY))).toBe(0);
    expect(await mailsTo(staff)).toHaveLength(2);
  });

  it('reminds of a request made after that moment at the next pass, and of none once handled, cancelled or started', async () => {
    const coordinator = await createStaff(t, 'Coordinator');
    const { event, remindFrom } = await eventWithRequests(45, [['Other']]);
    await runAt(remindFrom);
    const before = (await mailsTo([coordinator.email])).length;

    const late = await insertRegistration(t.db, event.id);
    await t.db.insert(accommodationRequests).values({ registrationId: late.id, needs: ['Format'], isOnTime: false });
    expect(await runAt(new Date(remindFrom.getTime() + 60_000))).toBeGreaterThan(0);
    const latest = (await mailsTo([coordinator.email])).at(-1);
    expect(latest?.subject).toBe(`1 accommodation request still to arrange: ${event.name}`);
    expect((await mailsTo([coordinator.email])).length).toBe(before + 1);

    const handled = await eventWithRequests(50, [['Captioning'], ['Wheelchair'], ['AssistiveListening']]);
    const [arranged, cancelled] = handled.requests;
    await t.db
      .update(accommodationRequests)
      .set({ state: 'arranged' })
      .where(eq(accommodationRequests.id, arranged?.request?.id ?? 0));
    await t.db
      .update(eventRegistrations)
      .set({ cancelledAt: new Date() })
      .where(eq(eventRegistrations.id, cancelled?.registration.id ?? 0));
    const count = (await mailsTo([coordinator.email])).length;
    // The event has started: nothing. Before it: only the one request left new.
    expect(await runAt(new Date(handled.event.startsAt.getTime() + 1))).toBe(0);
    expect(await runAt(handled.remindFrom)).toBeGreaterThan(0);
    const [reminded] = (await mailsTo([coordinator.email])).slice(count);
    expect(reminded?.text).toContain('Assistive listening device');
    expect(reminded?.text).not.toContain('Live captioning');
    expect(reminded?.text).not.toContain('Wheelchair');

    const cancelledEvent = await eventWithRequests(55, [['SignLanguage']]);
    await t.db.update(events).set({ cancelledAt: new Date() }).where(eq(events.id, cancelledEvent.event.id));
    expect(await runAt(cancelledEvent.remindFrom)).toBe(0);
  });

  it('goes to the Administrators when no Coordinator is enabled', async () => {
    await t.db.update(staffAccounts).set({ isEnabled: false }).where(eq(staffAccounts.role, 'Coordinator'));
    const administrator = await createStaff(t, 'Administrator');
    const { remindFrom } = await eventWithRequests(60, [['SignLanguage']]);
    await runAt(remindFrom);
    expect((await mailsTo([administrator.email])).map((mail) => mail.subject)).toEqual([
      '1 accommodation request still to arrange: Bridge hearing',
    ]);
  });
});
