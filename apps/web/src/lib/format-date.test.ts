import { describe, expect, it } from 'vitest';
import {
  formatDayLong,
  formatEventDate,
  formatEventDateLong,
  fromProgramDateTime,
  setRenderedDates,
  toProgramDateTime,
} from './format-date.ts';

describe('formatEventDate', () => {
  it('shows a short local date plus h:mm A', () => {
    const local = (y: number, m: number, d: number, h: number, min: number) =>
      new Date(y, m - 1, d, h, min).toISOString();
    expect(formatEventDate(local(2026, 11, 28, 17, 5))).toBe('11/28/2026 5:05 PM');
    expect(formatEventDate(local(2026, 1, 2, 0, 0))).toBe('1/2/2026 12:00 AM');
    expect(formatEventDate(local(2026, 1, 2, 12, 30))).toBe('1/2/2026 12:30 PM');
  });
});

describe('formatDayLong', () => {
  it('shows a calendar day as written, with its weekday, whatever the reader’s zone', () => {
    expect(formatDayLong('2026-06-05')).toBe('Friday, June 5, 2026');
    expect(formatDayLong('2027-01-01')).toBe('Friday, January 1, 2027');
    expect(formatDayLong('2026-12-31')).toBe('Thursday, December 31, 2026');
  });
});

describe('dates in a given time zone', () => {
  it('shows the same forms in the program time zone, whatever the machine zone', () => {
    const utc = '2026-11-29T01:05:00.000Z';
    expect(formatEventDate(utc, 'America/Los_Angeles')).toBe('11/28/2026 5:05 PM');
    expect(formatEventDate('2026-01-02T08:00:00.000Z', 'America/Los_Angeles')).toBe('1/2/2026 12:00 AM');
    expect(formatEventDateLong(utc, 'America/Los_Angeles')).toBe('Saturday, November 28, 2026 at 5:05 PM');
  });

  it('writes what Intl writes for en-US, every 7 h 13 min over two years and across daylight saving', () => {
    const intl = (timeZone: string | undefined, long: boolean) =>
      new Intl.DateTimeFormat('en-US', {
        ...(long ? { weekday: 'long', month: 'long' } : { month: 'numeric' }),
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone,
      });
    for (const timeZone of [undefined, 'America/Los_Angeles', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham']) {
      const [short, long] = [intl(timeZone, false), intl(timeZone, true)];
      for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2028, 0, 1); at += (7 * 60 + 13) * 60_000) {
        const utc = new Date(at).toISOString();
        const part = Object.fromEntries(short.formatToParts(at).map(({ type, value }) => [type, value]));
        expect(formatEventDate(utc, timeZone)).toBe(
          `${part.month}/${part.day}/${part.year} ${part.hour}:${part.minute} ${part.dayPeriod}`,
        );
        expect(formatEventDateLong(utc, timeZone)).toBe(long.format(at));
      }
    }
  });

  it('takes the offsets a rendered page carries, so the browser needs no Intl to draw it again', () => {
    const utc = '2026-07-04T16:00:00.000Z';
    // A page rendered in Paris, whose offset it gave as if the zone were at UTC+0 then: the page is believed.
    setRenderedDates('Europe/Paris', { [utc]: 0 });
    expect(formatEventDate(utc, 'Europe/Paris')).toBe('7/4/2026 4:00 PM');
    expect(formatEventDate('2026-07-04T17:00:00.000Z', 'Europe/Paris')).toBe('7/4/2026 7:00 PM');
  });
});

describe('the event editor in the program time zone', () => {
  it('shows an instant as the zone’s date and time, and reads them back', () => {
    expect(toProgramDateTime('2026-11-29T01:05:00.000Z', 'America/Los_Angeles')).toEqual({
      date: '2026-11-28',
      time: '17:05',
    });
    expect(fromProgramDateTime('2026-11-28', '17:05', 'America/Los_Angeles')).toBe('2026-11-29T01:05:00.000Z');
    expect(fromProgramDateTime('2026-07-01', '09:00', 'Asia/Kolkata')).toBe('2026-07-01T03:30:00.000Z');
  });

  it('moves a time daylight saving skips forward, and takes the first of a repeated time', () => {
    expect(fromProgramDateTime('2026-03-08', '02:30', 'America/Los_Angeles')).toBe('2026-03-08T10:30:00.000Z');
    expect(fromProgramDateTime('2026-11-01', '01:30', 'America/Los_Angeles')).toBe('2026-11-01T08:30:00.000Z');
  });
});
