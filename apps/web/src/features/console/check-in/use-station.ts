import {
  type CheckInAttendee,
  type CheckInCounts,
  type CheckInOutcome,
  type CheckInRoster,
  checkInMessages,
  isValidEmail,
  messages,
  type StationAccommodation,
  type WalkIn,
} from '@bridgehub/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { answerOf, call, readJson, send, unwrap } from '../../../api/client.ts';
import { CHECK_IN_KEY } from '../lib/query-keys.ts';
import { freshenStaffSession } from '../lib/staff-session.ts';
import { ROSTER_REFRESH_MS, useCheckInCounts } from './api.ts';
import {
  listPending,
  loadRoster,
  type PendingOperation,
  queueOperation,
  removePending,
  saveRoster,
} from './device-store.ts';
import { findByCode } from './search-roster.ts';

/** What the station shows after an action: told apart by words and icon, not only by colour. */
export type StationResult =
  | { kind: 'checkedIn'; name: string; at: string; accommodation?: StationAccommodation | null }
  | { kind: 'already'; name: string; at: string; accommodation?: StationAccommodation | null }
  | { kind: 'queued'; name: string }
  | { kind: 'refused'; message: string };

/** Pending operations are retried this often while the device thinks it is online (the `online` event may not come). */
const SYNC_INTERVAL_MS = 15_000;

/** Sends one operation, signed in afresh after a time offline; null when the server was not reached (it stays queued). */
const sendOperation = async (operation: PendingOperation) => {
  await freshenStaffSession();
  const sent = await send(operation.kind, { body: operation.body }, messages.apiError);
  if ('Success' in sent) return null;
  return answerOf(operation.kind, {
    status: sent.response.status,
    body: await readJson(sent.response),
    token: sent.token,
  });
};

const resultOf = (outcome: CheckInOutcome): StationResult => ({
  kind: outcome.Outcome === 'CheckedIn' ? 'checkedIn' : 'already',
  name: outcome.Attendee.Name,
  at: outcome.Attendee.CheckedInAt ?? new Date().toISOString(),
  accommodation: outcome.Attendee.Accommodation,
});

const walkInRefusal = ({ Name, Email }: Omit<WalkIn, 'EventId'>) => {
  if (Name.trim() === '') return checkInMessages.nameRequired;
  if (Email.trim() === '') return messages.emailRequired;
  return isValidEmail(Email) ? null : messages.emailInvalid;
};

const countsOf = (attendees: readonly CheckInAttendee[]): CheckInCounts => ({
  Registered: attendees.filter((attendee) => attendee.Status === 'Registered' || attendee.Status === 'CheckedIn')
    .length,
  CheckedIn: attendees.filter((attendee) => attendee.Status === 'CheckedIn').length,
  Waitlisted: attendees.filter((attendee) => attendee.Status === 'Waitlisted').length,
});

