import { failure, messages, type StaffSurvey, type Survey, surveyMessages } from '@bridgehub/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRegistrations, events, surveyQuestions } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertEvent } from '../../test/events.ts';
import { solveCaptcha, uniqueEmail } from '../../test/factories.ts';
import type { BodyOf } from '../../test/inject.ts';
import { newSignedInStaff, type SignedInStaff } from '../../test/staff-session.ts';

/** The survey builder, attaching surveys to events and the results, as staff use them through HTTP. */
let t: TestApp;
let coordinator: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  coordinator = await newSignedInStaff(t, 'Coordinator');
});
afterAll(() => t.close());

const draft = (title = 'Open house feedback') => ({
  Title: title,
  Description: 'Two minutes, please.',
  Questions: [
    { Id: null, Text: 'Name', QuestionType: 'FreeText', Required: true, PossibleAnswers: [] },
    {
      Id: null,
      Text: 'How did you hear about it?',
      QuestionType: 'Select',
      Required: true,
      PossibleAnswers: [
        { Id: null, Text: 'Mail' },
        { Id: null, Text: 'Friend' },
      ],
    },
    {
      Id: null,
      Text: 'Topics',
      QuestionType: 'MultiChoice',
      Required: false,
      PossibleAnswers: [
        { Id: null, Text: 'Jobs' },
        { Id: null, Text: 'Traffic' },
        { Id: null, Text: 'Schedule' },
      ],
    },
    { Id: null, Text: 'Comments', QuestionType: 'TextArea', Required: false, PossibleAnswers: [] },
  ],
});

const createSurvey = async (title?: string): Promise<StaffSurvey> => {
  const answer = (await t.inject('createStaffSurvey', { as: coordinator, body: draft(title) })).body;
  expect(answer.Success).toBe(true);
  if (!answer.Response) throw new Error('no survey created');
  return answer.Response;
};

const getSurvey = async (id: number): Promise<StaffSurvey> =>
  (await t.inject('getStaffSurvey', { as: coordinator, params: { surveyId: id } })).body.Response;

const listSurveys = async () => (await t.inject('listStaffSurveys', { as: coordinator })).body.Response;

const getResults = async (id: number) =>
  (await t.inject('getSurveyResults', { as: coordinator, params: { surveyId: id } })).body.Response;

/** The public survey page's survey, by the link's id. */
const publicSurvey = async (token: string) => (await t.inject('getSurvey', { params: { id: token } })).body.Response;

/** Registers for the event on its public page; answers the survey link's id. */
const register = async (EventId: string, AttendeeEmail: string, AttendeeName?: string) => {
  const registration = await t.inject('registerForEvent', {
    body: { EventId, AttendeeEmail, AttendeeName, Captcha: await solveCaptcha(t.app) },
  });
  return registration.body.UniqueSurveyId as string;
};

/** The survey as the builder sends it back: every question and answer with its id. */
const asEdited = (survey: StaffSurvey) => ({
  SurveyId: survey.Id,
  Title: survey.Title,
  Description: survey.Description,
  Questions: survey.Questions.map(({ Id, Text, QuestionType, Required, PossibleAnswers }) => ({
    Id: Id as number | null,
    Text,
    QuestionType,
    Required,
    PossibleAnswers: PossibleAnswers as { Id: number | null; Text: string }[],
  })),
});

/** Saves the survey as the builder does; `SurveyId` names which one (its path). */
const save = ({ SurveyId, ...edit }: BodyOf<'updateStaffSurvey'> & { SurveyId: number }) =>
  t.inject('updateStaffSurvey', { as: coordinator, params: { surveyId: SurveyId }, body: edit });

const byText = (survey: StaffSurvey, text: string) => {
  const found = survey.Questions.find((question) => question.Text === text);
  if (!found) throw new Error(`no question ${text}`);
  return found;
};

/** Registers an attendee for the event and answers its survey on the public page; returns the survey link id. */
const answer = async (
  eventExternalId: string,
  name: string,
  responses: (survey: Survey) => BodyOf<'submitSurvey'>['Responses'],
) => {
  const token = await register(eventExternalId, uniqueEmail('attendee'), name);
  const survey = await publicSurvey(token);
  const submitted = await t.inject('submitSurvey', {
    body: { Id: token, Responses: responses(survey), Captcha: await solveCaptcha(t.app) },
  });
  expect(submitted.body.Success).toBe(true);
  return token;
};

