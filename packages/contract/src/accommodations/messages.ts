/**
 * Accommodations at events (issue 22), zod-free: the registration form imports these. Every text is a whole sentence,
 * so that a translation can reorder it; a value inside one (a date, a language) is the function's argument. The
 * registrant's mails' texts are in mail-messages.ts, the console's in staff-messages.ts; the event page's notice is the
 * web's own (it is translated there).
 */

/** What a registrant may ask for, as the wire names it. */
export const ACCOMMODATION_NEEDS = [
  'SignLanguage',
  'Captioning',
  'SpokenLanguage',
  'Format',
  'AssistiveListening',
  'Wheelchair',
  'Other',
] as const;
export type AccommodationNeed = (typeof ACCOMMODATION_NEEDS)[number];

/** The needs that name what exactly in a text of their own, and that text's field. */
export const ACCOMMODATION_DETAIL_FIELDS = {
  SpokenLanguage: 'SpokenLanguage',
  Format: 'Format',
  Other: 'Other',
} as const satisfies Partial<Record<AccommodationNeed, string>>;

export const ACCOMMODATION_STATES = ['New', 'Arranged', 'NotPossible'] as const;
export type AccommodationState = (typeof ACCOMMODATION_STATES)[number];

/** Business days between the end of the time to ask and the day of the event, unless staff set another. */
export const ACCOMMODATION_LEAD_DAYS_DEFAULT = 5;
export const ACCOMMODATION_LEAD_DAYS_MAX = 30;
/** A request still new this many business days before the event reminds the coordinators. */
export const ACCOMMODATION_REMINDER_DAYS = 3;

export const ACCOMMODATION_LANGUAGE_MAX = 100;
export const ACCOMMODATION_FORMAT_MAX = 200;
export const ACCOMMODATION_OTHER_MAX = 1000;
export const ACCOMMODATION_NOTE_MAX = 1000;

/** The registrant's side: the registration form, and the names of needs and states that mails and the console share. */
export const accommodationMessages = {
  needs: {
    SignLanguage: 'Sign language interpreter (ASL)',
    Captioning: 'Live captioning (CART)',
    SpokenLanguage: 'Interpreter for another spoken language',
    Format: 'Large print or another format',
    AssistiveListening: 'Assistive listening device',
    Wheelchair: 'Wheelchair access or seating',
    Other: 'Something else',
  } satisfies Record<AccommodationNeed, string>,
  /** A need with its detail, as a mail or a list names it. */
  needWithDetail: {
    SpokenLanguage: (language: string) => `Interpreter for another spoken language: ${language}`,
    Format: (format: string) => `Large print or another format: ${format}`,
    Other: (other: string) => `Something else: ${other}`,
  } satisfies Record<keyof typeof ACCOMMODATION_DETAIL_FIELDS, (detail: string) => string>,
  states: {
    New: 'New',
    Arranged: 'Arranged',
    NotPossible: 'Not possible',
  } satisfies Record<AccommodationState, string>,

  legend: 'Accommodations (optional)',
  intro: 'Tell us what would help you take part. Accommodations are free.',
  spokenLanguageLabel: 'Which language?',
  spokenLanguageHint: 'For example Spanish, Vietnamese or Somali.',
  formatLabel: 'Which format?',
  formatHint: 'For example large print, braille or an electronic copy.',
  otherLabel: 'What do you need?',
  /** Said by a screen reader as the field appears below its ticked checkbox. */
  spokenLanguageShown: 'A field below this choice asks which language.',
  formatShown: 'A field below this choice asks which format.',
  otherShown: 'A field below this choice asks what you need.',
  /** The rules' messages (rules.ts), shown under their fields. */
  problems: {
    languageRequired: 'Please say which language you need interpreted',
    formatRequired: 'Please say which format you need',
    otherRequired: 'Please say what you need',
    needRepeated: 'Each accommodation can be chosen once',
  },

  recordedOnTime: 'We recorded your accommodation request and will arrange it.',
  recordedLate: 'We recorded your accommodation request. We will try to arrange it, but it may not be possible.',
  /** A repeat registration changes nothing (it may come from anyone who knows the e-mail). */
  notChangedWhenRegistered:
    'You were already registered, so your accommodation request was not recorded. Please write to the support address at the foot of this page to ask for it.',
} as const;
