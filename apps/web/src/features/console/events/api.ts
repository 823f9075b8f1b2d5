import type { EventInput, EventView } from '@bridgehub/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../api/client.ts';
import { useAnswerMutation } from '../components/use-answer-mutation.ts';
import { EVENTS_KEY } from '../lib/query-keys.ts';

export const EVENTS_PAGE_SIZE = 25;
export const ATTENDEES_PAGE_SIZE = 25;

// A change to one event shows in the list, its page and its attendees: the whole events family refreshes.
const changed = [EVENTS_KEY];

/** GET /api/Staff/Events?view=: upcoming soonest first, the other views most recent first. */
export const useStaffEvents = (view: EventView, page: number) =>
  useQuery({
    queryKey: [...EVENTS_KEY, 'list', view, page],
    queryFn: async ({ signal }) =>
      unwrap(await call('listStaffEvents', { query: { view, page, pageSize: EVENTS_PAGE_SIZE }, signal })),
    placeholderData: keepPreviousData,
  });

/** GET /api/Staff/Events/:eventId */
export const useStaffEvent = (eventId: number) =>
  useQuery({
    queryKey: [...EVENTS_KEY, 'event', eventId],
    queryFn: async ({ signal }) => unwrap(await call('getStaffEvent', { params: { eventId }, signal })),
  });

/** GET /api/Staff/Events/Options: the surveys the editor offers and the program's time zone. */
export const useStaffEventOptions = () =>
  useQuery({
    queryKey: [...EVENTS_KEY, 'options'],
    queryFn: async ({ signal }) => unwrap(await call('getStaffEventOptions', { signal })),
  });

/** GET /api/Staff/Events/:eventId/Attendees */
export const useEventAttendees = (eventId: number, search: string, page: number) =>
  useQuery({
    queryKey: [...EVENTS_KEY, 'attendees', eventId, search, page],
    queryFn: async ({ signal }) =>
      unwrap(
        await call('listEventAttendees', {
          params: { eventId },
          query: { search, page, pageSize: ATTENDEES_PAGE_SIZE },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** POST /api/Staff/Events: a new event starts as a draft. */
export const useCreateStaffEvent = () =>
  useAnswerMutation({
    request: (body: EventInput) => call('createStaffEvent', { body }),
    success: 'Event saved as a draft. Publish it when it is ready.',
    invalidates: changed,
  });

/** PUT /api/Staff/Events/:eventId */
export const useUpdateStaffEvent = (eventId: number) =>
  useAnswerMutation({
    request: (body: EventInput) => call('updateStaffEvent', { params: { eventId }, body }),
    success: 'Event saved.',
    invalidates: changed,
  });

/** POST /api/Staff/Events/:eventId/Duplicate */
export const useDuplicateStaffEvent = () =>
  useAnswerMutation({
    request: (eventId: number) => call('duplicateStaffEvent', { params: { eventId } }),
    success: 'Copy saved as a draft.',
    invalidates: changed,
  });

/** POST /api/Staff/Events/:eventId/Publish */
export const usePublishStaffEvent = () =>
  useAnswerMutation({
    request: ({ eventId, IsPublished }: { eventId: number; IsPublished: boolean }) =>
      call('publishStaffEvent', { params: { eventId }, body: { IsPublished } }),
    invalidates: changed,
  });

/** POST /api/Staff/Events/:eventId/Cancel */
export const useCancelStaffEvent = () =>
  useAnswerMutation({
    request: (eventId: number) => call('cancelStaffEvent', { params: { eventId } }),
    success: 'Event cancelled. Everyone registered was e-mailed.',
    invalidates: changed,
  });

/** POST /api/Staff/Events/:eventId/Attendees/:registrationId/Cancel */
export const useCancelEventRegistration = () =>
  useAnswerMutation({
    request: (params: { eventId: number; registrationId: number }) => call('cancelEventRegistration', { params }),
    success: 'Registration cancelled. If someone was waiting, they have the place and were e-mailed.',
    invalidates: changed,
  });
