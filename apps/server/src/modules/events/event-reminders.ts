import { and, asc, eq, exists, gt, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { eventRegistrations, events, surveyResponses } from '../../db/schema.ts';
import type { PeriodicJob } from '../../infra/jobs/periodic-jobs.ts';
import { enqueueMail } from '../../infra/mail/outbox.ts';
import { renderMail } from '../../infra/mail/template.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { checkInLink, greeting, questionsFooter, registrationI18n, whenAndWhere } from './event-mail.ts';

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

/** A reminder, in the registration's own language: each recipient of a batch in theirs. */
const reminderMail = (deps: ModuleDeps, { registration, event }: Claimed, isSoon: boolean) => {
  const i18n = registrationI18n(deps, registration);
  const values = { event: event.name };
  return renderMail(
    {
      subject: isSoon
        ? i18n._({ id: 'Reminder: {event} starts soon', values })
        : i18n._({ id: 'Reminder: {event} is coming up', values }),
      paragraphs: [
        greeting(i18n),
        isSoon
          ? i18n._({ id: '{event} starts soon. We look forward to seeing you.', values })
          : i18n._({ id: '{event} is coming up. We look forward to seeing you.', values }),
        ...whenAndWhere(deps, i18n, event),
        i18n._({ id: 'Your check-in code: {code}', values: { code: registration.checkInCode } }),
        i18n._({ id: 'On the day, check in with the link below or show the code at the door.' }),
      ],
      action: { label: i18n._({ id: 'Check in on the day' }), url: checkInLink(deps, event, registration.email) },
      footer: i18n._({
        id: 'You get this because you registered for {event}. Questions? Write to {supportEmail}.',
        values: { event: event.name, supportEmail: deps.supportEmail },
      }),
    },
    i18n,
  );
};

const followUpMail = (deps: ModuleDeps, { registration, event, hasAnsweredSurvey }: Claimed) => {
  const i18n = registrationI18n(deps, registration);
  const values = { event: event.name };
  const footer = questionsFooter(deps, i18n);
  if (registration.checkedInAt === null) {
    return renderMail(
      {
        subject: i18n._({ id: 'Sorry we missed you at {event}', values }),
        paragraphs: [
          greeting(i18n),
          i18n._({
            id: 'We are sorry we missed you at {event}. We hope to see you at one of our next events.',
            values,
          }),
        ],
        action: { label: i18n._({ id: 'See upcoming events' }), url: `${deps.publicUrl}/` },
        footer,
      },
      i18n,
    );
  }
  const surveyUrl =
    event.surveyId !== null && !hasAnsweredSurvey ? `${deps.publicUrl}/Survey/${registration.surveyToken}` : null;
  return renderMail(
    {
      subject: i18n._({ id: 'Thank you for attending {event}', values }),
      paragraphs: [
        greeting(i18n),
        i18n._({ id: 'Thank you for coming to {event}.', values }),
        ...(surveyUrl ? [i18n._({ id: 'Would you tell us how it went? The survey takes a few minutes.' })] : []),
      ],
      ...(surveyUrl ? { action: { label: i18n._({ id: 'Answer the survey' }), url: surveyUrl } } : {}),
      footer,
    },
    i18n,
  );
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
    await enqueueMail(tx, { to: claimed.registration.email, ...reminderMail(deps, claimed, false) });
    sent += 1;
  }
  for (const claimed of await claim(tx, 'reminderHoursSentAt', now, hoursReminderDue)) {
    await enqueueMail(tx, { to: claimed.registration.email, ...reminderMail(deps, claimed, true) });
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
