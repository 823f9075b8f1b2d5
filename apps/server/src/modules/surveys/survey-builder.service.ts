import {
  type QuestionDraft,
  type StaffSurvey,
  type SurveyDraft,
  type SurveySummary,
  surveyMessages,
} from '@bridgehub/contract';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { events, surveyQuestionOptions, surveyQuestions, surveyResponses, surveys } from '../../db/schema.ts';
import { AppError, invalidField, notFound } from '../../errors.ts';

const hasChoices = (questionType: string) => questionType === 'Select' || questionType === 'MultiChoice';

/** The ids of the questions someone answered: their type is fixed and removing them archives them. */
export const answeredQuestionIds = async (db: Database | Transaction, surveyId: number) => {
  const rows = await db
    .select({ answers: surveyResponses.answers })
    .from(surveyResponses)
    .where(eq(surveyResponses.surveyId, surveyId));
  return new Set(
    rows.flatMap((row) =>
      row.answers
        .filter((answer) => answer.TextResponse !== '' || answer.Answers.length > 0)
        .map((answer) => answer.QuestionId),
    ),
  );
};

const eventRow = (row: { id: number; name: string; startsAt: Date }) => ({
  Id: row.id,
  Name: row.name,
  StartsAt: row.startsAt.toISOString(),
});

/** The survey as the builder shows it: the questions still asked, in order, and the events it serves. */
export const getStaffSurvey = async (db: Database, surveyId: number): Promise<StaffSurvey> => {
  const [survey] = await db.select().from(surveys).where(eq(surveys.id, surveyId));
  if (!survey) throw notFound();
  const questions = await db
    .select()
    .from(surveyQuestions)
    .where(and(eq(surveyQuestions.surveyId, surveyId), isNull(surveyQuestions.archivedAt)))
    .orderBy(asc(surveyQuestions.sortOrder), asc(surveyQuestions.id));
  const options = questions.length
    ? await db
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
        .orderBy(asc(surveyQuestionOptions.sortOrder), asc(surveyQuestionOptions.id))
    : [];
  const answered = await answeredQuestionIds(db, surveyId);
  const [responses] = await db
    .select({ value: count() })
    .from(surveyResponses)
    .where(eq(surveyResponses.surveyId, surveyId));
  const eventColumns = { id: events.id, name: events.name, startsAt: events.startsAt };
  const attached = await db
    .select(eventColumns)
    .from(events)
    .where(eq(events.surveyId, surveyId))
    .orderBy(desc(events.startsAt));
  // Upcoming events without a survey: attaching never silently takes an event from another survey.
  const attachable = await db
    .select(eventColumns)
    .from(events)
    .where(and(isNull(events.surveyId), isNull(events.cancelledAt), gt(events.endsAt, sql`now()`)))
    .orderBy(asc(events.startsAt));
  return {
    Id: survey.id,
    Title: survey.title,
    Description: survey.description,
    Questions: questions.map((question) => ({
      Id: question.id,
      Text: question.text,
      QuestionType: question.questionType,
      Required: question.isRequired,
      HasAnswers: answered.has(question.id),
      PossibleAnswers: options
        .filter((option) => option.questionId === question.id)
        .map((option) => ({ Id: option.id, Text: option.text })),
    })),
    ResponseCount: responses?.value ?? 0,
    Events: attached.map(eventRow),
    AttachableEvents: attachable.map(eventRow),
  };
};

/** Every survey, newest first, with how much it is used. */
export const listStaffSurveys = async (db: Database): Promise<SurveySummary[]> => {
  const rows = await db.select({ id: surveys.id, title: surveys.title }).from(surveys).orderBy(desc(surveys.id));
  const questionCounts = await db
    .select({ surveyId: surveyQuestions.surveyId, value: count() })
    .from(surveyQuestions)
    .where(isNull(surveyQuestions.archivedAt))
    .groupBy(surveyQuestions.surveyId);
  const responseCounts = await db
    .select({ surveyId: surveyResponses.surveyId, value: count() })
    .from(surveyResponses)
    .groupBy(surveyResponses.surveyId);
  const attached = await db
    .select({ surveyId: events.surveyId, name: events.name })
    .from(events)
    .where(isNotNull(events.surveyId))
    .orderBy(desc(events.startsAt));
  const countOf = (counts: { surveyId: number; value: number }[], surveyId: number) =>
    counts.find((row) => row.surveyId === surveyId)?.value ?? 0;
  return rows.map((row) => ({
    Id: row.id,
    Title: row.title,
    QuestionCount: countOf(questionCounts, row.id),
    ResponseCount: countOf(responseCounts, row.id),
    Events: attached.filter((event) => event.surveyId === row.id).map((event) => event.name),
  }));
};

