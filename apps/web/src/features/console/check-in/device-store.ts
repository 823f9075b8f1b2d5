import type { CheckInAttendeeRequest, CheckInRoster, WalkIn } from '@bridgehub/contract';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** A check-in or walk-in made at the door and not yet confirmed by the server. */
export type PendingOperation = {
  /** Made on the device (UUID): the queue's key, so an operation is queued once however often it is tried. */
  operationId: string;
  eventId: string;
  /** Who it is for, as the pending list shows it. */
  name: string;
  queuedAt: string;
} & (
  | { kind: 'checkInAttendee'; body: CheckInAttendeeRequest & { RegistrationId: number } }
  | { kind: 'addWalkIn'; body: WalkIn }
);

interface StationDatabase extends DBSchema {
  rosters: { key: string; value: { eventId: string; roster: CheckInRoster; savedAt: string } };
  pending: { key: string; value: PendingOperation; indexes: { byEvent: string } };
}

let opened: Promise<IDBPDatabase<StationDatabase>> | undefined;

/** The station's data on this device (IndexedDB), so it keeps working when the connection drops. */
const database = () => {
  opened ??= openDB<StationDatabase>('bridgehub-check-in', 1, {
    upgrade(db) {
      db.createObjectStore('rosters', { keyPath: 'eventId' });
      db.createObjectStore('pending', { keyPath: 'operationId' }).createIndex('byEvent', 'eventId');
    },
  });
  return opened;
};

export const saveRoster = async (eventId: string, roster: CheckInRoster) =>
  (await database()).put('rosters', { eventId, roster, savedAt: new Date().toISOString() });

export const loadRoster = async (eventId: string) => (await database()).get('rosters', eventId);

export const queueOperation = async (operation: PendingOperation) => (await database()).put('pending', operation);

export const listPending = async (eventId: string) => {
  const operations = await (await database()).getAllFromIndex('pending', 'byEvent', eventId);
  return operations.sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
};

export const removePending = async (operationId: string) => (await database()).delete('pending', operationId);
