import { and, asc, eq, exists, gt, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { eventRegistrations, events, surveyResponses } from '../../db/schema.ts';
import type { PeriodicJob } from '../../infra/jobs/periodic-jobs.ts';
import { enqueueMail } from '../../infra/mail/outbox.ts';
import { renderMail } from '../../infra/mail/template.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { describeEventTime } from './event-day.ts';
import { checkInLink, GREETING } from './event-mail.ts';

/** How often a process looks for reminders and follow-ups that are due; the claim makes one process send each. */
export const EVENT_MAIL_CHECK_MS = 60_000;
/** Mails of one kind claimed per pass; a larger event finishes on the next passes, a minute apart. */
export const EVENT_MAIL_BATCH = 500;
/** Follow-ups go for events that ended within this many days, so upgrading an old database mails nobody. */
export const FOLLOW_UP_DAYS = 7;

type SentAtKey = 'reminderDaySentAt' | 'reminderHoursSentAt' | 'followUpSentAt';
type EventRow = typeof events.$inferSelect;
type RegistrationRow = typeof eventRegistrations.$inferSelect;
interface Claimed {
  registration: RegistrationRow;
  event: EventRow;
  hasAnsweredSurvey: boolean;
}

const HOUR_MS = 3_600_000;
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
const hoursBefore = (instant: SQL, hours: number) => sql`${instant} - make_interval(hours => ${hours})`;

/** A place held at an event that takes place as published: not waitlisted, nothing cancelled. */
const isHeldPlace = and(
  eq(events.isPublished, true),
  isNull(events.cancelledAt),
  eq(events.isRegistrable, true),
  isNull(eventRegistrations.waitlistedAt),
  isNull(eventRegistrations.cancelledAt),
);

/**
 * Claims up to EVENT_MAIL_BATCH held places matching `due` by setting `key` where it is still null, and answers
 * them with their events. The conditional UPDATE is what makes each mail go once, whichever runner gets there.
 */
const claim = async (tx: Database, key: SentAtKey, now: Date, due: SQL | undefined): Promise<Claimed[]> => {
  const sentAt = eventRegistrations[key];
  const candidates = tx
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(and(isNull(sentAt), isHeldPlace, due))
    .orderBy(asc(eventRegistrations.id))
    .limit(EVENT_MAIL_BATCH);
  const claimed = await tx
    .update(eventRegistrations)
    .set({ [key]: now })
    .where(and(inArray(eventRegistrations.id, candidates), isNull(sentAt)))
    .returning({ id: eventRegistrations.id });
  if (claimed.length === 0) return [];
  return tx
    .select({
      registration: eventRegistrations,
      event: events,
      hasAnsweredSurvey: exists(
        tx.select().from(surveyResponses).where(eq(surveyResponses.registrationId, eventRegistrations.id)),
      ).mapWith(Boolean),
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(
      inArray(
        eventRegistrations.id,
        claimed.map((row) => row.id),
      ),
    )
    .orderBy(asc(eventRegistrations.id));
};

const reminderMail = (deps: ModuleDeps, { registration, event }: Claimed, when: string) =>
  renderMail({
    subject: `Reminder: ${event.name} ${when}`,
    paragraphs: [
      GREETING,
      `${event.name} ${when}. We look forward to seeing you.`,
      `When: ${describeEventTime(event, deps.programTimezone)}`,
      ...(event.location ? [`Where: ${event.location}`] : []),
      `Your check-in code: ${registration.checkInCode}`,
      'On the day, check in with the link below or show the code at the door.',
    ],
    action: { label: 'Check in on the day', url: checkInLink(deps, event, registration.email) },
    footer: `You get this because you registered for ${event.name}. Questions? Write to ${deps.supportEmail}.`,
  });

const followUpMail = (deps: ModuleDeps, { registration, event, hasAnsweredSurvey }: Claimed) => {
  const footer = `Questions? Write to ${deps.supportEmail}.`;
  if (registration.checkedInAt === null) {
    return renderMail({
      subject: `Sorry we missed you at ${event.name}`,
      paragraphs: [
        GREETING,
        `We are sorry we missed you at ${event.name}. We hope to see you at one of our next events.`,
      ],
      action: { label: 'See upcoming events', url: `${deps.publicUrl}/` },
      footer,
    });
  }
  const surveyUrl =
    event.surveyId !== null && !hasAnsweredSurvey ? `${deps.publicUrl}/Survey/${registration.surveyToken}` : null;
  return renderMail({
    subject: `Thank you for attending ${event.name}`,
    paragraphs: [
      GREETING,
      `Thank you for coming to ${event.name}.`,
      ...(surveyUrl ? ['Would you tell us how it went? The survey takes a few minutes.'] : []),
    ],
    ...(surveyUrl ? { action: { label: 'Answer the survey', url: surveyUrl } } : {}),
    footer,
  });
};

/**
 * Reminders 24 h and 2 h before the start, each once, to those who held a place before that moment: whoever
 * registers later has just had the confirmation with the same details. The day reminder is no longer due once
 * the 2-hour one is. The follow-up goes once the event has ended: a thank-you (with the survey link while it is
 * unanswered) to those who checked in, "sorry we missed you" to the others.
 */
export const sendDueEventMails = async (tx: Database, deps: ModuleDeps) => {
  const now = deps.clock();
  const dayReminderDue = and(
    lte(hoursBefore(sql`${events.startsAt}`, 24), at(now)),
    gt(hoursBefore(sql`${events.startsAt}`, 2), at(now)),
    lte(eventRegistrations.createdAt, hoursBefore(sql`${events.startsAt}`, 24)),
  );
  const hoursReminderDue = and(
    lte(hoursBefore(sql`${events.startsAt}`, 2), at(now)),
    gt(events.startsAt, at(now)),
    lte(eventRegistrations.createdAt, hoursBefore(sql`${events.startsAt}`, 2)),
  );
  const followUpDue = and(
    lte(events.endsAt, at(now)),
    gt(events.endsAt, at(new Date(now.getTime() - FOLLOW_UP_DAYS * 24 * HOUR_MS))),
  );
  let sent = 0;
  for (const claimed of await claim(tx, 'reminderDaySentAt', now, dayReminderDue)) {
    await enqueueMail(tx, { to: claimed.registration.email, ...reminderMail(deps, claimed, 'is coming up') });
    sent += 1;
  }
  for (const claimed of await claim(tx, 'reminderHoursSentAt', now, hoursReminderDue)) {
    await enqueueMail(tx, { to: claimed.registration.email, ...reminderMail(deps, claimed, 'starts soon') });
    sent += 1;
  }
  for (const claimed of await claim(tx, 'followUpSentAt', now, followUpDue)) {
    await enqueueMail(tx, { to: claimed.registration.email, ...followUpMail(deps, claimed) });
    sent += 1;
  }
  return sent;
};

export const eventMailsJob = (deps: ModuleDeps): PeriodicJob => ({
  name: 'event reminders and follow-ups',
  run: async (tx) => ({ count: await sendDueEventMails(tx, deps) }),
});
