import {
  isSurveyResponseMissing,
  messages,
  type Survey,
  type SurveyResponse,
  type SurveySubmission,
} from '@bridgehub/contract';
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { type Database, isUniqueViolation } from '../../db/client.ts';
import {
  eventRegistrations,
  events,
  surveyQuestionOptions,
  surveyQuestions,
  surveyResponses,
  surveys,
} from '../../db/schema.ts';
import { AppError, invalidField, notFound } from '../../errors.ts';
import type { ModuleDeps } from '../../module-deps.ts';

export interface NewSurvey {
  title: string;
  description: string;
  questions: { text: string; questionType: string; isRequired: boolean; answers?: string[] }[];
}

/** Stores a survey with its questions and possible answers (seed and tests; the staff console later). */
export const createSurvey = (db: Database, survey: NewSurvey): Promise<number> =>
  db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(surveys)
      .values({ title: survey.title, description: survey.description })
      .returning({ id: surveys.id });
    if (!stored) throw new Error('survey insert returned no row');
    for (const [index, question] of survey.questions.entries()) {
      const [storedQuestion] = await tx
        .insert(surveyQuestions)
        .values({
          surveyId: stored.id,
          text: question.text,
          questionType: question.questionType,
          isRequired: question.isRequired,
          sortOrder: index,
        })
        .returning({ id: surveyQuestions.id });
      if (!storedQuestion || !question.answers?.length) continue;
      await tx
        .insert(surveyQuestionOptions)
        .values(question.answers.map((text, order) => ({ questionId: storedQuestion.id, text, sortOrder: order })));
    }
    return stored.id;
  });

/** The registration a survey link (UniqueSurveyId) belongs to, with its event's survey. */
const findSurveyRegistration = async (db: Database, token: string) => {
  const [row] = await db
    .select({ registrationId: eventRegistrations.id, surveyId: events.surveyId })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(eq(eventRegistrations.surveyToken, token))
    .limit(1);
  return row?.surveyId ? { registrationId: row.registrationId, surveyId: row.surveyId } : undefined;
};

const loadSurvey = async (db: Database, surveyId: number): Promise<Survey> => {
  const [survey] = await db.select().from(surveys).where(eq(surveys.id, surveyId)).limit(1);
  if (!survey) throw notFound();
  const questions = await db
    .select()
    .from(surveyQuestions)
    // Removed questions and answers are no longer asked; their earlier answers stay for the results.
    .where(and(eq(surveyQuestions.surveyId, surveyId), isNull(surveyQuestions.archivedAt)))
    .orderBy(asc(surveyQuestions.sortOrder), asc(surveyQuestions.id));
  const options =
    questions.length === 0
      ? []
      : await db
          .select()
          .from(surveyQuestionOptions)
          .where(
            and(
              inArray(
                surveyQuestionOptions.questionId,
                questions.map((question) => question.id),
              ),
              isNull(surveyQuestionOptions.archivedAt),
            ),
          )
          .orderBy(asc(surveyQuestionOptions.sortOrder), asc(surveyQuestionOptions.id));
  return {
    Title: survey.title,
    Description: survey.description,
    Questions: questions.map((question) => ({
      Id: question.id,
      Text: question.text,
      QuestionType: question.questionType,
      Required: question.isRequired,
      PossibleAnswers: options
        .filter((option) => option.questionId === question.id)
        .map((option) => ({ Id: option.id, Text: option.text })),
    })),
  };
};

/** §7 GET /api/Survey/submit/{id}: the survey of the registration whose link this is. */
export const getSurvey = async (db: Database, token: string): Promise<Survey> => {
  const found = await findSurveyRegistration(db, token);
  if (!found) throw notFound();
  return loadSurvey(db, found.surveyId);
};

const badResponse = (problem: string) => invalidField('Responses', problem);

