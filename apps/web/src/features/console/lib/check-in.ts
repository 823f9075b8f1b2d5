import type { CheckInAttendeeRequest, WalkIn } from '@bridgehub/contract';
import { call } from '../../../api/client.ts';
import { useAnswerMutation } from '../components/use-answer-mutation.ts';
import { CHECK_IN_KEY, EVENTS_KEY } from './query-keys.ts';

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
