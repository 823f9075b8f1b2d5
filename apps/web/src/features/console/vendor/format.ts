const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** "Nov 24, 2025, 8:49 AM" in the reader's time zone. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** "Nov 24, 2025" in the reader's time zone. */
export const formatDate = (iso: string) => dateOnly.format(new Date(iso));
