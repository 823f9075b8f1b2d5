import { z } from 'zod';
import { stationAccommodationSchema } from '../accommodations/schemas.ts';
import { eventIdSchema } from '../events/schemas.ts';
import { id, text } from '../fields.ts';
import { EMAIL_MAX } from '../rules.ts';

/** A search needs this many characters: the station never shows the whole list (a privacy risk at the door). */
export const CHECK_IN_SEARCH_MIN = 2;
/** At most this many matches are shown for a search, on the server and on the device alike. */
export const CHECK_IN_SEARCH_LIMIT = 8;
export const WALK_IN_NAME_MAX = 200;

/** The code under the confirmation mail's QR code: ten characters, shown as two groups of five. */
export const formatCheckInCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;
/** What a person types or a scanner reads, as stored: dashes and spaces dropped, upper case. */
export const normalizeCheckInCode = (typed: string) => typed.replace(/[\s-]/g, '').toUpperCase();

export const attendeeStatusSchema = z.enum(['Registered', 'CheckedIn', 'Waitlisted', 'Cancelled']);
export type AttendeeStatus = z.infer<typeof attendeeStatusSchema>;

/** An event the station can open: today's ones and, for Coordinators and Administrators, upcoming ones too. */
export const checkInEventSchema = z.object({
  ExternalId: z.string(),
  Name: z.string(),
  Location: z.string(),
  StartsAt: z.string(),
  EndsAt: z.string(),
  /** Check-in is open: today is a day of the event in PROGRAM_TIMEZONE. */
  IsToday: z.boolean(),
});
export type CheckInEvent = z.infer<typeof checkInEventSchema>;

export const checkInCountsSchema = z.object({
  /** Registrations holding a place (not waitlisted, not cancelled), walk-ins included. */
  Registered: z.number().int(),
  CheckedIn: z.number().int(),
  Waitlisted: z.number().int(),
});
export type CheckInCounts = z.infer<typeof checkInCountsSchema>;

export const checkInAttendeeSchema = z.object({
  RegistrationId: id,
  Name: z.string(),
  Email: z.string(),
  /** The code as the mail prints it, `ABCDE-12345`. */
  Code: z.string(),
  Status: attendeeStatusSchema,
  CheckedInAt: z.string().nullable(),
  IsWalkIn: z.boolean(),
  /** What the attendee asked for at registration, so the door can direct them (issue 22). */
  Accommodation: stationAccommodationSchema.nullable(),
});
export type CheckInAttendee = z.infer<typeof checkInAttendeeSchema>;

/** Everything the station keeps on the device, so it works when the connection drops. */
export const checkInRosterSchema = z.object({
  Event: checkInEventSchema,
  Counts: checkInCountsSchema,
  Attendees: z.array(checkInAttendeeSchema),
});
export type CheckInRoster = z.infer<typeof checkInRosterSchema>;

export const checkInEventQuerySchema = z.object({ eventId: eventIdSchema });
export const checkInSearchQuerySchema = checkInEventQuerySchema.extend({ q: text(200).default('') });

/** One of the two ways to find the registration: its id (search, list) or the code (QR, typed). */
export const checkInAttendeeRequestSchema = z.object({
  EventId: eventIdSchema,
  RegistrationId: id.nullish().transform((value) => value ?? null),
  Code: text(40)
    .nullish()
    .transform((value) => value ?? ''),
});
export type CheckInAttendeeRequest = z.input<typeof checkInAttendeeRequestSchema>;

/** The outcome at the door; an already checked-in person is an outcome with the time, not an error. */
export const checkInOutcomeSchema = z.object({
  Outcome: z.enum(['CheckedIn', 'AlreadyCheckedIn']),
  Attendee: checkInAttendeeSchema,
});
export type CheckInOutcome = z.infer<typeof checkInOutcomeSchema>;

export const walkInSchema = z.object({
  EventId: eventIdSchema,
  Name: text(WALK_IN_NAME_MAX),
  Email: text(EMAIL_MAX),
});
export type WalkIn = z.infer<typeof walkInSchema>;

/** Texts of the station (ours: the specification has no staff side; docs/decisions.md). */
export const checkInMessages = {
  searchTooShort: `Type at least ${CHECK_IN_SEARCH_MIN} characters`,
  codeRequired: 'Please enter the check-in code',
  codeUnknown: 'No registration for this event has this check-in code',
  registrationUnknown: 'This registration is not for this event',
  waitlisted: 'This person is on the waitlist and has no place yet: they cannot be checked in',
  cancelled: 'This registration was cancelled: it cannot be checked in',
  nameRequired: 'Please enter the name',
  eventCancelled: 'This event was cancelled',
} as const;
