import { z } from 'zod';
import { id, text } from './fields.ts';

/** §3 question types; DESIGN.md §8 fixes them as these strings. */
export const QUESTION_TYPES = ['FreeText', 'TextArea', 'Select', 'MultiChoice'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

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

export const surveyResponseSchema = z.object({
  QuestionId: id,
  TextResponse: text(5000).default(''),
  Answers: z.array(id).max(100).default([]),
});

export const surveySubmissionSchema = z.object({
  Id: text(100),
  Responses: z.array(surveyResponseSchema).max(200),
  Captcha: z.string().max(20_000).default(''),
});
export type SurveySubmission = z.infer<typeof surveySubmissionSchema>;
