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

const eventFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An event's date in another language than English, by Intl in that language: the short form or the event page's
 * longer one, in a zone (the visitor's when `undefined`). English keeps the forms above, which need no Intl in the
 * browser; another language pays Intl's start once (issue 22).
 */
export const formatEventDateIn = (language: string, utc: string, timeZone: string | undefined, long = false) => {
  const key = `${language} ${timeZone ?? ''} ${long}`;
  let format = eventFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      dateStyle: long ? 'full' : 'short',
      timeStyle: 'short',
      timeZone,
    });
    eventFormats.set(key, format);
  }
  return format.format(new Date(utc));
};

/** An event's date in a language: English's own forms, or Intl's in another (above). */
export const formatEventDateFor = (language: string, utc: string, timeZone: string | undefined, long = false) => {
  if (language !== 'en') return formatEventDateIn(language, utc, timeZone, long);
  return long ? formatEventDateLong(utc, timeZone) : formatEventDate(utc, timeZone);
};

/**
 * A calendar day (YYYY-MM-DD) as written, in the event page's long form: in English without Intl (the registration form
 * shows it on a first visit), "Friday, June 5, 2026"; in another language by Intl in that language.
 */
export const formatDayLong = (calendarDay: string, language = 'en') => {
  const day = new Date(`${calendarDay}T00:00:00Z`);
  if (language !== 'en') return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(day);
  return `${WEEKDAYS[day.getUTCDay()]}, ${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
};

/**
 * Intl's first use is a long task (above): a formatter is made when a screen first shows its form, not on import, one
 * per language (the hub's reader's; the console's English).
 */
const lazyFormat = (options: Intl.DateTimeFormatOptions) => {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (date: Date, language: string) => {
    let format = formats.get(language);
    if (!format) {
      format = new Intl.DateTimeFormat(language === 'en' ? 'en-US' : language, options);
      formats.set(language, format);
    }
    return format.format(date);
  };
};

const instant = lazyFormat({ dateStyle: 'medium', timeStyle: 'short' });
const day = lazyFormat({ dateStyle: 'medium' });
const time = lazyFormat({ timeStyle: 'short' });

/** An instant from the server (UTC) in the reader's local time: "Mar 3, 2026, 4:05 PM" (in English). */
export const formatInstant = (utc: string, language = 'en') => instant(new Date(utc), language);

/** The day of an instant from the server, in the reader's time zone: "Mar 3, 2026" (in English). */
export const formatInstantDay = (utc: string, language = 'en') => day(new Date(utc), language);

/** A calendar day (YYYY-MM-DD) as written, not shifted by the reader's time zone: "Mar 31, 2027" (in English). */
export const formatDay = (calendarDay: string, language = 'en') => day(new Date(`${calendarDay}T00:00:00`), language);

/** The time of an instant from the server, in the reader's time zone: "10:02 AM" (in English). */
export const formatTime = (utc: string, language = 'en') => time(new Date(utc), language);

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** An instant as the event editor's date (YYYY-MM-DD) and time (HH:mm) fields, in the program's time zone. */
export const toProgramDateTime = (utc: string, zone: string) => {
  const clock = wallClock(utc, zone);
  return {
    date: `${clock.year}-${twoDigits(clock.month + 1)}-${twoDigits(clock.day)}`,
    time: `${twoDigits(clock.hour)}:${twoDigits(clock.minute)}`,
  };
};

/**
 * The event editor's date and time, read in the program's time zone, as the UTC instant the server stores. The zone's
 * offset is guessed at the wall time and corrected once, as dayjs's timezone plugin does: a time that daylight saving
 * skips moves forward, a time it repeats is the first of the two.
 */
export const fromProgramDateTime = (date: string, time: string, zone: string) => {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const offsetAtUtc = (utc: number) => offsetIn(zone, new Date(utc));
  const guessed = offsetAtUtc(wall);
  let utc = wall - guessed * 60_000;
  const corrected = offsetAtUtc(utc);
  if (corrected !== guessed) {
    utc = wall - corrected * 60_000;
    const again = offsetAtUtc(utc);
    if (again !== corrected) utc = wall - Math.min(corrected, again) * 60_000;
  }
  return new Date(utc).toISOString();
};

/** "Mar 3, 2026, 4:05 PM – 6:00 PM PST" in the program's time zone, as registrants' mails say it. */
export const formatEventSpan = (startsAt: string, endsAt: string, zone: string) => {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const instantIn = new Intl.DateTimeFormat('en-US', { timeZone: zone, dateStyle: 'medium', timeStyle: 'short' });
  const sameDay = toProgramDateTime(startsAt, zone).date === toProgramDateTime(endsAt, zone).date;
  const endText = sameDay
    ? new Intl.DateTimeFormat('en-US', { timeZone: zone, timeStyle: 'short' }).format(end)
    : instantIn.format(end);
  const zoneName =
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
      .formatToParts(start)
      .find((part) => part.type === 'timeZoneName')?.value ?? zone;
  return `${instantIn.format(start)} – ${endText} ${zoneName}`;
};
