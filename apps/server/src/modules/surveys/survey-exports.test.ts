import { eq } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRegistrations } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertEvent } from '../../test/events.ts';
import { solveCaptcha, uniqueEmail } from '../../test/factories.ts';
import { newSignedInStaff, type SignedInStaff } from '../../test/staff-session.ts';

/** The CSV and XLSX exports of survey responses and of an event's attendees, read back as a spreadsheet reads them. */
let t: TestApp;
let coordinator: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  coordinator = await newSignedInStaff(t, 'Coordinator');
});
afterAll(() => t.close());

const exportResponses = (surveyId: number, format?: string) =>
  t.inject('exportSurveyResponses', { as: coordinator, params: { surveyId }, query: { format } });
const exportAttendees = (eventId: number, format?: string) =>
  t.inject('exportEventAttendees', { as: coordinator, params: { eventId }, query: { format } });
const text = (answer: { rawPayload: Buffer }) => answer.rawPayload.toString('utf8');

const FORMULA = '=HYPERLINK("http://evil.example","x")';

/** An event whose survey (a text question and a MultiChoice) was answered by Rae; Sam registered and did not answer. */
const eventWithAnswers = async () => {
  const created = await t.inject('createStaffSurvey', {
    as: coordinator,
    body: {
      Title: 'Export feedback',
      Description: '',
      Questions: [
        { Id: null, Text: 'Comments', QuestionType: 'FreeText', Required: false, PossibleAnswers: [] },
        {
          Id: null,
          Text: 'Topics',
          QuestionType: 'MultiChoice',
          Required: false,
          PossibleAnswers: [
            { Id: null, Text: 'Jobs' },
            { Id: null, Text: 'Traffic' },
          ],
        },
        { Id: null, Text: 'Lunch', QuestionType: 'FreeText', Required: false, PossibleAnswers: [] },
      ],
    },
  });
  const survey = created.body.Response;
  if (!survey) throw new Error('survey not created');
  const event = await insertEvent(t.db, { days: 2, surveyId: survey.Id, name: 'Export Day' });
  const register = async (AttendeeName: string) => {
    const email = uniqueEmail('export');
    const answer = await t.inject('registerForEvent', {
      body: { EventId: event.externalId, AttendeeEmail: email, AttendeeName, Captcha: await solveCaptcha(t.app) },
    });
    return { email, token: answer.body.UniqueSurveyId ?? '' };
  };
  const rae = await register('Rae Kim');
  const sam = await register('Sam Lee');
  const asked = (await t.inject('getSurvey', { params: { id: rae.token } })).body.Response;
  const [comments, topics, lunch] = asked.Questions;
  if (!comments || !topics || !lunch) throw new Error('three questions expected');
  const submitted = await t.inject('submitSurvey', {
    body: {
      Id: rae.token,
      Captcha: await solveCaptcha(t.app),
      Responses: [
        { QuestionId: comments.Id, TextResponse: FORMULA },
        { QuestionId: topics.Id, Answers: topics.PossibleAnswers.map((answer) => answer.Id) },
        { QuestionId: lunch.Id, TextResponse: 'Soup, please' },
      ],
    },
  });
  expect(submitted.body.Success).toBe(true);
  // 'Lunch' is removed after the answer came in: archived, and marked in the exports.
  const edited = survey.Questions.filter((question) => question.Text !== 'Lunch');
  const saved = await t.inject('updateStaffSurvey', {
    as: coordinator,
    params: { surveyId: survey.Id },
    body: { Title: survey.Title, Description: '', Questions: edited },
  });
  expect(saved.body.Success).toBe(true);
  return { survey, event, rae, sam };
};

