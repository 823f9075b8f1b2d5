/** The staff console's event limit; page-messages.ts holds the public pages' texts. */
export const EVENT_CAPACITY_MAX = 100_000;

/** Staff console texts for events (ours: the specification has no staff side; docs/decisions.md). */
export const eventMessages = {
  nameRequired: 'Please enter the name of the event',
  timeInvalid: 'Please enter a date and time',
  endBeforeStart: 'The end must be after the start',
  capacityInvalid: `Capacity is a number of places from 1 to ${EVENT_CAPACITY_MAX}, or empty for no limit`,
  surveyUnknown: 'That survey does not exist',
  alreadyCancelled: 'This event is already cancelled',
  cancelledEventUnchangeable: 'A cancelled event can not be changed; duplicate it instead',
  registrationNotFound: 'That registration no longer exists',
  waitlistedCheckIn: 'You are on the waitlist and have no place yet, so you cannot check in',
} as const;
