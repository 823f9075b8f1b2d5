import { describe, expect, it } from 'vitest';
import { formatEventDate, formatEventDateLong } from './event-format.ts';

describe('formatEventDate', () => {
  it('shows a short local date plus h:mm A', () => {
    const local = (y: number, m: number, d: number, h: number, min: number) =>
      new Date(y, m - 1, d, h, min).toISOString();
    expect(formatEventDate(local(2026, 11, 28, 17, 5))).toBe('11/28/2026 5:05 PM');
    expect(formatEventDate(local(2026, 1, 2, 0, 0))).toBe('1/2/2026 12:00 AM');
    expect(formatEventDate(local(2026, 1, 2, 12, 30))).toBe('1/2/2026 12:30 PM');
  });
});

describe('dates in a given time zone', () => {
  it('shows the same forms in the program time zone, whatever the machine zone', () => {
    const utc = '2026-11-29T01:05:00.000Z';
    expect(formatEventDate(utc, 'America/Los_Angeles')).toBe('11/28/2026 5:05 PM');
    expect(formatEventDate('2026-01-02T08:00:00.000Z', 'America/Los_Angeles')).toBe('1/2/2026 12:00 AM');
    expect(formatEventDateLong(utc, 'America/Los_Angeles')).toBe('Saturday, November 28, 2026 at 5:05 PM');
  });
});
