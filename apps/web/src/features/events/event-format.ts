import dayjs from 'dayjs';

/** §2: event dates are UTC and shown in the visitor's local time, as a short date plus h:mm A. */
export const formatEventDate = (utc: string) => dayjs(utc).format('M/D/YYYY h:mm A');

/** The event page's longer form, still in local time. */
export const formatEventDateLong = (utc: string) => dayjs(utc).format('dddd, MMMM D, YYYY h:mm A');
