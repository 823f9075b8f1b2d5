import { isValidEmail } from '../rules.ts';
import {
  ACCESS_PHONE_MIN_DIGITS,
  ASSISTANCE_LANGUAGES,
  type AssistanceLanguage,
  accessRequestMessages,
} from './messages.ts';

type ProblemMessages = typeof accessRequestMessages.problems;
/** A message of the rules: one of the table's texts, which a screen shows translated. */
export type AccessProblemMessage = ProblemMessages[keyof ProblemMessages];

export interface AccessProblem<Field extends string> {
  field: Field;
  message: AccessProblemMessage;
}

/** What a language-assistance request holds, as the form and the server read it. */
export interface LanguageAssistanceChoice {
  Name: string;
  Email: string;
  Phone: string;
  Language: string;
  OtherLanguage: string;
  Purpose: string;
}

/** What a barrier report holds. */
export interface BarrierReportChoice {
  Name: string;
  Email: string;
  Details: string;
  Page: string;
}

const digits = (phone: string) => phone.replace(/\D/g, '').length;

const isAssistanceLanguage = (value: string): value is AssistanceLanguage =>
  (ASSISTANCE_LANGUAGES as readonly string[]).includes(value);

/** An e-mail address is optional but must be one when given. */
const emailProblems = (email: string): AccessProblem<'Email'>[] =>
  isValidEmail(email.trim()) ? [] : [{ field: 'Email', message: accessRequestMessages.problems.emailInvalid }];

/** The rules both sides check, in the form's order: a way to reach the person, and the language needed. */
export const languageAssistanceProblems = (
  choice: LanguageAssistanceChoice,
): AccessProblem<keyof LanguageAssistanceChoice>[] => {
  const problems: AccessProblem<keyof LanguageAssistanceChoice>[] = [];
  const email = choice.Email.trim();
  const phone = choice.Phone.trim();
  if (email === '' && phone === '') {
    problems.push({ field: 'Email', message: accessRequestMessages.problems.contactRequired });
  } else {
    problems.push(...emailProblems(email));
    if (phone !== '' && digits(phone) < ACCESS_PHONE_MIN_DIGITS) {
      problems.push({ field: 'Phone', message: accessRequestMessages.problems.phoneInvalid });
    }
  }
  if (!isAssistanceLanguage(choice.Language)) {
    problems.push({ field: 'Language', message: accessRequestMessages.problems.languageRequired });
  } else if (choice.Language === 'other' && choice.OtherLanguage.trim() === '') {
    problems.push({ field: 'OtherLanguage', message: accessRequestMessages.problems.otherLanguageRequired });
  }
  return problems;
};

/** A barrier report: what happened, and an e-mail address only if one is given. */
export const barrierReportProblems = (choice: BarrierReportChoice): AccessProblem<keyof BarrierReportChoice>[] => [
  ...(choice.Details.trim() === ''
    ? [{ field: 'Details' as const, message: accessRequestMessages.problems.detailsRequired }]
    : []),
  ...emailProblems(choice.Email),
];