const questionOf = (survey: Survey, question: string) => {
  const found = survey.Questions.find((q) => q.Text === question);
  if (!found) throw new Error(`no question ${question}`);
  return found;
};
const questionId = (survey: Survey, question: string) => questionOf(survey, question).Id;
const optionId = (survey: Survey, question: string, option: string) => {
  const found = questionOf(survey, question).PossibleAnswers.find((a) => a.Text === option);
  if (!found) throw new Error(`no answer ${option} to ${question}`);
  return found.Id;
};

/** A survey attached to a new event with two responses. */
const answeredSurvey = async () => {
  const survey = await createSurvey();
  const event = await insertEvent(t.db, { days: 3, surveyId: survey.Id });
  await answer(event.externalId, 'Rae Kim', (s) => [
    { QuestionId: questionId(s, 'Name'), TextResponse: 'Rae Kim' },
    {
      QuestionId: questionId(s, 'How did you hear about it?'),
      Answers: [optionId(s, 'How did you hear about it?', 'Mail')],
    },
    {
      QuestionId: questionId(s, 'Topics'),
      Answers: [optionId(s, 'Topics', 'Jobs'), optionId(s, 'Topics', 'Schedule')],
    },
    { QuestionId: questionId(s, 'Comments'), TextResponse: '=HYPERLINK("http://evil.example","x")' },
  ]);
  await answer(event.externalId, 'Sam Lee', (s) => [
    { QuestionId: questionId(s, 'Name'), TextResponse: 'Sam Lee' },
    {
      QuestionId: questionId(s, 'How did you hear about it?'),
      Answers: [optionId(s, 'How did you hear about it?', 'Mail')],
    },
    { QuestionId: questionId(s, 'Topics'), Answers: [optionId(s, 'Topics', 'Jobs')] },
  ]);
  return { survey: await getSurvey(survey.Id), event };
};

