// Building a formatter costs far more than formatting with it (a tenth of a check-in's time): one per time zone.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) of an instant in the program's time zone. */
export const programDay = (instant: Date, timeZone: string): string => {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
};

/** The calendar day (YYYY-MM-DD) `days` after `day` (before, when negative). */
export const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The UTC instant of a wall-clock time in `timeZone` (two passes settle a DST change between guess and answer). */
export const zonedTime = (day: string, hour: number, minute: number, timeZone: string): Date => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wanted = Date.UTC(year, month - 1, date, hour, minute);
  let instant = wanted;
  for (let pass = 0; pass < 2; pass++) {
    const parts: Record<string, number> = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      })
        .formatToParts(new Date(instant))
        .map((part) => [part.type, Number(part.value)]),
    );
    const part = (type: string) => parts[type] ?? 0;
    const shown = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
    instant += wanted - shown;
  }
  return new Date(instant);
};

/**
 * DESIGN.md §8: "the day of the event" is the calendar day in PROGRAM_TIMEZONE; an event spanning several days is
 * open for check-in on each of them.
 */
export const isEventDay = (event: { startsAt: Date; endsAt: Date }, now: Date, timeZone: string): boolean => {
  const today = programDay(now, timeZone);
  return programDay(event.startsAt, timeZone) <= today && today <= programDay(event.endsAt, timeZone);
};

/** "Tuesday, June 3, 2025, 5:00 PM – 7:00 PM PDT", in the program's time zone, for mails. */
export const describeEventTime = (
  event: { startsAt: Date; endsAt: Date },
  timeZone: string,
  /** The reader's Intl locale: a mail is dated in its recipient's language (mail-language.ts's intlLocale). */
  locale = 'en-US',
): string => {
  const format = new Intl.DateTimeFormat(locale, {
    timeZone,
    dateStyle: 'full',
    timeStyle: 'short',
  });
  const time = new Intl.DateTimeFormat(locale, { timeZone, timeStyle: 'short' });
  const zone =
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
      .formatToParts(event.startsAt)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  const isSameDay = programDay(event.startsAt, timeZone) === programDay(event.endsAt, timeZone);
  const end = isSameDay ? time.format(event.endsAt) : format.format(event.endsAt);
  return `${format.format(event.startsAt)} – ${end} ${zone}`;
};
