import { createContext, useSyncExternalStore } from 'react';

/**
 * §2: event dates are UTC and shown in the visitor's local time. A page the server rendered shows them in the program's
 * time zone first (the server cannot know the visitor's), so that hydration finds the same text; React then renders
 * them again in the visitor's zone, which for nearly everyone is the same zone and changes nothing on screen.
 */
let renderedTimeZone: string | undefined;

/** The zone the server renders dates in; in the browser, the zone of the page it is hydrating (main.tsx). */
export const setRenderedTimeZone = (timeZone: string | undefined) => {
  renderedTimeZone = timeZone;
};

const unchanging = () => () => {};

/** The zone to show dates in: `undefined` is the visitor's own. */
export const useDisplayTimeZone = () =>
  useSyncExternalStore(
    unchanging,
    () => undefined,
    () => renderedTimeZone,
  );

/**
 * Minutes east of UTC in the rendered zone at each instant a page shows, which the server's render collects (EventDate)
 * and the page carries (main.tsx): the browser draws the server's text again without Intl, whose first use in a page
 * is one long task (ICU starting: 80–190 ms in a fresh Chromium page on a busy 2-core machine), and the visitor's own
 * clock needs none either (`Date`'s local fields).
 */
export const RenderedOffsets = createContext<Map<string, number> | undefined>(undefined);
const renderedOffsets = new Map<string, number>();

/** The rendered zone of a page the browser hydrates, with its offsets (main.tsx). */
export const setRenderedDates = (timeZone: string, offsets: Record<string, number>) => {
  setRenderedTimeZone(timeZone);
  for (const [utc, offset] of Object.entries(offsets)) renderedOffsets.set(utc, offset);
};

const clocks = new Map<string, Intl.DateTimeFormat>();
/** Minutes east of UTC in a zone at an instant, from Intl's wall clock there read as if it were UTC. */
const offsetIn = (timeZone: string, instant: Date) => {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    clocks.set(timeZone, clock);
  }
  const part = Object.fromEntries(clock.formatToParts(instant).map(({ type, value }) => [type, Number(value)]));
  const wall = Date.UTC(part.year ?? 0, (part.month ?? 1) - 1, part.day, part.hour, part.minute);
  return Math.round((wall - instant.getTime()) / 60_000);
};

/** A zone's offset at an instant: the one the page carries, else Intl's. */
export const offsetAt = (utc: string, timeZone: string) =>
  (timeZone === renderedTimeZone ? renderedOffsets.get(utc) : undefined) ?? offsetIn(timeZone, new Date(utc));

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The wall clock at an instant: the visitor's own (`Date`'s local fields), or a zone's. */
const wallClock = (utc: string, timeZone?: string) => {
  const instant = new Date(utc);
  if (timeZone === undefined) {
    return {
      year: instant.getFullYear(),
      month: instant.getMonth(),
      day: instant.getDate(),
      weekday: instant.getDay(),
      hour: instant.getHours(),
      minute: instant.getMinutes(),
    };
  }
  const shifted = new Date(instant.getTime() + offsetAt(utc, timeZone) * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
};

const timeOfDay = ({ hour, minute }: { hour: number; minute: number }) =>
  `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;

/** The short form, a short date plus h:mm A: "11/28/2026 5:00 PM". */
export const formatEventDate = (utc: string, timeZone?: string) => {
  const clock = wallClock(utc, timeZone);
  return `${clock.month + 1}/${clock.day}/${clock.year} ${timeOfDay(clock)}`;
};

/** The event page's longer form: "Saturday, November 28, 2026 at 5:00 PM". */
export const formatEventDateLong = (utc: string, timeZone?: string) => {
  const clock = wallClock(utc, timeZone);
  return `${WEEKDAYS[clock.weekday]}, ${MONTHS[clock.month]} ${clock.day}, ${clock.year} at ${timeOfDay(clock)}`;
};
