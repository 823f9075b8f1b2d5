/** Every console query's key starts with this, so signing out forgets them all. */
export const CONSOLE_QUERY_KEY = ['console'] as const;

export const EVENTS_KEY = [...CONSOLE_QUERY_KEY, 'events'] as const;
export const CHECK_IN_KEY = [...CONSOLE_QUERY_KEY, 'check-in'] as const;
