import { z } from 'zod';
import { accommodationLeadDaysSchema } from '../accommodations/schemas.ts';
import { id, idParam, optionalText, text } from '../fields.ts';
import { EVENT_CAPACITY_MAX, eventMessages } from './messages.ts';

export const EVENT_NAME_MAX = 200;
export const EVENT_LOCATION_MAX = 300;
export const EVENT_DESCRIPTION_MAX = 50_000;
export const EVENTS_PAGE_SIZE_MAX = 100;

/** An instant as ISO 8601 text; the console's editor turns PROGRAM_TIMEZONE's date and time into it. */
const instant = text(40).refine((value) => value !== '' && !Number.isNaN(Date.parse(value)), eventMessages.timeInvalid);

export const eventInputSchema = z
  .object({
    Name: text(EVENT_NAME_MAX).refine((value) => value.trim() !== '', eventMessages.nameRequired),
    /** HTML from the console's rich-text editor; sanitized on the server. */
    Description: optionalText(EVENT_DESCRIPTION_MAX),
    Location: optionalText(EVENT_LOCATION_MAX),
    StartsAt: instant,
    EndsAt: instant,
    /** §3 IBREvent: hosted by the program; false means hosted by the community. */
    IBREvent: z.boolean(),
    /** §3 CanRegister. */
    CanRegister: z.boolean(),
    /** Places; null for no limit. */
    Capacity: id
      .min(1, eventMessages.capacityInvalid)
      .max(EVENT_CAPACITY_MAX, eventMessages.capacityInvalid)
      .nullable(),
    SurveyId: id.nullable(),
    /** Business days before the event by which accommodations are promised (issue 22); unchanged when absent. */
    AccommodationLeadDays: accommodationLeadDaysSchema.optional(),
  })
  .refine((event) => Date.parse(event.EndsAt) > Date.parse(event.StartsAt), {
    message: eventMessages.endBeforeStart,
    path: ['EndsAt'],
  });
export type EventInput = z.infer<typeof eventInputSchema>;

export const EVENT_VIEWS = ['upcoming', 'drafts', 'past', 'cancelled'] as const;
export type EventView = (typeof EVENT_VIEWS)[number];

export const staffEventsQuerySchema = z.object({
  view: text(20).pipe(z.enum(EVENT_VIEWS)).default('upcoming'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(EVENTS_PAGE_SIZE_MAX).default(25),
});

export const staffEventParamsSchema = z.object({ eventId: idParam });
export const staffRegistrationParamsSchema = z.object({ eventId: idParam, registrationId: idParam });

const eventCounts = {
  /** Holding a place (not waitlisted, not cancelled). */
  Registered: z.number().int(),
  Waitlisted: z.number().int(),
  CheckedIn: z.number().int(),
};

export const staffEventListItemSchema = z.object({
  Id: id,
  Name: z.string(),
  Location: z.string(),
  StartsAt: z.string(),
  EndsAt: z.string(),
  IsPublished: z.boolean(),
  IsCancelled: z.boolean(),
  Capacity: z.number().int().nullable(),
  ...eventCounts,
});
export type StaffEventListItem = z.infer<typeof staffEventListItemSchema>;

export const staffEventsSchema = z.object({
  Items: z.array(staffEventListItemSchema),
  Total: z.number().int(),
  Page: z.number().int(),
  PageSize: z.number().int(),
});
export type StaffEvents = z.infer<typeof staffEventsSchema>;

export const staffEventSchema = z.object({
  Id: id,
  ExternalId: z.string(),
  Name: z.string(),
  Description: z.string(),
  Location: z.string(),
  StartsAt: z.string(),
  EndsAt: z.string(),
  IBREvent: z.boolean(),
  CanRegister: z.boolean(),
  Capacity: z.number().int().nullable(),
  SurveyId: id.nullable(),
  AccommodationLeadDays: z.number().int(),
  IsPublished: z.boolean(),
  CancelledAt: z.string().nullable(),
  /** The calendar file's SEQUENCE: rises on every change. */
  Sequence: z.number().int(),
  UpdatedAt: z.string(),
  ...eventCounts,
});
export type StaffEvent = z.infer<typeof staffEventSchema>;

/** What the event editor offers: the surveys an event can attach, and the zone its times are written in. */
export const staffEventOptionsSchema = z.object({
  Surveys: z.array(z.object({ Id: id, Title: z.string() })),
  /** PROGRAM_TIMEZONE (IANA): the editor's dates and times are in it, whatever the browser's zone. */
  ProgramTimezone: z.string(),
});
export type StaffEventOptions = z.infer<typeof staffEventOptionsSchema>;

export const publishEventSchema = z.object({ IsPublished: z.boolean() });

export const attendeesQuerySchema = z.object({
  search: optionalText(200),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(EVENTS_PAGE_SIZE_MAX).default(25),
});

export const attendeeSchema = z.object({
  RegistrationId: id,
  Name: z.string(),
  Email: z.string(),
  RegisteredAt: z.string(),
  CheckedInAt: z.string().nullable(),
  /** 1 for the first in line; null when the person holds a place (or cancelled). */
  WaitlistPosition: z.number().int().nullable(),
  HasCompletedSurvey: z.boolean(),
  IsWalkIn: z.boolean(),
  CancelledAt: z.string().nullable(),
});
export type Attendee = z.infer<typeof attendeeSchema>;

export const attendeesSchema = z.object({
  Items: z.array(attendeeSchema),
  Total: z.number().int(),
  Page: z.number().int(),
  PageSize: z.number().int(),
});
export type Attendees = z.infer<typeof attendeesSchema>;

/** The signed value of a confirmation mail's cancel link. */
export const cancelTokenParamsSchema = z.object({ token: text(200) });

export const registrationToCancelSchema = z.object({
  EventName: z.string(),
  EventDate: z.string(),
  IsCancelled: z.boolean(),
});
export type RegistrationToCancel = z.infer<typeof registrationToCancelSchema>;
