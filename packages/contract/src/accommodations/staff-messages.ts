import { ACCOMMODATION_LEAD_DAYS_MAX } from './messages.ts';

/** The console's texts (English: the console is not translated). */
export const accommodationStaffMessages = {
  requestNotFound: 'That accommodation request does not exist for this event',
  registrationCancelled: 'This registration was cancelled, so its accommodation request can no longer change',
  eventCancelled: 'This event was cancelled, so its accommodation requests can no longer change',
  leadDaysInvalid: `The lead time is a number of business days from 0 to ${ACCOMMODATION_LEAD_DAYS_MAX}`,
} as const;