/** The builder's rules, in people's words (a 200 failure the screen shows). */
const checkDraft = (draft: SurveyDraft) => {
  if (draft.Title.trim() === '') throw new AppError('refused', surveyMessages.titleRequired);
  for (const question of draft.Questions) {
    if (question.Text.trim() === '') throw new AppError('refused', surveyMessages.questionTextRequired);
    if (!hasChoices(question.QuestionType)) continue;
    if (question.PossibleAnswers.length === 0) throw new AppError('refused', surveyMessages.answersRequired);
    if (question.PossibleAnswers.some((answer) => answer.Text.trim() === '')) {
      throw new AppError('refused', surveyMessages.answerTextRequired);
    }
  }
};

const insertOptions = async (
  tx: Transaction,
  questionId: number,
  answers: QuestionDraft['PossibleAnswers'],
  from = 0,
) => {
  if (answers.length === 0) return;
  await tx
    .insert(surveyQuestionOptions)
    .values(answers.map((answer, index) => ({ questionId, text: answer.Text.trim(), sortOrder: from + index })));
};

const insertQuestion = async (tx: Transaction, surveyId: number, question: QuestionDraft, sortOrder: number) => {
  const [stored] = await tx
    .insert(surveyQuestions)
    .values({
      surveyId,
      text: question.Text.trim(),
      questionType: question.QuestionType,
      isRequired: question.Required,
      sortOrder,
    })
    .returning({ id: surveyQuestions.id });
  if (!stored) throw new Error('question insert returned no row');
  if (hasChoices(question.QuestionType)) await insertOptions(tx, stored.id, question.PossibleAnswers);
};

/**
 * A question's possible answers as edited. One kept keeps its id (answers refer to ids) whatever its new text; one
 * left out is archived when the question has answers, so results still name it, and deleted otherwise.
 */
const saveOptions = async (tx: Transaction, question: QuestionDraft & { Id: number }, isAnswered: boolean) => {
  const current = await tx
    .select({ id: surveyQuestionOptions.id })
    .from(surveyQuestionOptions)
    .where(and(eq(surveyQuestionOptions.questionId, question.Id), isNull(surveyQuestionOptions.archivedAt)));
  const currentIds = new Set(current.map((option) => option.id));
  const wanted = hasChoices(question.QuestionType) ? question.PossibleAnswers : [];
  if (wanted.some((answer) => answer.Id !== null && !currentIds.has(answer.Id))) {
    throw invalidField('Questions.PossibleAnswers', 'unknown answer id');
  }
  const keptIds = new Set(wanted.flatMap((answer) => (answer.Id === null ? [] : [answer.Id])));
  const removed = [...currentIds].filter((optionId) => !keptIds.has(optionId));
  if (removed.length) {
    const inRemoved = inArray(surveyQuestionOptions.id, removed);
    if (isAnswered) await tx.update(surveyQuestionOptions).set({ archivedAt: new Date() }).where(inRemoved);
    else await tx.delete(surveyQuestionOptions).where(inRemoved);
  }
  for (const [index, answer] of wanted.entries()) {
    if (answer.Id === null) await insertOptions(tx, question.Id, [answer], index);
    else {
      await tx
        .update(surveyQuestionOptions)
        .set({ text: answer.Text.trim(), sortOrder: index })
        .where(eq(surveyQuestionOptions.id, answer.Id));
    }
  }
};

/** A new survey, with its questions in the order given. */
export const createStaffSurvey = async (db: Database, draft: SurveyDraft): Promise<StaffSurvey> => {
  checkDraft(draft);
  const surveyId = await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(surveys)
      .values({ title: draft.Title.trim(), description: draft.Description.trim() })
      .returning({ id: surveys.id });
    if (!stored) throw new Error('survey insert returned no row');
    for (const [index, question] of draft.Questions.entries()) await insertQuestion(tx, stored.id, question, index);
    return stored.id;
  });
  return getStaffSurvey(db, surveyId);
};

