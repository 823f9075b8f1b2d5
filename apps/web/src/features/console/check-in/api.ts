import { useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../api/client.ts';
import { CHECK_IN_KEY } from '../lib/query-keys.ts';

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