const useIsOnline = () => {
  const [isOnline, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return isOnline;
};

/**
 * The check-in station's state: the event's list kept on the device (IndexedDB) and refreshed while online, check-ins
 * queued on the device first and sent at once or when the connection returns, and the live counts.
 */
export function useStation(eventId: string) {
  const queryClient = useQueryClient();
  const isOnline = useIsOnline();
  const rosterKey = useMemo(() => [...CHECK_IN_KEY, eventId, 'roster'], [eventId]);
  const [deviceCopy, setDeviceCopy] = useState<{ roster: CheckInRoster; savedAt: string } | null>(null);
  const [pending, setPending] = useState<PendingOperation[]>([]);
  /** What the server refused while sending queued operations, to be told to the person at the door. */
  const [syncRefusals, setSyncRefusals] = useState<{ name: string; message: string }[]>([]);
  const isSyncing = useRef(false);

  const server = useQuery({
    queryKey: rosterKey,
    queryFn: async ({ signal }) => {
      const roster = unwrap(await call('getCheckInRoster', { query: { eventId }, signal }));
      await saveRoster(eventId, roster);
      return roster;
    },
    refetchInterval: ROSTER_REFRESH_MS,
    staleTime: 0,
  });
  const counts = useCheckInCounts(eventId, isOnline);

  useEffect(() => {
    void loadRoster(eventId).then((saved) => setDeviceCopy(saved ?? null));
    void listPending(eventId).then(setPending);
  }, [eventId]);

  const roster = server.data ?? deviceCopy?.roster ?? null;
  const attendees = useMemo(() => {
    const queued = new Set(
      pending.flatMap((operation) => (operation.kind === 'checkInAttendee' ? [operation.body.RegistrationId] : [])),
    );
    return (roster?.Attendees ?? []).map((attendee) =>
      queued.has(attendee.RegistrationId) && attendee.Status === 'Registered'
        ? { ...attendee, Status: 'CheckedIn' as const, CheckedInAt: null }
        : attendee,
    );
  }, [roster, pending]);

  /** The server's answer replaces the device's copy of that attendee at once. */
  const remember = useCallback(
    (attendee: CheckInAttendee) => {
      queryClient.setQueryData<CheckInRoster>(rosterKey, (current) => {
        if (!current) return current;
        const others = current.Attendees.filter((known) => known.RegistrationId !== attendee.RegistrationId);
        const next = { ...current, Attendees: [...others, attendee] };
        void saveRoster(eventId, next);
        return next;
      });
      void queryClient.invalidateQueries({ queryKey: [...CHECK_IN_KEY, eventId, 'counts'] });
    },
    [queryClient, rosterKey, eventId],
  );

  /** Queues first (so nothing is lost if the page closes), then tries to send: an answer takes it off the queue. */
  const run = useCallback(
    async (operation: PendingOperation): Promise<StationResult> => {
      await queueOperation(operation);
      setPending((current) => [...current, operation]);
      const answer = navigator.onLine ? await sendOperation(operation) : null;
      if (!answer) return { kind: 'queued', name: operation.name };
      await removePending(operation.operationId);
      setPending((current) => current.filter((queued) => queued.operationId !== operation.operationId));
      if (!answer.Success || !answer.Response)
        return { kind: 'refused', message: answer.ErrorMessage ?? messages.apiError };
      remember(answer.Response.Attendee);
      return resultOf(answer.Response);
    },
    [remember],
  );

  const checkIn = useCallback(
    async (attendee: CheckInAttendee): Promise<StationResult> => {
      if (attendee.Status === 'Waitlisted') return { kind: 'refused', message: checkInMessages.waitlisted };
      if (attendee.Status === 'Cancelled') return { kind: 'refused', message: checkInMessages.cancelled };
      if (attendee.Status === 'CheckedIn') {
        return attendee.CheckedInAt
          ? { kind: 'already', name: attendee.Name, at: attendee.CheckedInAt, accommodation: attendee.Accommodation }
          : { kind: 'queued', name: attendee.Name };
      }
      return run({
        operationId: crypto.randomUUID(),
        kind: 'checkInAttendee',
        eventId,
        name: attendee.Name,
        queuedAt: new Date().toISOString(),
        body: { EventId: eventId, RegistrationId: attendee.RegistrationId },
      });
    },
    [run, eventId],
  );

  /** A scanned or typed code: the device's copy first; a code it does not know yet is asked of the server. */
  const checkInByCode = useCallback(
    async (code: string): Promise<StationResult> => {
      if (code.trim() === '') return { kind: 'refused', message: checkInMessages.codeRequired };
      const known = findByCode(attendees, code);
      if (known) return checkIn(known);
      if (!navigator.onLine) return { kind: 'refused', message: checkInMessages.codeUnknown };
      const answer = await call('checkInAttendee', { body: { EventId: eventId, Code: code } });
      if (!answer.Success || !answer.Response)
        return { kind: 'refused', message: answer.ErrorMessage ?? messages.apiError };
      remember(answer.Response.Attendee);
      return resultOf(answer.Response);
    },
    [attendees, checkIn, eventId, remember],
  );

  /** Checked here too, so a walk-in queued offline is not refused later for a typo nobody is there to fix. */
  const addWalkIn = useCallback(
    async (walkIn: Omit<WalkIn, 'EventId'>): Promise<StationResult> => {
      const refusal = walkInRefusal(walkIn);
      if (refusal) return { kind: 'refused', message: refusal };
      return run({
        operationId: crypto.randomUUID(),
        kind: 'addWalkIn',
        eventId,
        name: walkIn.Name.trim(),
        queuedAt: new Date().toISOString(),
        body: { EventId: eventId, ...walkIn },
      });
    },
    [run, eventId],
  );

  /** Sends what is queued, oldest first; stops at the first one the server cannot be reached for. */
  const sync = useCallback(async () => {
    if (isSyncing.current || !navigator.onLine) return;
    isSyncing.current = true;
    try {
      for (const operation of await listPending(eventId)) {
        const answer = await sendOperation(operation);
        if (!answer) break;
        await removePending(operation.operationId);
        setPending((current) => current.filter((queued) => queued.operationId !== operation.operationId));
        if (answer.Success && answer.Response) remember(answer.Response.Attendee);
        else
          setSyncRefusals((current) => [
            ...current,
            { name: operation.name, message: answer.ErrorMessage ?? messages.apiError },
          ]);
      }
      await queryClient.invalidateQueries({ queryKey: [...CHECK_IN_KEY, eventId] });
    } finally {
      isSyncing.current = false;
    }
  }, [eventId, queryClient, remember]);

  useEffect(() => {
    if (isOnline) void sync();
  }, [isOnline, sync]);
  useEffect(() => {
    if (pending.length === 0) return;
    const timer = setInterval(() => void sync(), SYNC_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [pending.length, sync]);

  return {
    event: roster?.Event ?? null,
    attendees,
    counts: (isOnline && counts.data) || countsOf(attendees),
    pending,
    syncRefusals,
    dismissSyncRefusals: () => setSyncRefusals([]),
    isOnline,
    /** When the list on the device was last saved, shown while offline. */
    savedAt: server.data ? null : (deviceCopy?.savedAt ?? null),
    /** The list is neither on the device nor reachable. */
    loadError: !roster && server.isError ? server.error.message : null,
    isLoading: !roster && !server.isError,
    checkIn,
    checkInByCode,
    addWalkIn,
  };
}