/**
 * Saves the survey as edited in the builder: the questions given, in that order. A question left out is archived
 * when it has answers (no longer asked, its answers still in the results and exports) and deleted otherwise; an
 * answered question keeps its type, as its answers were given to that type.
 */
export const updateStaffSurvey = async (db: Database, surveyId: number, edit: SurveyDraft): Promise<StaffSurvey> => {
  checkDraft(edit);
  await db.transaction(async (tx) => {
    const [survey] = await tx.select({ id: surveys.id }).from(surveys).where(eq(surveys.id, surveyId)).for('update');
    if (!survey) throw notFound();
    const current = await tx
      .select({ id: surveyQuestions.id, questionType: surveyQuestions.questionType })
      .from(surveyQuestions)
      .where(and(eq(surveyQuestions.surveyId, survey.id), isNull(surveyQuestions.archivedAt)));
    const currentTypes = new Map(current.map((question) => [question.id, question.questionType]));
    const answered = await answeredQuestionIds(tx, survey.id);
    const keptIds = new Set(edit.Questions.flatMap((question) => (question.Id === null ? [] : [question.Id])));
    if (
      [...keptIds].some((questionId) => !currentTypes.has(questionId)) ||
      keptIds.size !== edit.Questions.filter((q) => q.Id !== null).length
    ) {
      throw invalidField('Questions', 'unknown or repeated question id');
    }
    for (const question of edit.Questions) {
      if (
        question.Id !== null &&
        answered.has(question.Id) &&
        currentTypes.get(question.Id) !== question.QuestionType
      ) {
        throw new AppError('refused', surveyMessages.typeLocked);
      }
    }
    await tx
      .update(surveys)
      .set({ title: edit.Title.trim(), description: edit.Description.trim() })
      .where(eq(surveys.id, survey.id));
    const removed = [...currentTypes.keys()].filter((questionId) => !keptIds.has(questionId));
    const archived = removed.filter((questionId) => answered.has(questionId));
    const deleted = removed.filter((questionId) => !answered.has(questionId));
    if (archived.length) {
      await tx.update(surveyQuestions).set({ archivedAt: new Date() }).where(inArray(surveyQuestions.id, archived));
    }
    if (deleted.length) await tx.delete(surveyQuestions).where(inArray(surveyQuestions.id, deleted));
    for (const [index, question] of edit.Questions.entries()) {
      if (question.Id === null) {
        await insertQuestion(tx, survey.id, question, index);
        continue;
      }
      await tx
        .update(surveyQuestions)
        .set({
          text: question.Text.trim(),
          questionType: question.QuestionType,
          isRequired: question.Required,
          sortOrder: index,
        })
        .where(eq(surveyQuestions.id, question.Id));
      await saveOptions(tx, { ...question, Id: question.Id }, answered.has(question.Id));
    }
  });
  return getStaffSurvey(db, surveyId);
};

const findEvent = async (db: Database, eventId: number) => {
  const [event] = await db
    .select({ id: events.id, surveyId: events.surveyId })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw notFound();
  return event;
};

/** Attaches a survey to an event that has none; taking an event from another survey is refused, not done silently. */
export const attachStaffSurveyToEvent = async (db: Database, surveyId: number, eventId: number) => {
  await getStaffSurvey(db, surveyId);
  const event = await findEvent(db, eventId);
  if (event.surveyId === surveyId) return getStaffSurvey(db, surveyId);
  const [attached] = await db
    .update(events)
    .set({ surveyId, updatedAt: new Date() })
    .where(and(eq(events.id, event.id), isNull(events.surveyId)))
    .returning({ id: events.id });
  if (!attached) throw new AppError('refused', surveyMessages.eventHasSurvey);
  return getStaffSurvey(db, surveyId);
};

/** Detaches a survey from an event: registrants are no longer sent to it; answers given stay with the survey. */
export const detachStaffSurveyFromEvent = async (db: Database, surveyId: number, eventId: number) => {
  await getStaffSurvey(db, surveyId);
  await findEvent(db, eventId);
  const [detached] = await db
    .update(events)
    .set({ surveyId: null, updatedAt: new Date() })
    .where(and(eq(events.id, eventId), eq(events.surveyId, surveyId)))
    .returning({ id: events.id });
  if (!detached) throw new AppError('refused', surveyMessages.notAttached);
  return getStaffSurvey(db, surveyId);
};
