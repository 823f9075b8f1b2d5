import { describe, expect, it } from 'vitest';
import { businessDaysBefore, isBusinessDay } from './business-days.ts';
import { accommodationWindow, isOnTime, reminderFrom } from './lead-time.ts';

const ZONE = 'America/Los_Angeles';
const event = (startsAt: string, accommodationLeadDays = 5) => ({
  startsAt: new Date(startsAt),
  accommodationLeadDays,
});

describe('business days', () => {
  it('are weekdays that are not US federal holidays as observed', () => {
    expect(isBusinessDay('2026-06-12')).toBe(true); // a Friday
    expect(isBusinessDay('2026-06-13')).toBe(false); // Saturday
    expect(isBusinessDay('2026-06-14')).toBe(false); // Sunday
    expect(isBusinessDay('2026-06-19')).toBe(false); // Juneteenth, a Friday
    expect(isBusinessDay('2026-11-26')).toBe(false); // Thanksgiving
    expect(isBusinessDay('2026-07-03')).toBe(false); // Independence Day falls on a Saturday: observed on Friday
    expect(isBusinessDay('2027-12-31')).toBe(false); // New Year's Day 2028 is a Saturday: observed the Friday before
    expect(isBusinessDay('2027-07-05')).toBe(false); // July 4, 2027 is a Sunday: observed on Monday
    expect(isBusinessDay('2027-07-02')).toBe(true);
  });

  it('are counted back from a day, skipping weekends and holidays', () => {
    expect(businessDaysBefore('2026-06-15', 0)).toBe('2026-06-15');
    expect(businessDaysBefore('2026-06-15', 1)).toBe('2026-06-12');
    expect(businessDaysBefore('2026-06-15', 5)).toBe('2026-06-08');
    // Juneteenth (Friday the 19th) is not counted.
    expect(businessDaysBefore('2026-06-23', 5)).toBe('2026-06-15');
    // Independence Day observed on Friday July 3.
    expect(businessDaysBefore('2026-07-07', 3)).toBe('2026-07-01');
  });
});

describe('the time to ask for accommodations', () => {
  it('leaves staff the lead time in whole business days: it closes at the start of the first of them', () => {
    // Monday June 15, 2026, 10:00 in Los Angeles (PDT, UTC-7).
    const window = accommodationWindow(event('2026-06-15T17:00:00Z'), ZONE);
    expect(window).toEqual({ lastDay: '2026-06-07', closesAt: new Date('2026-06-08T07:00:00Z') });
  });

  it('counts in the program’s time zone, not in UTC', () => {
    // Monday June 15, 8 PM in Los Angeles is already Tuesday in UTC.
    expect(accommodationWindow(event('2026-06-16T03:00:00Z'), ZONE).lastDay).toBe('2026-06-07');
    expect(accommodationWindow(event('2026-06-16T03:00:00Z'), 'UTC').lastDay).toBe('2026-06-08');
  });

  it('closes at midnight of the program’s zone across a change of daylight saving time', () => {
    // Monday November 2, 2026 (PST since November 1); the time closes on Monday October 26, still PDT.
    expect(accommodationWindow(event('2026-11-02T18:00:00Z'), ZONE).closesAt).toEqual(new Date('2026-10-26T07:00:00Z'));
  });

  it('with no lead time, closes as the event’s day begins', () => {
    expect(accommodationWindow(event('2026-06-15T17:00:00Z', 0), ZONE)).toEqual({
      lastDay: '2026-06-14',
      closesAt: new Date('2026-06-15T07:00:00Z'),
    });
  });

  it('promises a request asked before it closes, and not one asked as it closes or later', () => {
    const monday = event('2026-06-15T17:00:00Z');
    expect(isOnTime(monday, new Date('2026-06-08T06:59:59Z'), ZONE)).toBe(true);
    expect(isOnTime(monday, new Date('2026-06-08T07:00:00Z'), ZONE)).toBe(false);
  });

  it('reminds the coordinators from the start of the day three business days before the event', () => {
    expect(reminderFrom(event('2026-06-15T17:00:00Z'), ZONE)).toEqual(new Date('2026-06-10T07:00:00Z'));
  });
});
