/** Every console query's key starts with this, so signing out forgets them all. */
export const CONSOLE_QUERY_KEY = ['console'] as const;

export const EVENTS_KEY = [...CONSOLE_QUERY_KEY, 'events'] as const;
export const CHECK_IN_KEY = [...CONSOLE_QUERY_KEY, 'check-in'] as const;
/** The console home's accommodation requests past their event's time to ask; a change to a request refreshes it. */
export const DUE_ACCOMMODATIONS_KEY = [...CONSOLE_QUERY_KEY, 'due-accommodations'] as const;
