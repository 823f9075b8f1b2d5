import { z } from 'zod';
import { captchaAnswer, optionalText, text } from '../fields.ts';
import { LANGUAGE_CODES } from '../languages.ts';
import {
  ACCESS_DETAILS_MAX,
  ACCESS_EMAIL_MAX,
  ACCESS_NAME_MAX,
  ACCESS_OTHER_LANGUAGE_MAX,
  ACCESS_PAGE_MAX,
  ACCESS_PHONE_MAX,
} from './messages.ts';

/** The page's language when it was sent: the acknowledgement's language once mails are translated. */
const pageLanguage = text(20)
  .pipe(z.enum(LANGUAGE_CODES as [string, ...string[]]))
  .optional()
  .default('en');

/**
 * POST /api/LanguageAssistance/Request. Bounds and characters are the schema's (400 naming the field); the rules of
 * rules.ts (a way to reach the person, the language) refuse with a 400 in people's words.
 */
export const languageAssistanceRequestSchema = z.object({
  Name: optionalText(ACCESS_NAME_MAX),
  Email: optionalText(ACCESS_EMAIL_MAX),
  Phone: optionalText(ACCESS_PHONE_MAX),
  Language: optionalText(20),
  OtherLanguage: optionalText(ACCESS_OTHER_LANGUAGE_MAX),
  Purpose: optionalText(ACCESS_DETAILS_MAX),
  PageLanguage: pageLanguage,
  Captcha: captchaAnswer,
});
export type LanguageAssistanceRequest = z.input<typeof languageAssistanceRequestSchema>;

/** POST /api/Accessibility/Report. */
export const barrierReportSchema = z.object({
  Details: optionalText(ACCESS_DETAILS_MAX),
  Page: optionalText(ACCESS_PAGE_MAX),
  Name: optionalText(ACCESS_NAME_MAX),
  Email: optionalText(ACCESS_EMAIL_MAX),
  PageLanguage: pageLanguage,
  Captcha: captchaAnswer,
});
export type BarrierReport = z.input<typeof barrierReportSchema>;
