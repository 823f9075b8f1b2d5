/**
 * Accommodations at events (issue 22), zod-free: the public event page and the registration form import these on a
 * first visit. Every text is a whole sentence, so that a translation can reorder it; a value inside one (a date, a
 * language) is the function's argument.
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

/** The registrant's side: the event page, the registration form and the mails they receive. */
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
  languageRequired: 'Please say which language you need an interpreter for',
  formatRequired: 'Please say which format you need',
  otherRequired: 'Please say what you need',
  needRepeated: 'Each accommodation can be chosen once',

  /** The event page, while there is time to ask. */
  pageOnTime: (lastDay: string) =>
    `You can ask for an accommodation, such as an interpreter, live captioning or wheelchair seating, when you register. Ask by ${lastDay} and we will arrange it.`,
  /** The event page, once the time to ask has passed. */
  pageLate: (lastDay: string) =>
    `You can still ask for an accommodation, such as an interpreter, live captioning or wheelchair seating, when you register. The time to ask ended on ${lastDay}, so we will try, but it may not be possible.`,
  /** The form, once the time to ask has passed. */
  formLate: (lastDay: string) =>
    `The time to ask for accommodations for this event ended on ${lastDay}. We will still record your request and try, but it may not be possible.`,
  recordedOnTime: 'We recorded your accommodation request and will arrange it.',
  recordedLate: 'We recorded your accommodation request. We will try to arrange it, but it may not be possible.',
  /** A repeat registration changes nothing (it may come from anyone who knows the e-mail). */
  notChangedWhenRegistered: (supportEmail: string) =>
    `You were already registered, so your accommodation request was not recorded. Please write to ${supportEmail} to ask for it.`,

  mailRequestedOnTime: 'You asked for these accommodations, and we will arrange them:',
  mailRequestedLate:
    'You asked for these accommodations. You asked after the time to ask had passed, so we will try, but it may not be possible:',
  mailSubject: (eventName: string) => `Your accommodation request: ${eventName}`,
  mailArranged: (eventName: string) => `Your accommodations for ${eventName} are arranged:`,
  mailNotPossible: (eventName: string) => `We are sorry: we could not arrange these accommodations for ${eventName}:`,
  mailReopened: (eventName: string) => `We are working on your accommodation request for ${eventName} again:`,
  mailNote: (note: string) => `A note from the event team: ${note}`,
  mailWhen: (time: string) => `When: ${time}`,
  mailSeeEvent: 'See the event',
  mailQuestions: (supportEmail: string) => `Questions, or something to change? Write to ${supportEmail}.`,
} as const;

/** The console's texts (English: the console is not translated). */
export const accommodationStaffMessages = {
  requestNotFound: 'That accommodation request does not exist for this event',
  registrationCancelled: 'This registration was cancelled, so its accommodation request can no longer change',
  eventCancelled: 'This event was cancelled, so its accommodation requests can no longer change',
  leadDaysInvalid: `The lead time is a number of business days from 0 to ${ACCOMMODATION_LEAD_DAYS_MAX}`,
} as const;
