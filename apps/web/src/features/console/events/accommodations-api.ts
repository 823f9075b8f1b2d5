import type { AccommodationUpdate } from '@bridgehub/contract';
import { useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../api/client.ts';
import { useAnswerMutation } from '../components/use-answer-mutation.ts';
import { DUE_ACCOMMODATIONS_KEY, EVENTS_KEY } from '../lib/query-keys.ts';

/** GET /api/Staff/Events/:eventId/Accommodations: the event's requests, new ones first, and its time to ask. */
export const useEventAccommodations = (eventId: number) =>
  useQuery({
    queryKey: [...EVENTS_KEY, 'accommodations', eventId],
    queryFn: async ({ signal }) => unwrap(await call('listEventAccommodations', { params: { eventId }, signal })),
  });

/** POST /api/Staff/Events/:eventId/Accommodations/:requestId: a new state or note, mailed to the registrant. */
export const useUpdateAccommodation = (eventId: number) =>
  useAnswerMutation({
    request: ({ requestId, ...body }: AccommodationUpdate & { requestId: number }) =>
      call('updateAccommodation', { params: { eventId, requestId }, body }),
    success: 'Saved. The registrant was e-mailed.',
    invalidates: [EVENTS_KEY, DUE_ACCOMMODATIONS_KEY],
  });