describe('the survey builder', () => {
  it('creates a survey with questions of the four types, their answers and required flags, in order', async () => {
    const survey = await createSurvey('Builder order');
    expect(survey).toMatchObject({ Title: 'Builder order', Description: 'Two minutes, please.', ResponseCount: 0 });
    expect(survey.Questions.map((q) => [q.Text, q.QuestionType, q.Required, q.HasAnswers])).toEqual([
      ['Name', 'FreeText', true, false],
      ['How did you hear about it?', 'Select', true, false],
      ['Topics', 'MultiChoice', false, false],
      ['Comments', 'TextArea', false, false],
    ]);
    expect(byText(survey, 'Topics').PossibleAnswers.map((a) => a.Text)).toEqual(['Jobs', 'Traffic', 'Schedule']);
    const list = await listSurveys();
    expect(list).toContainEqual({
      Id: survey.Id,
      Title: 'Builder order',
      QuestionCount: 4,
      ResponseCount: 0,
      Events: [],
    });
  });

  it.each([
    [{ Title: '  ' }, surveyMessages.titleRequired],
    [
      { Questions: [{ Id: null, Text: ' ', QuestionType: 'FreeText', Required: false, PossibleAnswers: [] }] },
      surveyMessages.questionTextRequired,
    ],
    [
      { Questions: [{ Id: null, Text: 'Pick', QuestionType: 'Select', Required: false, PossibleAnswers: [] }] },
      surveyMessages.answersRequired,
    ],
    [
      {
        Questions: [
          {
            Id: null,
            Text: 'Pick',
            QuestionType: 'MultiChoice',
            Required: false,
            PossibleAnswers: [{ Id: null, Text: '' }],
          },
        ],
      },
      surveyMessages.answerTextRequired,
    ],
  ])('refuses an incomplete survey with a message and stores nothing (%#)', async (override, message) => {
    const before = (await listSurveys()).length;
    const answered = await t.inject('createStaffSurvey', { as: coordinator, body: { ...draft(), ...override } });
    expect(answered.status).toBe(200);
    expect(answered.body).toEqual(failure(message));
    expect(await listSurveys()).toHaveLength(before);
  });

  it('answers 400 for an unknown question type and 404 for an unknown survey', async () => {
    const bad = draft();
    const first = bad.Questions[0];
    if (first) first.QuestionType = 'Slider';
    expect((await t.inject('createStaffSurvey', { as: coordinator, body: bad })).status).toBe(400);
    expect((await t.inject('getStaffSurvey', { as: coordinator, params: { surveyId: 2_000_000_000 } })).status).toBe(
      404,
    );
    expect((await save({ ...draft(), SurveyId: 2_000_000_000 })).status).toBe(404);
  });

  it('reorders questions and answers, renames an answer keeping its id, and deletes unanswered questions', async () => {
    const survey = await createSurvey();
    const edit = asEdited(survey);
    const [name, select, topics, comments] = edit.Questions;
    if (!name || !select || !topics || !comments) throw new Error('four questions expected');
    const [jobs, traffic, schedule] = topics.PossibleAnswers;
    if (!jobs || !traffic || !schedule) throw new Error('three answers expected');
    edit.Questions = [
      select,
      name,
      {
        ...topics,
        Required: true,
        PossibleAnswers: [schedule, { ...jobs, Text: 'Jobs and careers' }, { Id: null, Text: 'Parking' }],
      },
    ];
    const saved = (await save(edit)).body.Response as StaffSurvey;
    expect(saved.Questions.map((q) => q.Text)).toEqual(['How did you hear about it?', 'Name', 'Topics']);
    expect(byText(saved, 'Topics').Required).toBe(true);
    expect(byText(saved, 'Topics').PossibleAnswers).toEqual([
      schedule,
      { Id: jobs.Id, Text: 'Jobs and careers' },
      { Id: expect.any(Number), Text: 'Parking' },
    ]);
    // Nobody answered: the removed question and answer are gone, not archived.
    const rows = await t.db.select().from(surveyQuestions).where(eq(surveyQuestions.surveyId, survey.Id));
    expect(rows.map((row) => row.text).sort()).toEqual(['How did you hear about it?', 'Name', 'Topics']);
    // Its type can change while unanswered; a text question keeps no answers.
    const retyped = asEdited(saved);
    const first = retyped.Questions[0];
    if (first) first.QuestionType = 'FreeText';
    const changed = (await save(retyped)).body.Response as StaffSurvey;
    expect(changed.Questions[0]).toMatchObject({ QuestionType: 'FreeText', PossibleAnswers: [] });
  });

  it('refuses question or answer ids of another survey with a 400 and changes nothing', async () => {
    const survey = await createSurvey('Mine');
    const other = await createSurvey('Theirs');
    const edit = asEdited(survey);
    const foreign = asEdited(other).Questions[0];
    if (!foreign) throw new Error('a question expected');
    expect((await save({ ...edit, Title: 'Changed', Questions: [...edit.Questions, foreign] })).status).toBe(400);
    const topics = edit.Questions[2];
    const foreignAnswer = asEdited(other).Questions[2]?.PossibleAnswers[0];
    if (!topics || !foreignAnswer) throw new Error('answers expected');
    topics.PossibleAnswers = [foreignAnswer];
    expect((await save({ ...edit, Title: 'Changed' })).status).toBe(400);
    expect((await getSurvey(survey.Id)).Title).toBe('Mine');
  });
});

