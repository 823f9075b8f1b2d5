import type { CheckInAttendee } from '@bridgehub/contract';
import { describe, expect, it } from 'vitest';
import { findByCode, searchRoster } from './search-roster.ts';

const attendee = (Name: string, Email: string, Code = 'AAAAA-00000'): CheckInAttendee => ({
  RegistrationId: Name.length,
  Name,
  Email,
  Code,
  Status: 'Registered',
  CheckedInAt: null,
  IsWalkIn: false,
  Accommodation: null,
});

const roster = [
  attendee('Morgan Grace', 'morgan@example.com'),
  attendee('Grace Hopper', 'g.hopper@navy.example', 'ABCDE-12345'),
  ...Array.from({ length: 20 }, (_, index) => attendee(`Pat Many ${index}`, `pat${index}@example.com`)),
];

describe('searching the device’s copy of the list', () => {
  it('finds by name or e-mail, names starting with the text first', () => {
    expect(searchRoster(roster, 'GRACE').map((found) => found.Name)).toEqual(['Grace Hopper', 'Morgan Grace']);
    expect(searchRoster(roster, 'navy').map((found) => found.Name)).toEqual(['Grace Hopper']);
  });

  it('never shows the whole list: 2 characters at least, 8 results at most', () => {
    expect(searchRoster(roster, ' p ')).toEqual([]);
    expect(searchRoster(roster, 'pat')).toHaveLength(8);
  });

  it('finds a code typed without the dash, in any case', () => {
    expect(searchRoster(roster, 'abcde12345')[0]?.Name).toBe('Grace Hopper');
    expect(findByCode(roster, ' abcde-12345 ')?.Name).toBe('Grace Hopper');
    expect(findByCode(roster, 'ZZZZZ-99999')).toBeUndefined();
  });
});
