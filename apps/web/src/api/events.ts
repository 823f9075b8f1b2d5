import { type CheckIn, type EventRegistrationInput, publicRoutes } from '@bridgehub/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call, unwrap } from './client.ts';

/** GET /api/Event/Upcoming: §7 on failure Success false and an empty list; the screen shows its load-failure text. */
export const useUpcomingEvents = () =>
  useQuery({
    queryKey: ['events', 'upcoming'],
    queryFn: async ({ signal }) => unwrap(await call('listUpcomingEvents', { signal })),
    staleTime: 60_000,
  });

/** GET /api/Event/Details/{id}. */
export const useEventDetails = (eventId: string) =>
  useQuery({
    queryKey: ['events', 'details', eventId],
    queryFn: async ({ signal }) => unwrap(await call('getEventDetails', { params: { id: eventId }, signal })),
    enabled: eventId !== '',
    staleTime: 60_000,
  });

/** GET /api/Event/ICal/{id}: a plain link; the server names the file '<event name>.ics'. */
export const eventCalendarUrl = (eventId: string) =>
  publicRoutes.getEventCalendar.path.replace(':id', encodeURIComponent(eventId));

/** POST /api/Event/Register: Success, ErrorMessage and the survey fields decide where the screen goes next. */
export const useRegisterForEvent = () =>
  useMutation({ mutationFn: (body: EventRegistrationInput) => call('registerForEvent', { body }) });

/** POST /api/Event/CheckIn. */
export const useCheckInToEvent = () => useMutation({ mutationFn: (body: CheckIn) => call('checkInToEvent', { body }) });
