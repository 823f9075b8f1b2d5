import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventRegistrations, events, mailOutbox, surveyResponses } from '../../db/schema.ts';
import { createPeriodicJobs } from '../../infra/jobs/periodic-jobs.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertEvent, insertRegistration, insertSurvey } from '../../test/events.ts';
import { testModuleDeps } from '../../test/module-deps.ts';
import { EVENT_MAIL_CHECK_MS, eventMailsJob, FOLLOW_UP_DAYS } from './event-reminders.ts';

/** Registrants hear about their event 24 h and 2 h before it and once after it, each mail once. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;

/** A runner of the job whose clock reads `now()`: tests move time instead of waiting for it. */
const runnerAt = (now: () => Date) =>
  createPeriodicJobs(
    t.db,
    [
      eventMailsJob(
        testModuleDeps(t, { programTimezone: 'America/Los_Angeles', supportEmail: 'help@example.com', clock: now }),
      ),
    ],
    t.app.log,
    EVENT_MAIL_CHECK_MS,
  );
/** One pass at `now`; tried again while the app's own runner, passing as it started, holds the job. */
const runAt = async (now: Date) => {
  const runner = runnerAt(() => now);
  await vi.waitFor(async () => expect(Object.values(await runner.runOnce())).not.toContain(null), { interval: 50 });
};

/** An event starting `hours` from now, two hours long. */
const eventIn = async (hours: number, override: Parameters<typeof insertEvent>[1] = {}) => {
  const startsAt = new Date(Date.now() + hours * HOUR);
  return insertEvent(t.db, { startsAt, endsAt: new Date(startsAt.getTime() + 2 * HOUR), ...override });
};

const register = (eventId: number, override?: Parameters<typeof insertRegistration>[2]) =>
  insertRegistration(t.db, eventId, override);

const mailsTo = (email: string) =>
  t.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text, html: mailOutbox.html })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(asc(mailOutbox.id));

const subjectsTo = async (email: string) => (await mailsTo(email)).map((mail) => mail.subject);

describe('event reminders', () => {
  it('sends the 24-hour reminder, then the 2-hour one, each once, with time, place and check-in link', async () => {
    const event = await eventIn(30, { name: 'Bridge Jobs Fair' });
    const registration = await register(event.id);
    const start = event.startsAt.getTime();

    await runAt(new Date(start - 25 * HOUR));
    expect(await mailsTo(registration.email)).toEqual([]);

    await runAt(new Date(start - 23 * HOUR));
    await runAt(new Date(start - 22 * HOUR));
    expect(await subjectsTo(registration.email)).toEqual(['Reminder: Bridge Jobs Fair is coming up']);
    const [day] = await mailsTo(registration.email);
    expect(day?.text).toContain('When: ');
    // The end in the program's zone, with its date when the event runs past midnight there (it starts 30 h from now).
    expect(day?.text).toMatch(/[AP]M – (\w+, \w+ \d+, \d{4} at )?\d+:\d\d [AP]M P[SD]T/);
    expect(day?.text).toContain('Where: Vancouver Community Library, Vancouver, WA');
    expect(day?.text).toContain(`Your check-in code: ${registration.checkInCode}`);
    expect(day?.text).toContain(
      `http://localhost:3000/CheckIn/${event.externalId}?email=${encodeURIComponent(registration.email)}`,
    );

    await runAt(new Date(start - 1.5 * HOUR));
    await runAt(new Date(start - HOUR));
    expect(await subjectsTo(registration.email)).toEqual([
      'Reminder: Bridge Jobs Fair is coming up',
      'Reminder: Bridge Jobs Fair starts soon',
    ]);

    // Once it has started, no reminder is due any more.
    const late = await register(event.id);
    await t.db
      .update(eventRegistrations)
      .set({ createdAt: new Date(start - 30 * HOUR) })
      .where(eq(eventRegistrations.id, late.id));
    await runAt(new Date(start + 10 * 60_000));
    expect(await mailsTo(late.email)).toEqual([]);
  });

  it('gives a registration made 3 hours before only the 2-hour reminder, and one made 10 minutes before none', async () => {
    const event = await eventIn(3.5);
    const start = event.startsAt.getTime();
    const early = await register(event.id, { createdAt: new Date(start - 3 * HOUR) });
    const lastMinute = await register(event.id, { createdAt: new Date(start - 10 * 60_000) });
    await runAt(new Date(start - 2.5 * HOUR));
    expect(await mailsTo(early.email)).toEqual([]);
    await runAt(new Date(start - 1.9 * HOUR));
    await runAt(new Date(start - 5 * 60_000));
    expect(await subjectsTo(early.email)).toEqual(['Reminder: Test Open House starts soon']);
    expect(await mailsTo(lastMinute.email)).toEqual([]);
  });

  it('skips the day reminder when the 2-hour one is already due (a server that was down)', async () => {
    const event = await eventIn(30);
    const registration = await register(event.id);
    await runAt(new Date(event.startsAt.getTime() - HOUR));
    expect(await subjectsTo(registration.email)).toEqual(['Reminder: Test Open House starts soon']);
  });

  it('reminds only held places of published events that go ahead and take registrations', async () => {
    const event = await eventIn(20);
    const held = await register(event.id);
    const waitlisted = await register(event.id, { waitlistedAt: new Date() });
    const cancelled = await register(event.id, { cancelledAt: new Date() });
    const others = await Promise.all([
      eventIn(20, { isRegistrable: false }),
      eventIn(20).then(async (draft) => {
        await t.db.update(events).set({ isPublished: false }).where(eq(events.id, draft.id));
        return draft;
      }),
      eventIn(20).then(async (called) => {
        await t.db.update(events).set({ cancelledAt: new Date() }).where(eq(events.id, called.id));
        return called;
      }),
    ]);
    const elsewhere = await Promise.all(others.map((other) => register(other.id)));
    // The registrations were made just now, 20 hours before: as if made two days ago.
    await t.db
      .update(eventRegistrations)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(eventRegistrations.eventId, event.id));
    for (const other of others) {
      await t.db
        .update(eventRegistrations)
        .set({ createdAt: sql`now() - interval '2 days'` })
        .where(eq(eventRegistrations.eventId, other.id));
    }
    await runAt(new Date());
    expect(await mailsTo(held.email)).toHaveLength(1);
    for (const registration of [waitlisted, cancelled, ...elsewhere])
      expect(await mailsTo(registration.email)).toEqual([]);
  });

  it('sends each reminder once when two runners on one database pass together, and not again after a restart', async () => {
    const event = await eventIn(20);
    const registrations = await Promise.all(Array.from({ length: 5 }, () => register(event.id)));
    await t.db
      .update(eventRegistrations)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(eventRegistrations.eventId, event.id));
    const now = () => new Date();
    await Promise.all([runnerAt(now).runOnce(), runnerAt(now).runOnce(), runnerAt(now).runOnce()]);
    // A restarted runner starts from nothing but the database.
    await runAt(new Date());
    for (const registration of registrations) expect(await mailsTo(registration.email)).toHaveLength(1);
  });
});

