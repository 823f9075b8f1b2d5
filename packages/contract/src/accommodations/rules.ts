import { ACCOMMODATION_DETAIL_FIELDS, type AccommodationNeed, accommodationMessages } from './messages.ts';

/** What a registrant asks for: the needs ticked, and the texts that say which language, format or other need. */
export interface AccommodationChoice {
  Needs: readonly AccommodationNeed[];
  SpokenLanguage: string;
  Format: string;
  Other: string;
}

export const NO_ACCOMMODATION: AccommodationChoice = { Needs: [], SpokenLanguage: '', Format: '', Other: '' };

type DetailField = (typeof ACCOMMODATION_DETAIL_FIELDS)[keyof typeof ACCOMMODATION_DETAIL_FIELDS];

type ProblemMessages = typeof accommodationMessages.problems;
/** A message of the rules: one of the table's texts, which a screen shows translated. */
export type AccommodationProblemMessage = ProblemMessages[keyof ProblemMessages];

const detailRequired: Record<DetailField, AccommodationProblemMessage> = {
  SpokenLanguage: accommodationMessages.problems.languageRequired,
  Format: accommodationMessages.problems.formatRequired,
  Other: accommodationMessages.problems.otherRequired,
};

const hasDetail = (need: AccommodationNeed): need is keyof typeof ACCOMMODATION_DETAIL_FIELDS =>
  need in ACCOMMODATION_DETAIL_FIELDS;

/** The rules both sides check: each need once, and the text of a ticked need that asks for one. */
export const accommodationProblems = (
  choice: AccommodationChoice,
): { field: keyof AccommodationChoice; message: AccommodationProblemMessage }[] => {
  if (new Set(choice.Needs).size !== choice.Needs.length) {
    return [{ field: 'Needs', message: accommodationMessages.problems.needRepeated }];
  }
  return choice.Needs.filter(hasDetail)
    .map((need) => ACCOMMODATION_DETAIL_FIELDS[need])
    .filter((field) => choice[field].trim() === '')
    .map((field) => ({ field, message: detailRequired[field] }));
};

/** The needs in the form's order, each with its text where it has one: how mails, lists and exports name them. */
export const describeAccommodation = (choice: AccommodationChoice): string[] =>
  choice.Needs.map((need) => {
    if (!hasDetail(need)) return accommodationMessages.needs[need];
    const detail = choice[ACCOMMODATION_DETAIL_FIELDS[need]].trim();
    return detail === '' ? accommodationMessages.needs[need] : accommodationMessages.needWithDetail[need](detail);
  });