describe('editing a survey that has answers', () => {
  it('archives removed questions and answers: no longer asked, still in the results, marked', async () => {
    const { survey, event } = await answeredSurvey();
    expect(survey.ResponseCount).toBe(2);
    expect(byText(survey, 'Comments').HasAnswers).toBe(true);
    const edit = asEdited(survey);
    const topics = edit.Questions.find((q) => q.Text === 'Topics');
    if (!topics) throw new Error('Topics expected');
    // 'Jobs' was chosen; 'Traffic' never was: both go, both are kept as removed since the question has answers.
    topics.PossibleAnswers = topics.PossibleAnswers.filter((a) => a.Text === 'Schedule');
    edit.Questions = edit.Questions.filter((q) => q.Text !== 'Comments');
    const saved = (await save(edit)).body.Response as StaffSurvey;
    expect(saved.Questions.map((q) => q.Text)).toEqual(['Name', 'How did you hear about it?', 'Topics']);
    expect(byText(saved, 'Topics').PossibleAnswers.map((a) => a.Text)).toEqual(['Schedule']);

    // The public page asks only what is left.
    const asked = await publicSurvey(await register(event.externalId, uniqueEmail('late')));
    expect(asked.Questions.map((q) => q.Text)).toEqual(['Name', 'How did you hear about it?', 'Topics']);
    expect(asked.Questions[2]?.PossibleAnswers.map((a) => a.Text)).toEqual(['Schedule']);

    const results = await getResults(survey.Id);
    const comments = results.Questions.find((q) => q.Text === 'Comments');
    expect(comments).toMatchObject({
      Archived: true,
      AnsweredCount: 1,
      TextAnswers: ['=HYPERLINK("http://evil.example","x")'],
    });
    const counts = results.Questions.find((q) => q.Text === 'Topics')?.Counts;
    expect(counts).toEqual([
      { Id: expect.any(Number), Text: 'Schedule', Archived: false, Count: 1 },
      { Id: expect.any(Number), Text: 'Jobs', Archived: true, Count: 2 },
      { Id: expect.any(Number), Text: 'Traffic', Archived: true, Count: 0 },
    ]);
  });

  it('takes a response from a page loaded before the change: answers to what was removed are left out', async () => {
    const { survey, event } = await answeredSurvey();
    const token = await register(event.externalId, uniqueEmail('open-page'));
    const shown = await publicSurvey(token);
    const edit = asEdited(survey);
    const topics = edit.Questions.find((q) => q.Text === 'Topics');
    if (!topics) throw new Error('Topics expected');
    topics.PossibleAnswers = topics.PossibleAnswers.filter((a) => a.Text !== 'Jobs');
    edit.Questions = edit.Questions.filter((q) => q.Text !== 'Comments');
    expect((await save(edit)).body.Success).toBe(true);

    const submitted = await t.inject('submitSurvey', {
      body: {
        Id: token,
        Captcha: await solveCaptcha(t.app),
        Responses: [
          { QuestionId: questionId(shown, 'Name'), TextResponse: 'Lee Park' },
          {
            QuestionId: questionId(shown, 'How did you hear about it?'),
            Answers: [optionId(shown, 'How did you hear about it?', 'Friend')],
          },
          {
            QuestionId: questionId(shown, 'Topics'),
            Answers: [optionId(shown, 'Topics', 'Jobs'), optionId(shown, 'Topics', 'Traffic')],
          },
          { QuestionId: questionId(shown, 'Comments'), TextResponse: 'Asked before it was removed' },
        ],
      },
    });
    expect(submitted.body.Success).toBe(true);
    const results = await getResults(survey.Id);
    expect(results.Responses[0]).toMatchObject({ Name: '', Answers: ['Lee Park', 'Friend', 'Traffic', ''] });
  });

  it('keeps an answered question’s type, with a message, and changes nothing', async () => {
    const { survey } = await answeredSurvey();
    const edit = asEdited(survey);
    const select = edit.Questions.find((q) => q.Text === 'How did you hear about it?');
    if (!select) throw new Error('Select expected');
    select.QuestionType = 'MultiChoice';
    edit.Title = 'Renamed';
    expect((await save(edit)).body).toEqual(failure(surveyMessages.typeLocked));
    expect((await getSurvey(survey.Id)).Title).toBe(survey.Title);
  });

  it('renames a chosen answer in place: the results count it under its new text', async () => {
    const { survey } = await answeredSurvey();
    const edit = asEdited(survey);
    const select = edit.Questions.find((q) => q.Text === 'How did you hear about it?');
    const mail = select?.PossibleAnswers.find((a) => a.Text === 'Mail');
    if (!mail) throw new Error('Mail expected');
    mail.Text = 'Letter or e-mail';
    expect((await save(edit)).body.Success).toBe(true);
    const results = await getResults(survey.Id);
    expect(results.Questions[1]?.Counts[0]).toMatchObject({ Id: mail.Id, Text: 'Letter or e-mail', Count: 2 });
  });
});