describe('event follow-ups', () => {
  it('thanks those who checked in with the survey link until they answer, and tells the others sorry we missed you', async () => {
    const surveyId = await insertSurvey(t.db);
    const event = await eventIn(-3, { name: 'Small Business Forum', surveyId });
    const attended = await register(event.id, { checkedInAt: new Date() });
    const answered = await register(event.id, { checkedInAt: new Date() });
    await t.db.insert(surveyResponses).values({ registrationId: answered.id, surveyId, answers: [] });
    const missed = await register(event.id);
    const waitlisted = await register(event.id, { waitlistedAt: new Date() });
    const end = event.endsAt.getTime();

    await runAt(new Date(end - 60_000));
    expect(await mailsTo(attended.email)).toEqual([]);
    await runAt(new Date(end + 60_000));
    await runAt(new Date(end + 2 * HOUR));

    const [thanks] = await mailsTo(attended.email);
    expect(await subjectsTo(attended.email)).toEqual(['Thank you for attending Small Business Forum']);
    expect(thanks?.text).toContain(`Answer the survey: http://localhost:3000/Survey/${attended.surveyToken}`);
    const [thanksAnswered] = await mailsTo(answered.email);
    expect(thanksAnswered?.subject).toBe('Thank you for attending Small Business Forum');
    expect(thanksAnswered?.text).not.toContain('/Survey/');
    expect(await subjectsTo(missed.email)).toEqual(['Sorry we missed you at Small Business Forum']);
    expect(await mailsTo(waitlisted.email)).toEqual([]);
  });

  it(`leaves events that ended more than ${FOLLOW_UP_DAYS} days ago alone`, async () => {
    const event = await eventIn(-3);
    const registration = await register(event.id, { checkedInAt: new Date() });
    await runAt(new Date(event.endsAt.getTime() + (FOLLOW_UP_DAYS * 24 + 1) * HOUR));
    expect(await mailsTo(registration.email)).toEqual([]);
  });

  it('leaves out the survey link when the event has no survey', async () => {
    const event = await eventIn(-3);
    const registration = await register(event.id, { checkedInAt: new Date() });
    await runAt(new Date());
    const [thanks] = await mailsTo(registration.email);
    expect(thanks?.subject).toBe('Thank you for attending Test Open House');
    expect(thanks?.text).not.toContain('/Survey/');
  });
});
