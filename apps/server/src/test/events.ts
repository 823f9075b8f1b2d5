import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { eventRegistrations } from '../db/schema.ts';
import { createEvent, type NewEvent } from '../modules/events/events.service.ts';
import { createSurvey } from '../modules/surveys/surveys.service.ts';
import { uniqueEmail } from './factories.ts';

const HOUR = 3_600_000;

/** An event that passes every rule; `days` from now (0: it is on right now, so today in any time zone). */
export const buildEvent = (override: Partial<NewEvent> & { days?: number } = {}): NewEvent => {
  const { days = 0, ...rest } = override;
  const startsAt = new Date(Date.now() + days * 24 * HOUR - HOUR);
  return {
    name: 'Test Open House',
    descriptionHtml: '<p>Meet the team &amp; <strong>ask</strong> questions.</p><p>Second paragraph.</p>',
    location: 'Vancouver Community Library, Vancouver, WA',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 2 * HOUR),
    isProgramHosted: true,
    isRegistrable: true,
    ...rest,
  };
};

export const insertEvent = (db: Database, override: Partial<NewEvent> & { days?: number } = {}) =>
  createEvent(db, buildEvent(override));

/** A survey with one question of each §2 type; Name and Email are required FreeText, as the demo's are. */
export const insertSurvey = (db: Database) =>
  createSurvey(db, {
    title: 'Feedback',
    description: 'Tell us how it went.',
    questions: [
      { text: 'Name', questionType: 'FreeText', isRequired: true },
      { text: 'Email', questionType: 'FreeText', isRequired: true },
      { text: 'How did you hear about it?', questionType: 'Select', isRequired: true, answers: ['Mail', 'Friend'] },
      { text: 'Topics', questionType: 'MultiChoice', isRequired: true, answers: ['Jobs', 'Traffic', 'Schedule'] },
      { text: 'Comments', questionType: 'TextArea', isRequired: false },
    ],
  });

/** A registration written directly (holding a place unless `override` says otherwise), for tests of what follows it. */
export const insertRegistration = async (
  db: Database,
  eventId: number,
  override: Partial<typeof eventRegistrations.$inferInsert> = {},
): Promise<typeof eventRegistrations.$inferSelect> => {
  const [row] = await db
    .insert(eventRegistrations)
    .values({
      eventId,
      email: uniqueEmail('attendee'),
      name: 'Ada Attendee',
      surveyToken: randomBytes(16).toString('base64url'),
      ...override,
    })
    .returning();
  if (!row) throw new Error('not registered');
  return row;
};
