const instant = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** An instant from the server (UTC) in the reader's local time: "Mar 3, 2026, 4:05 PM". */
export const formatInstant = (utc: string) => instant.format(new Date(utc));

/** The day of an instant from the server, in the reader's time zone: "Mar 3, 2026". */
export const formatInstantDay = (utc: string) => day.format(new Date(utc));

/** A calendar day (YYYY-MM-DD) as written, not shifted by the reader's time zone: "Mar 31, 2027". */
export const formatDay = (calendarDay: string) => day.format(new Date(`${calendarDay}T00:00:00`));

const time = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

/** The time of an instant from the server, in the reader's time zone: "10:02 AM". */
export const formatTime = (utc: string) => time.format(new Date(utc));
