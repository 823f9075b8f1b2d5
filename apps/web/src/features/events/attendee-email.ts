import { isValidEmail, messages } from '@bridgehub/contract';

/** §5 event e-mail, shared by Register and Check-In: required when sent, and of the standard pattern. */
export const attendeeEmailProblem = (email: string): string | null => {
  if (email.trim() === '') return messages.emailRequired;
  return isValidEmail(email) ? null : messages.emailInvalid;
};

/** On blur an empty field is not yet an error: the person may simply be moving on. */
export const attendeeEmailProblemOnBlur = (email: string): string | null =>
  email === '' ? null : attendeeEmailProblem(email);