describe('survey response export', () => {
  it('writes one row per response, one column per question, removed ones marked, formulas neutralized (CSV)', async () => {
    const { survey, rae } = await eventWithAnswers();
    const answer = await exportResponses(survey.Id, 'csv');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="survey-export-feedback-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = text(answer).split('\r\n');
    expect(lines[0]).toBe('Submitted at,Name,E-mail,Comments,Topics,Lunch (removed)');
    expect(lines[1]).toMatch(
      new RegExp(
        `^\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z,Rae Kim,${rae.email.replace('.', '\\.')},"'=HYPERLINK\\(""http://evil\\.example"",""x""\\)",Jobs; Traffic,"Soup, please"$`,
      ),
    );
    expect(lines).toHaveLength(3);
  });

  it('writes the same table as a spreadsheet, formulas kept as text', async () => {
    const { survey, rae } = await eventWithAnswers();
    const answer = await exportResponses(survey.Id, 'xlsx');
    expect(answer.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(answer.headers['content-disposition']).toMatch(/\.xlsx"/);
    const rows = await readSheet(answer.rawPayload);
    expect(rows[0]).toEqual(['Submitted at', 'Name', 'E-mail', 'Comments', 'Topics', 'Lunch (removed)']);
    expect(rows[1]?.[0]).toBeInstanceOf(Date);
    expect(rows[1]?.slice(1)).toEqual(['Rae Kim', rae.email, FORMULA, 'Jobs; Traffic', 'Soup, please']);
  });

  it('answers 400 for an unknown format and 404 for an unknown survey', async () => {
    expect((await exportResponses(1, 'pdf')).status).toBe(400);
    expect((await exportResponses(2_000_000_000)).status).toBe(404);
  });
});

describe('attendee export', () => {
  it('lists every registration with its status and the survey answers as columns', async () => {
    const { event, rae, sam } = await eventWithAnswers();
    const checkedInAt = new Date('2026-06-01T17:05:00Z');
    await t.db
      .update(eventRegistrations)
      .set({ checkedInAt, isWalkIn: true })
      .where(eq(eventRegistrations.email, rae.email));
    await t.db
      .update(eventRegistrations)
      .set({ cancelledAt: new Date() })
      .where(eq(eventRegistrations.email, sam.email));
    const csv = await exportAttendees(event.id, 'csv');
    expect(csv.headers['content-disposition']).toMatch(/filename="attendees-export-day-/);
    const lines = text(csv).split('\r\n');
    expect(lines[0]).toBe(
      'Name,E-mail,Registered at,Status,Walk-in,Checked in at,Accommodations,Asked in time,Accommodation state,Accommodation note,Comments,Topics,Lunch (removed)',
    );
    expect(lines[1]).toMatch(/^Rae Kim,[^,]+,[^,]+Z,registered,yes,2026-06-01T17:05:00\.000Z,,,,,"'=HYPERLINK/);
    expect(lines[1]).toMatch(/,Jobs; Traffic,"Soup, please"$/);
    expect(lines[2]).toMatch(/^Sam Lee,[^,]+,[^,]+Z,cancelled,no,,,,,,,,$/);

    const rows = await readSheet((await exportAttendees(event.id, 'xlsx')).rawPayload);
    expect(rows).toHaveLength(3);
    expect(rows[1]?.slice(3)).toEqual([
      'registered',
      'yes',
      checkedInAt,
      null,
      null,
      null,
      null,
      FORMULA,
      'Jobs; Traffic',
      'Soup, please',
    ]);
    expect(rows[2]?.slice(0, 5)).toEqual(['Sam Lee', sam.email, expect.any(Date), 'cancelled', 'no']);
  });

  it('says waitlisted, and has no answer columns for an event without a survey', async () => {
    const event = await insertEvent(t.db, { days: 4, name: 'No survey' });
    const email = uniqueEmail('waiting');
    await t.inject('registerForEvent', {
      body: {
        EventId: event.externalId,
        AttendeeEmail: email,
        AttendeeName: 'Wai Ting',
        Captcha: await solveCaptcha(t.app),
      },
    });
    await t.db.update(eventRegistrations).set({ waitlistedAt: new Date() }).where(eq(eventRegistrations.email, email));
    const lines = text(await exportAttendees(event.id)).split('\r\n');
    expect(lines[0]).toBe(
      'Name,E-mail,Registered at,Status,Walk-in,Checked in at,Accommodations,Asked in time,Accommodation state,Accommodation note',
    );
    expect(lines[1]).toMatch(/^Wai Ting,[^,]+,[^,]+,waitlisted,no,,,,,$/);
  });

  it('answers 404 for an unknown event', async () => {
    expect((await exportAttendees(2_000_000_000)).status).toBe(404);
  });
});
