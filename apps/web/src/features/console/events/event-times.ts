import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** An instant as the editor's date (YYYY-MM-DD) and time (HH:mm) fields, in the program's time zone. */
export const toProgramDateTime = (instant: string, zone: string) => {
  const local = dayjs(instant).tz(zone);
  return { date: local.format('YYYY-MM-DD'), time: local.format('HH:mm') };
};

/** The editor's date and time, read in the program's time zone, as the UTC instant the server stores. */
export const fromProgramDateTime = (date: string, time: string, zone: string) =>
  dayjs.tz(`${date}T${time}`, zone).toISOString();

const instantFormat = (zone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone, dateStyle: 'medium', timeStyle: 'short' });

/** "Mar 3, 2026, 4:05 PM – 6:00 PM PST" in the program's time zone, as registrants' mails say it. */
export const formatEventSpan = (startsAt: string, endsAt: string, zone: string) => {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const sameDay = toProgramDateTime(startsAt, zone).date === toProgramDateTime(endsAt, zone).date;
  const endText = sameDay
    ? new Intl.DateTimeFormat('en-US', { timeZone: zone, timeStyle: 'short' }).format(end)
    : instantFormat(zone).format(end);
  const zoneName =
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
      .formatToParts(start)
      .find((part) => part.type === 'timeZoneName')?.value ?? zone;
  return `${instantFormat(zone).format(start)} – ${endText} ${zoneName}`;
};
