import type { QuestionResult, SurveyResults } from '@bridgehub/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  accommodationRequests,
  eventRegistrations,
  events,
  surveyQuestionOptions,
  surveyQuestions,
  surveyResponses,
  surveys,
} from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { Table } from '../../http/spreadsheet.ts';
import { ACCOMMODATION_EXPORT_HEADER, accommodationExportCells } from '../accommodations/accommodations.service.ts';

type StoredAnswer = { QuestionId: number; TextResponse: string; Answers: number[] };

/** Every question a survey ever asked: those still asked in order, then the removed ones (their answers stay readable). */
const loadAllQuestions = async (db: Database, surveyId: number) => {
  const questions = await db
    .select()
    .from(surveyQuestions)
    .where(eq(surveyQuestions.surveyId, surveyId))
    .orderBy(sql`${surveyQuestions.archivedAt} is not null`, asc(surveyQuestions.sortOrder), asc(surveyQuestions.id));
  const options = questions.length
    ? await db
        .select()
        .from(surveyQuestionOptions)
        .where(
          inArray(
            surveyQuestionOptions.questionId,
            questions.map((question) => question.id),
          ),
        )
        .orderBy(sql`${surveyQuestionOptions.archivedAt} is not null`, asc(surveyQuestionOptions.sortOrder))
    : [];
  return questions.map((question) => ({
    ...question,
    options: options.filter((option) => option.questionId === question.id),
  }));
};
type LoadedQuestion = Awaited<ReturnType<typeof loadAllQuestions>>[number];

const REMOVED = ' (removed)';

/** A question's column header in exports; a removed one says so. */
const questionHeader = (question: LoadedQuestion) => `${question.text}${question.archivedAt ? REMOVED : ''}`;

/** One answer as a person reads it: the text, or the chosen answers' texts joined by "; " (never ids). */
const answerText = (question: LoadedQuestion, answer: StoredAnswer | undefined) => {
  if (!answer) return '';
  if (question.questionType !== 'Select' && question.questionType !== 'MultiChoice') return answer.TextResponse;
  return question.options
    .filter((option) => answer.Answers.includes(option.id))
    .map((option) => option.text)
    .join('; ');
};

const isAnswered = (answer: StoredAnswer | undefined) =>
  answer !== undefined && (answer.TextResponse !== '' || answer.Answers.length > 0);

const answersOf = (row: { answers: StoredAnswer[] }) =>
  new Map(row.answers.map((answer) => [answer.QuestionId, answer]));

const loadResponses = (db: Database, surveyId: number) =>
  db
    .select({
      id: surveyResponses.id,
      answers: surveyResponses.answers,
      createdAt: surveyResponses.createdAt,
      name: eventRegistrations.name,
      email: eventRegistrations.email,
    })
    .from(surveyResponses)
    .innerJoin(eventRegistrations, eq(eventRegistrations.id, surveyResponses.registrationId))
    .where(eq(surveyResponses.surveyId, surveyId))
    .orderBy(desc(surveyResponses.createdAt), desc(surveyResponses.id));

const questionResult = (question: LoadedQuestion, answers: (StoredAnswer | undefined)[]): QuestionResult => {
  const given = answers.filter(isAnswered);
  const isChoice = question.questionType === 'Select' || question.questionType === 'MultiChoice';
  return {
    Id: question.id,
    Text: question.text,
    QuestionType: question.questionType,
    Archived: question.archivedAt !== null,
    AnsweredCount: given.length,
    Counts: isChoice
      ? question.options.map((option) => ({
          Id: option.id,
          Text: option.text,
          Archived: option.archivedAt !== null,
          Count: given.filter((answer) => answer?.Answers.includes(option.id)).length,
        }))
      : [],
    TextAnswers: isChoice ? [] : given.map((answer) => answer?.TextResponse ?? ''),
  };
};

/**
 * A survey's results: per question the counts of each answer or the text answers, and the response rate against the
 * registrations of the events it serves (cancelled ones left out) and anyone else who answered.
 */
