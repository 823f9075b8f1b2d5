import { isAHoliday } from '@18f/us-federal-holidays';
import { addDays } from '../events/event-day.ts';

/**
 * Business days are Monday to Friday less the US federal holidays as observed (OPM: one on a Saturday is observed the
 * Friday before, one on a Sunday the Monday after), the days the two departments' offices close (docs/decisions.md).
 * Days are calendar days (YYYY-MM-DD) in the program's time zone.
 */
export const isBusinessDay = (day: string): boolean => {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = date.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isAHoliday(date, { utc: true });
};

/** The business day that is `count` business days before `day` (`day` itself for 0). */
export const businessDaysBefore = (day: string, count: number): string => {
  let current = day;
  for (let left = count; left > 0; ) {
    current = addDays(current, -1);
    if (isBusinessDay(current)) left -= 1;
  }
  return current;
};
