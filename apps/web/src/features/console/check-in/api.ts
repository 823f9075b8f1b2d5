import type { CheckInAttendeeRequest, WalkIn } from '@bridgehub/contract';
import { useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../api/client.ts';
import { CONSOLE_QUERY_KEY } from '../account/api.ts';
import { useAnswerMutation } from '../components/use-answer-mutation.ts';
import { EVENTS_KEY } from '../events/api.ts';

export const CHECK_IN_KEY = [...CONSOLE_QUERY_KEY, 'check-in'] as const;
/** Counts at the door refresh this often (polling is enough: no push channel needed for a number). */
export const COUNTS_REFRESH_MS = 10_000;
/** The device's copy of the list refreshes this often while online, so other stations' check-ins show. */
export const ROSTER_REFRESH_MS = 30_000;

/** GET /api/Staff/CheckIn/Events: today's and upcoming events. */
export const useCheckInEvents = () =>
  useQuery({
    queryKey: [...CHECK_IN_KEY, 'events'],
    queryFn: async ({ signal }) => unwrap(await call('listCheckInEvents', { signal })),
  });

/** GET …/Counts, polled: registered, checked in and waitlisted. */
export const useCheckInCounts = (eventId: string, enabled = true) =>
  useQuery({
    queryKey: [...CHECK_IN_KEY, eventId, 'counts'],
    queryFn: async ({ signal }) => unwrap(await call('getCheckInCounts', { query: { eventId }, signal })),
    refetchInterval: COUNTS_REFRESH_MS,
    enabled,
  });

/** POST /api/Staff/CheckIn/Attendee, online: the attendees tab's button. The station queues through its own path. */
export const useCheckInAttendee = () =>
  useAnswerMutation({
    request: (body: CheckInAttendeeRequest) => call('checkInAttendee', { body }),
    // The events' attendees tab and counts show the check-in too.
    invalidates: [CHECK_IN_KEY, EVENTS_KEY],
  });

/** POST /api/Staff/CheckIn/WalkIn, online. */
export const useAddWalkIn = () =>
  useAnswerMutation({
    request: (body: WalkIn) => call('addWalkIn', { body }),
    invalidates: [CHECK_IN_KEY, EVENTS_KEY],
  });
