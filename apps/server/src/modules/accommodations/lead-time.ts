import { ACCOMMODATION_REMINDER_DAYS, type AccommodationWindow } from '@bridgehub/contract';
import { addDays, programDay, zonedTime } from '../events/event-day.ts';
import { businessDaysBefore } from './business-days.ts';

interface EventTimes {
  startsAt: Date;
  accommodationLeadDays: number;
}

/** The start (00:00) of a calendar day in the program's time zone. */
const startOfDay = (day: string, timeZone: string) => zonedTime(day, 0, 0, timeZone);

/**
 * The time to ask for accommodations: a request asked before the start of the day `accommodationLeadDays` business
 * days before the event's day leaves staff that many whole business days, and is promised. The last day to ask is the
 * calendar day before (a weekend day included: a request made then still leaves them all).
 */
export const accommodationWindow = (event: EventTimes, timeZone: string) => {
  const firstStaffDay = businessDaysBefore(programDay(event.startsAt, timeZone), event.accommodationLeadDays);
  return { lastDay: addDays(firstStaffDay, -1), closesAt: startOfDay(firstStaffDay, timeZone) };
};

export const toWindow = (event: EventTimes, timeZone: string): AccommodationWindow => {
  const window = accommodationWindow(event, timeZone);
  return { LastDay: window.lastDay, ClosesAt: window.closesAt.toISOString() };
};

export const isOnTime = (event: EventTimes, askedAt: Date, timeZone: string) =>
  askedAt < accommodationWindow(event, timeZone).closesAt;

/** From the start of the day ACCOMMODATION_REMINDER_DAYS business days before the event, a new request reminds. */
export const reminderFrom = (event: { startsAt: Date }, timeZone: string) =>
  startOfDay(businessDaysBefore(programDay(event.startsAt, timeZone), ACCOMMODATION_REMINDER_DAYS), timeZone);
