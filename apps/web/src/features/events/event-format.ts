import { useSyncExternalStore } from 'react';

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

const formats = new Map<string, Intl.DateTimeFormat>();
const formatIn = (timeZone: string | undefined, long: boolean) => {
  const key = `${long}${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      ...(long ? { weekday: 'long', month: 'long' } : { month: 'numeric' }),
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    });
    formats.set(key, format);
  }
  return format;
};

/** The short form, a short date plus h:mm A: "11/28/2026 5:00 PM". */
export const formatEventDate = (utc: string, timeZone?: string) => {
  const part = Object.fromEntries(
    formatIn(timeZone, false)
      .formatToParts(new Date(utc))
      .map(({ type, value }) => [type, value]),
  );
  return `${part.month}/${part.day}/${part.year} ${part.hour}:${part.minute} ${part.dayPeriod}`;
};

/** The event page's longer form: "Saturday, November 28, 2026 at 5:00 PM". */
export const formatEventDateLong = (utc: string, timeZone?: string) => formatIn(timeZone, true).format(new Date(utc));
