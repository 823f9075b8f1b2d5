import {
  CHECK_IN_SEARCH_LIMIT,
  CHECK_IN_SEARCH_MIN,
  type CheckInAttendee,
  normalizeCheckInCode,
} from '@bridgehub/contract';

/**
 * The station's search over the device's copy, as the server's: name or e-mail containing the text, or the code;
 * names starting with it first; never the whole list (at least 2 characters, a few results).
 */
export const searchRoster = (attendees: readonly CheckInAttendee[], typed: string): CheckInAttendee[] => {
  const text = typed.trim().toLowerCase();
  if (text.length < CHECK_IN_SEARCH_MIN) return [];
  const code = normalizeCheckInCode(text);
  const found = attendees.filter(
    (attendee) =>
      attendee.Name.toLowerCase().includes(text) ||
      attendee.Email.toLowerCase().includes(text) ||
      normalizeCheckInCode(attendee.Code) === code,
  );
  const startsWith = (attendee: CheckInAttendee) => (attendee.Name.toLowerCase().startsWith(text) ? 0 : 1);
  return found
    .sort((a, b) => startsWith(a) - startsWith(b) || a.Name.localeCompare(b.Name))
    .slice(0, CHECK_IN_SEARCH_LIMIT);
};

export const findByCode = (attendees: readonly CheckInAttendee[], typed: string) => {
  const code = normalizeCheckInCode(typed);
  return attendees.find((attendee) => normalizeCheckInCode(attendee.Code) === code);
};