describe('survey results', () => {
  it('counts answers per question, lists text answers and the response rate against registrants', async () => {
    const { survey, event } = await answeredSurvey();
    // A third registrant who has not answered, and a cancelled one who does not count.
    const [quiet, gone] = [uniqueEmail('quiet'), uniqueEmail('gone')];
    for (const email of [quiet, gone]) await register(event.externalId, email);
    await t.db.update(eventRegistrations).set({ cancelledAt: new Date() }).where(eq(eventRegistrations.email, gone));
    const results = await getResults(survey.Id);
    expect(results).toMatchObject({ SurveyId: survey.Id, ResponseCount: 2, RegistrantCount: 3 });
    const [name, select, topics, comments] = results.Questions;
    expect(name).toMatchObject({ AnsweredCount: 2, Counts: [], TextAnswers: ['Sam Lee', 'Rae Kim'] });
    expect(select?.Counts.map((c) => [c.Text, c.Count])).toEqual([
      ['Mail', 2],
      ['Friend', 0],
    ]);
    expect(topics?.Counts.map((c) => [c.Text, c.Count])).toEqual([
      ['Jobs', 2],
      ['Traffic', 0],
      ['Schedule', 1],
    ]);
    expect(comments).toMatchObject({ AnsweredCount: 1 });
    expect(results.Responses[1]).toMatchObject({
      Name: 'Rae Kim',
      Answers: ['Rae Kim', 'Mail', 'Jobs; Schedule', '=HYPERLINK("http://evil.example","x")'],
    });
  });

  it('answers 404 for an unknown survey and 403 to a check-in volunteer', async () => {
    expect((await t.inject('getSurveyResults', { as: coordinator, params: { surveyId: 2_000_000_000 } })).status).toBe(
      404,
    );
    const volunteer = await newSignedInStaff(t, 'CheckInVolunteer');
    expect((await t.inject('listStaffSurveys', { as: volunteer })).status).toBe(403);
  });
});

describe('attaching a survey to events', () => {
  it('offers upcoming events without a survey, attaches and detaches', async () => {
    const survey = await createSurvey();
    const free = await insertEvent(t.db, { days: 5, name: 'Free upcoming' });
    const past = await insertEvent(t.db, { days: -5, name: 'Past event' });
    const other = await createSurvey('Other');
    const taken = await insertEvent(t.db, { days: 5, surveyId: other.Id, name: 'Taken event' });
    const offered = (await getSurvey(survey.Id)).AttachableEvents.map((e) => e.Id);
    expect(offered).toContain(free.id);
    expect(offered).not.toContain(past.id);
    expect(offered).not.toContain(taken.id);

    const attach = async (EventId: number) =>
      (
        await t.inject('attachStaffSurveyToEvent', {
          as: coordinator,
          params: { surveyId: survey.Id },
          body: { EventId },
        })
      ).body;
    const detach = async (EventId: number) =>
      (
        await t.inject('detachStaffSurveyFromEvent', {
          as: coordinator,
          params: { surveyId: survey.Id },
          body: { EventId },
        })
      ).body;
    const attached = await attach(free.id);
    expect(attached.Response?.Events).toEqual([
      { Id: free.id, Name: 'Free upcoming', StartsAt: free.startsAt.toISOString() },
    ]);
    expect(attached.Response?.AttachableEvents.map((e) => e.Id)).not.toContain(free.id);

    // Another survey's event is not taken silently.
    expect(await attach(taken.id)).toEqual(failure(surveyMessages.eventHasSurvey));
    const [still] = await t.db.select({ surveyId: events.surveyId }).from(events).where(eq(events.id, taken.id));
    expect(still?.surveyId).toBe(other.Id);

    const detached = await detach(free.id);
    expect(detached.Response?.Events).toEqual([]);
    expect(await detach(free.id)).toEqual(failure(surveyMessages.notAttached));
    expect(await attach(2_000_000_000)).toEqual(failure(messages.notFound));
  });
});
