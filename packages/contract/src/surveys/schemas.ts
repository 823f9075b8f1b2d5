import { z } from 'zod';
import { captchaAnswer, id, text } from '../fields.ts';

/** §3 question types; DESIGN.md §8 fixes them as these strings. */
export const QUESTION_TYPES = ['FreeText', 'TextArea', 'Select', 'MultiChoice'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const isKnownQuestionType = (value: string): value is QuestionType =>
  (QUESTION_TYPES as readonly string[]).includes(value);

export const surveyQuestionSchema = z.object({
  Id: id,
  Text: z.string(),
  QuestionType: z.string(),
  Required: z.boolean(),
  PossibleAnswers: z.array(z.object({ Id: id, Text: z.string() })),
});
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

export const surveySchema = z.object({
  Title: z.string(),
  Description: z.string(),
  Questions: z.array(surveyQuestionSchema),
});
export type Survey = z.infer<typeof surveySchema>;

/**
 * `/Survey/{SurveyId}` and `GET /api/Survey/submit/{id}` carry the registration's UniqueSurveyId (an opaque token),
 * so that each registration answers once (docs/decisions.md).
 */
export const surveyIdParamsSchema = z.object({ id: text(100) });

export const surveyResponseSchema = z.object({
  QuestionId: id,
  TextResponse: text(5000).default(''),
  Answers: z.array(id).max(100).default([]),
});
export type SurveyResponse = z.infer<typeof surveyResponseSchema>;

export const surveySubmissionSchema = z.object({
  Id: text(100),
  Responses: z.array(surveyResponseSchema).max(200),
  Captcha: captchaAnswer,
});
export type SurveySubmission = z.infer<typeof surveySubmissionSchema>;
export type SurveySubmissionInput = z.input<typeof surveySubmissionSchema>;

/** §5: every required question other than MultiChoice needs an answer. */
export const isSurveyResponseMissing = (question: SurveyQuestion, response: SurveyResponse | undefined): boolean => {
  if (!question.Required || question.QuestionType === 'MultiChoice') return false;
  if (question.QuestionType === 'Select') return (response?.Answers.length ?? 0) === 0;
  return (response?.TextResponse.trim() ?? '') === '';
};
