import { failure, messages, ok } from '@bridgehub/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRegistrations, surveyResponses } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertEvent, insertSurvey } from '../../test/events.ts';
import { solveCaptcha, uniqueEmail } from '../../test/factories.ts';
import { unchecked } from '../../test/inject.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface LoadedSurvey {
  Title: string;
  Questions: { Id: number; Text: string; QuestionType: string; PossibleAnswers: { Id: number }[] }[];
}

/** A registration for an event with the test survey; returns its survey link id and the loaded survey. */
const registered = async () => {
  const surveyId = await insertSurvey(t.db);
  const event = await insertEvent(t.db, { surveyId });
  const email = uniqueEmail('survey');
  const answer = await t.inject('registerForEvent', {
    body: { EventId: event.externalId, AttendeeEmail: email, Captcha: await solveCaptcha(t.app) },
  });
  const token = answer.body.UniqueSurveyId as string;
  const survey: LoadedSurvey = (await t.inject('getSurvey', { params: { id: token } })).body.Response;
  return { event, email, token, survey };
};

const responsesTo = async (token: string) => {
  const [row] = await t.db
    .select({ value: count() })
    .from(surveyResponses)
    .innerJoin(eventRegistrations, eq(eventRegistrations.id, surveyResponses.registrationId))
    .where(eq(eventRegistrations.surveyToken, token));
  return row?.value ?? 0;
};

const question = (survey: LoadedSurvey, type: string) => {
  const found = survey.Questions.find((q) => q.QuestionType === type);
  if (!found) throw new Error(`no ${type} question`);
  return found;
};

const fullResponses = (survey: LoadedSurvey) => [
  { QuestionId: survey.Questions[0]?.Id, TextResponse: 'Rae Kim' },
  { QuestionId: survey.Questions[1]?.Id, TextResponse: 'rae@example.com' },
  { QuestionId: question(survey, 'Select').Id, Answers: [question(survey, 'Select').PossibleAnswers[1]?.Id] },
  {
    QuestionId: question(survey, 'MultiChoice').Id,
    Answers: question(survey, 'MultiChoice').PossibleAnswers.map((a) => a.Id),
  },
  { QuestionId: question(survey, 'TextArea').Id, TextResponse: 'Great\nevent' },
];

/** Sends the responses as they are: tests leave answers out or take them from another survey on purpose. */
const submit = async (body: Record<string, unknown>, withCaptcha = true) =>
  t.inject('submitSurvey', {
    body: unchecked(withCaptcha ? { Captcha: await solveCaptcha(t.app), ...body } : body),
  });

describe('GET /api/Survey/submit/{id}', () => {
  it('answers the survey with numbered questions of the four types and their answers, in order', async () => {
    const { survey } = await registered();
    expect(survey.Title).toBe('Feedback');
    expect(survey.Questions.map((q) => q.QuestionType)).toEqual([
      'FreeText',
      'FreeText',
      'Select',
      'MultiChoice',
      'TextArea',
    ]);
    expect(question(survey, 'Select').PossibleAnswers).toHaveLength(2);
  });

  it.each(['unknown', '1', 'x'.repeat(100)])('answers 404 for the unknown id %j', async (id) => {
    const response = await t.inject('getSurvey', { params: { id } });
    expect(response.status).toBe(404);
    expect(response.body).toEqual(failure(messages.notFound));
  });
});

describe('POST /api/Survey/submit', () => {
  it('stores one response per registration', async () => {
    const { event, email, token, survey } = await registered();
    const first = await submit({ Id: token, Responses: fullResponses(survey) });
    expect(first.body).toEqual(ok(null));
    expect(await responsesTo(token)).toBe(1);
    const second = await submit({ Id: token, Responses: fullResponses(survey) });
    expect(second.body).toEqual(failure(messages.surveyAlreadySubmitted));
    const again = await t.inject('registerForEvent', {
      body: { EventId: event.externalId, AttendeeEmail: email, Captcha: await solveCaptcha(t.app) },
    });
    // A repeat may be anyone's: it does not say whether the survey was answered (events.test.ts).
    expect(again.body).toMatchObject({ Success: true, HasSurvey: true, HasCompletedSurvey: false });
  });

  it('keeps one response when the same survey is submitted 10 times at once', async () => {
    const { token, survey } = await registered();
    const captchas = await Promise.all(Array.from({ length: 10 }, () => solveCaptcha(t.app)));
    const answers = await Promise.all(
      captchas.map((Captcha) => submit({ Id: token, Responses: fullResponses(survey), Captcha }, false)),
    );
    expect(answers.filter((answer) => answer.body.Success === true)).toHaveLength(1);
    expect(await responsesTo(token)).toBe(1);
  });

  it('needs every required non-multichoice answer', async () => {
    const { token, survey } = await registered();
    for (const skipped of [0, 1, 2]) {
      const responses = fullResponses(survey).filter((_r, index) => index !== skipped);
      expect((await submit({ Id: token, Responses: responses })).body).toEqual(failure(messages.requiredFieldsMissing));
    }
    const blank = fullResponses(survey).map((r, index) => (index === 0 ? { ...r, TextResponse: '   ' } : r));
    expect((await submit({ Id: token, Responses: blank })).body).toEqual(failure(messages.requiredFieldsMissing));
    // MultiChoice and the optional TextArea may stay empty.
    const minimal = fullResponses(survey).slice(0, 3);
    expect((await submit({ Id: token, Responses: minimal })).body).toEqual(ok(null));
  });

  it('needs a captcha', async () => {
    const { token, survey } = await registered();
    expect((await submit({ Id: token, Responses: fullResponses(survey) }, false)).body).toEqual(
      failure(messages.completeCaptcha),
    );
    expect((await submit({ Id: token, Responses: fullResponses(survey), Captcha: 'bad' }, false)).body).toEqual(
      failure(messages.captchaInvalid),
    );
  });

  it('refuses question and answer ids of another survey with a 400', async () => {
    const { token, survey } = await registered();
    const other = await registered();
    const foreignQuestion = [
      ...fullResponses(survey),
      { QuestionId: other.survey.Questions[0]?.Id, TextResponse: 'x' },
    ];
    expect((await submit({ Id: token, Responses: foreignQuestion })).status).toBe(400);
    const foreignAnswer = fullResponses(survey).map((r, index) =>
      index === 2 ? { ...r, Answers: [question(other.survey, 'Select').PossibleAnswers[0]?.Id] } : r,
    );
    expect((await submit({ Id: token, Responses: foreignAnswer })).status).toBe(400);
    const twoSelected = fullResponses(survey).map((r, index) =>
      index === 2 ? { ...r, Answers: question(survey, 'Select').PossibleAnswers.map((a) => a.Id) } : r,
    );
    expect((await submit({ Id: token, Responses: twoSelected })).status).toBe(400);
  });

  it('answers 404 for an unknown survey link', async () => {
    const response = await submit({ Id: 'unknown', Responses: [] });
    expect(response.status).toBe(404);
  });

  it.each([
    ['malformed JSON', '{"Id":'],
    ['a wrong type', JSON.stringify({ Id: 1, Responses: [] })],
    ['a non-array', JSON.stringify({ Id: 'x', Responses: 'all' })],
    ['a huge answer', JSON.stringify({ Id: 'x', Responses: [{ QuestionId: 1, TextResponse: 'x'.repeat(50_000) }] })],
    ['a fractional id', JSON.stringify({ Id: 'x', Responses: [{ QuestionId: 1.5 }] })],
  ])('answers 400 for %s', async (_case, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Survey/submit',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Success).toBe(false);
  });
});