export const getSurveyResults = async (db: Database, surveyId: number): Promise<SurveyResults> => {
  const [survey] = await db.select().from(surveys).where(eq(surveys.id, surveyId));
  if (!survey) throw notFound();
  const questions = await loadAllQuestions(db, surveyId);
  const responses = await loadResponses(db, surveyId);
  const [registrants] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(eventRegistrations)
    .where(
      sql`(${eventRegistrations.cancelledAt} is null and ${eventRegistrations.eventId} in (select ${events.id} from ${events} where ${events.surveyId} = ${surveyId}))
        or ${eventRegistrations.id} in (select ${surveyResponses.registrationId} from ${surveyResponses} where ${surveyResponses.surveyId} = ${surveyId})`,
    );
  const answerMaps = responses.map(answersOf);
  return {
    SurveyId: survey.id,
    Title: survey.title,
    ResponseCount: responses.length,
    RegistrantCount: registrants?.value ?? 0,
    Questions: questions.map((question) =>
      questionResult(
        question,
        answerMaps.map((answers) => answers.get(question.id)),
      ),
    ),
    Responses: responses.map((response, index) => ({
      Id: response.id,
      SubmittedAt: response.createdAt.toISOString(),
      Name: response.name,
      Email: response.email,
      Answers: questions.map((question) => answerText(question, answerMaps[index]?.get(question.id))),
    })),
  };
};

const fileDate = () => new Date().toISOString().slice(0, 10);

/** A name safe as a file name: letters, digits and dashes. */
const slug = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'export';

/** One row per response, one column per question (removed ones marked). */
export const surveyResponsesTable = async (db: Database, surveyId: number): Promise<Table> => {
  const [survey] = await db.select().from(surveys).where(eq(surveys.id, surveyId));
  if (!survey) throw notFound();
  const questions = await loadAllQuestions(db, surveyId);
  const responses = await loadResponses(db, surveyId);
  return {
    name: `survey-${slug(survey.title)}-${fileDate()}`,
    header: ['Submitted at', 'Name', 'E-mail', ...questions.map(questionHeader)],
    rows: responses.map((response) => {
      const answers = answersOf(response);
      return [
        response.createdAt,
        response.name,
        response.email,
        ...questions.map((question) => answerText(question, answers.get(question.id))),
      ];
    }),
  };
};

const attendeeStatus = (row: { cancelledAt: Date | null; waitlistedAt: Date | null }) =>
  row.cancelledAt ? 'cancelled' : row.waitlistedAt ? 'waitlisted' : 'registered';

/** Every registration of an event with its status, then one column per question of the event's survey. */
export const eventAttendeesTable = async (db: Database, eventId: number): Promise<Table> => {
  const [event] = await db
    .select({ name: events.name, surveyId: events.surveyId })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw notFound();
  const questions = event.surveyId ? await loadAllQuestions(db, event.surveyId) : [];
  const registrations = await db
    .select({
      name: eventRegistrations.name,
      email: eventRegistrations.email,
      createdAt: eventRegistrations.createdAt,
      cancelledAt: eventRegistrations.cancelledAt,
      waitlistedAt: eventRegistrations.waitlistedAt,
      isWalkIn: eventRegistrations.isWalkIn,
      checkedInAt: eventRegistrations.checkedInAt,
      answers: surveyResponses.answers,
      accommodation: accommodationRequests,
    })
    .from(eventRegistrations)
    .leftJoin(
      surveyResponses,
      and(eq(surveyResponses.registrationId, eventRegistrations.id), eq(surveyResponses.surveyId, event.surveyId ?? 0)),
    )
    .leftJoin(accommodationRequests, eq(accommodationRequests.registrationId, eventRegistrations.id))
    .where(eq(eventRegistrations.eventId, eventId))
    .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id));
  return {
    name: `attendees-${slug(event.name)}-${fileDate()}`,
    header: [
      'Name',
      'E-mail',
      'Registered at',
      'Status',
      'Walk-in',
      'Checked in at',
      ...ACCOMMODATION_EXPORT_HEADER,
      ...questions.map(questionHeader),
    ],
    rows: registrations.map((row) => {
      const answers = answersOf({ answers: row.answers ?? [] });
      return [
        row.name,
        row.email,
        row.createdAt,
        attendeeStatus(row),
        row.isWalkIn ? 'yes' : 'no',
        row.checkedInAt,
        ...accommodationExportCells(row.accommodation),
        ...questions.map((question) => answerText(question, answers.get(question.id))),
      ];
    }),
  };
};
