/**
 * §2: event dates are UTC and shown in the visitor's local time, as a short date plus h:mm A ("11/28/2026 5:00 PM").
 * Plain Date getters rather than dayjs: the welcome screen's first visit cannot spare the library (170 KB budget).
 */
export const formatEventDate = (utc: string) => {
  const date = new Date(utc);
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()} ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
};

const longFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** The event page's longer form, still in local time: "Saturday, November 28, 2026 at 5:00 PM". */
export const formatEventDateLong = (utc: string) => longFormat.format(new Date(utc));