/**
 * Keeps one answer per question of this survey. An id that is not the survey's own can only come from a tampered
 * request (400); a missing required answer is the person's to fix (§5 message).
 */
const checkResponses = (survey: Survey, responses: SurveyResponse[]): SurveyResponse[] => {
  const byQuestion = new Map<number, SurveyResponse>();
  for (const response of responses) {
    const question = survey.Questions.find((candidate) => candidate.Id === response.QuestionId);
    if (!question) throw badResponse('unknown QuestionId');
    const answerIds = [...new Set(response.Answers)];
    if (answerIds.some((answerId) => !question.PossibleAnswers.some((answer) => answer.Id === answerId))) {
      throw badResponse('unknown answer id');
    }
    if (question.QuestionType === 'Select' && answerIds.length > 1) throw badResponse('one answer expected');
    byQuestion.set(question.Id, {
      QuestionId: question.Id,
      TextResponse: response.TextResponse.trim(),
      Answers: answerIds,
    });
  }
  if (survey.Questions.some((question) => isSurveyResponseMissing(question, byQuestion.get(question.Id)))) {
    throw new AppError('refused', messages.requiredFieldsMissing);
  }
  return [...byQuestion.values()];
};

/**
 * Leaves out answers to questions and possible answers staff removed after the page was loaded: the person answered
 * what they were shown, and the rest of the response still counts.
 */
const withoutRemoved = async (db: Database, surveyId: number, responses: SurveyResponse[]) => {
  const removedQuestions = await db
    .select({ id: surveyQuestions.id })
    .from(surveyQuestions)
    .where(and(eq(surveyQuestions.surveyId, surveyId), isNotNull(surveyQuestions.archivedAt)));
  const removedAnswers = await db
    .select({ id: surveyQuestionOptions.id })
    .from(surveyQuestionOptions)
    .innerJoin(surveyQuestions, eq(surveyQuestions.id, surveyQuestionOptions.questionId))
    .where(and(eq(surveyQuestions.surveyId, surveyId), isNotNull(surveyQuestionOptions.archivedAt)));
  if (removedQuestions.length === 0 && removedAnswers.length === 0) return responses;
  const questionIds = new Set(removedQuestions.map((row) => row.id));
  const answerIds = new Set(removedAnswers.map((row) => row.id));
  return responses
    .filter((response) => !questionIds.has(response.QuestionId))
    .map((response) => ({ ...response, Answers: response.Answers.filter((answerId) => !answerIds.has(answerId)) }));
};

/** §7 POST /api/Survey/submit: one response per registration, decided by a unique index under concurrency. */
export const submitSurvey = async (db: Database, deps: ModuleDeps, submission: SurveySubmission, remoteIp?: string) => {
  if (submission.Captcha === '') throw new AppError('refused', messages.completeCaptcha, 'captcha_missing');
  const found = await findSurveyRegistration(db, submission.Id);
  if (!found) throw notFound();
  const answers = checkResponses(
    await loadSurvey(db, found.surveyId),
    await withoutRemoved(db, found.surveyId, submission.Responses),
  );
  const [existing] = await db
    .select({ id: surveyResponses.id })
    .from(surveyResponses)
    .where(eq(surveyResponses.registrationId, found.registrationId))
    .limit(1);
  if (existing) throw new AppError('refused', messages.surveyAlreadySubmitted, 'already_submitted');
  const receipt = await deps.captcha.check(db, submission.Captcha, remoteIp);
  if (!receipt) throw new AppError('refused', messages.captchaInvalid, 'captcha_invalid');
  try {
    await db.transaction(async (tx) => {
      if (!(await deps.captcha.spend(tx, receipt)))
        throw new AppError('refused', messages.captchaInvalid, 'captcha_invalid');
      await tx
        .insert(surveyResponses)
        .values({ registrationId: found.registrationId, surveyId: found.surveyId, answers });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('refused', messages.surveyAlreadySubmitted, 'already_submitted');
    throw error;
  }
};
