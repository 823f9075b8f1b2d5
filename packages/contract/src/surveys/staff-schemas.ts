import { z } from 'zod';
import { id, idParam, text } from '../fields.ts';
import { QUESTION_TYPES } from './schemas.ts';

export const SURVEY_TITLE_MAX = 200;
export const SURVEY_DESCRIPTION_MAX = 2000;
export const QUESTION_TEXT_MAX = 500;
export const ANSWER_TEXT_MAX = 200;
export const QUESTIONS_MAX = 100;
export const ANSWERS_MAX = 50;

export const staffSurveyParamsSchema = z.object({ surveyId: idParam });

/** A possible answer as the builder sends it: Id null for a new one; an existing one keeps its id when its text changes. */
const answerDraftSchema = z.object({ Id: id.nullable(), Text: text(ANSWER_TEXT_MAX) });

/** A question as the builder sends it, in the survey's order. */
export const questionDraftSchema = z.object({
  Id: id.nullable(),
  Text: text(QUESTION_TEXT_MAX),
  QuestionType: text(20).pipe(z.enum(QUESTION_TYPES)),
  Required: z.boolean(),
  PossibleAnswers: z.array(answerDraftSchema).max(ANSWERS_MAX),
});
export type QuestionDraft = z.infer<typeof questionDraftSchema>;

export const surveyDraftSchema = z.object({
  Title: text(SURVEY_TITLE_MAX),
  Description: text(SURVEY_DESCRIPTION_MAX),
  Questions: z.array(questionDraftSchema).max(QUESTIONS_MAX),
});
export type SurveyDraft = z.infer<typeof surveyDraftSchema>;

export const surveyEventSchema = z.object({ EventId: id });

/** An event a survey is attached to, or could be. */
export const surveyEventRowSchema = z.object({ Id: id, Name: z.string(), StartsAt: z.string() });
export type SurveyEventRow = z.infer<typeof surveyEventRowSchema>;

export const staffSurveyQuestionSchema = z.object({
  Id: id,
  Text: z.string(),
  QuestionType: z.string(),
  Required: z.boolean(),
  /** Someone answered it: its type can no longer change. */
  HasAnswers: z.boolean(),
  PossibleAnswers: z.array(z.object({ Id: id, Text: z.string() })),
});
export type StaffSurveyQuestion = z.infer<typeof staffSurveyQuestionSchema>;

/** A survey in the builder: the questions still asked, in order, and where it is used. */
export const staffSurveySchema = z.object({
  Id: id,
  Title: z.string(),
  Description: z.string(),
  Questions: z.array(staffSurveyQuestionSchema),
  ResponseCount: z.number().int(),
  Events: z.array(surveyEventRowSchema),
  /** Upcoming events without a survey, which this one can be attached to. */
  AttachableEvents: z.array(surveyEventRowSchema),
});
export type StaffSurvey = z.infer<typeof staffSurveySchema>;

export const surveySummarySchema = z.object({
  Id: id,
  Title: z.string(),
  QuestionCount: z.number().int(),
  ResponseCount: z.number().int(),
  Events: z.array(z.string()),
});
export type SurveySummary = z.infer<typeof surveySummarySchema>;

export const questionResultSchema = z.object({
  Id: id,
  Text: z.string(),
  QuestionType: z.string(),
  /** Removed from the survey after answers came in. */
  Archived: z.boolean(),
  /** Responses that answered this question. */
  AnsweredCount: z.number().int(),
  /** Select and MultiChoice: how many chose each answer, removed answers included and marked. */
  Counts: z.array(z.object({ Id: id, Text: z.string(), Archived: z.boolean(), Count: z.number().int() })),
  /** FreeText and TextArea: the non-empty answers, newest first. */
  TextAnswers: z.array(z.string()),
});
export type QuestionResult = z.infer<typeof questionResultSchema>;

export const surveyResultsSchema = z.object({
  SurveyId: id,
  Title: z.string(),
  ResponseCount: z.number().int(),
  /** Registrations of the events it is attached to (cancelled ones left out), and anyone else who answered. */
  RegistrantCount: z.number().int(),
  Questions: z.array(questionResultSchema),
  /** One row per response, newest first; Answers follow Questions. */
  Responses: z.array(
    z.object({
      Id: id,
      SubmittedAt: z.string(),
      Name: z.string(),
      Email: z.string(),
      Answers: z.array(z.string()),
    }),
  ),
});
export type SurveyResults = z.infer<typeof surveyResultsSchema>;

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const exportQuerySchema = z.object({ format: text(4).pipe(z.enum(EXPORT_FORMATS)).default('csv') });

/** Staff console texts for surveys (ours: the specification has no staff side; docs/decisions.md). */
export const surveyMessages = {
  titleRequired: 'Please enter a title for the survey',
  questionTextRequired: 'Please enter the text of every question',
  answersRequired: 'Select and MultiChoice questions need at least one possible answer',
  answerTextRequired: 'Please enter the text of every possible answer',
  typeLocked: 'This question already has answers, so its type cannot change. Add a new question instead.',
  eventHasSurvey: 'That event already has a survey. Detach it from the event first.',
  notAttached: 'This survey is not attached to that event.',
} as const;
