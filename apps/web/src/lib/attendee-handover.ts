/** What the survey and check-in screens are handed by navigation (§4 "carrying e-mail, name and event id"). */
export interface AttendeeHandover {
  email?: string;
  name?: string;
  eventId?: string;
}

export const readHandover = (state: unknown): AttendeeHandover => {
  if (!state || typeof state !== 'object') return {};
  const { email, name, eventId } = state as Record<string, unknown>;
  return {
    ...(typeof email === 'string' ? { email } : {}),
    ...(typeof name === 'string' ? { name } : {}),
    ...(typeof eventId === 'string' ? { eventId } : {}),
  };
};
