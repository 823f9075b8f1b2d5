import { LANGUAGES, type LanguageCode } from '../languages.ts';

/** The languages a resident may ask help in: the program's, English aside, and any other one (free text). */
export const ASSISTANCE_LANGUAGES = [
  ...LANGUAGES.filter((language) => language.code !== 'en').map((language) => language.code),
  'other',
] as const satisfies readonly (LanguageCode | 'other')[];
export type AssistanceLanguage = (typeof ASSISTANCE_LANGUAGES)[number];

export const ACCESS_REQUEST_KINDS = ['LanguageAssistance', 'Barrier'] as const;
export type AccessRequestKind = (typeof ACCESS_REQUEST_KINDS)[number];

export const ACCESS_REQUEST_STATES = ['New', 'Handled'] as const;
export type AccessRequestState = (typeof ACCESS_REQUEST_STATES)[number];

export const ACCESS_NAME_MAX = 200;
export const ACCESS_EMAIL_MAX = 254;
export const ACCESS_PHONE_MAX = 40;
/** Enough digits for any telephone number, national or international (ITU E.164 allows 15). */
export const ACCESS_PHONE_MIN_DIGITS = 7;
export const ACCESS_OTHER_LANGUAGE_MAX = 100;
export const ACCESS_DETAILS_MAX = 4000;
export const ACCESS_PAGE_MAX = 500;
export const ACCESS_NOTE_MAX = 2000;

/**
 * The texts both sides say about a language-assistance request or a barrier report (issue 22): whole sentences, which
 * the web shows through the catalogs and the server answers in English.
 */
export const accessRequestMessages = {
  problems: {
    contactRequired: 'Please give an e-mail address or a phone number, so that we can reach you.',
    emailInvalid: 'Please enter a valid e-mail address.',
    phoneInvalid: 'Please enter a phone number with at least 7 digits.',
    languageRequired: 'Please choose the language you need.',
    otherLanguageRequired: 'Please write which language you need.',
    detailsRequired: 'Please describe what happened.',
  },
  couldNotSend: 'Your request could not be sent. Please try again.',
} as const;
