import { z } from 'zod';
import { id, idParam, optionalText, text } from '../fields.ts';
import {
  ACCOMMODATION_FORMAT_MAX,
  ACCOMMODATION_LANGUAGE_MAX,
  ACCOMMODATION_LEAD_DAYS_MAX,
  ACCOMMODATION_NEEDS,
  ACCOMMODATION_NOTE_MAX,
  ACCOMMODATION_OTHER_MAX,
  ACCOMMODATION_STATES,
} from './messages.ts';
import { accommodationProblems } from './rules.ts';

export const accommodationNeedSchema = z.enum(ACCOMMODATION_NEEDS);
export const accommodationStateSchema = z.enum(ACCOMMODATION_STATES);

/**
 * The registration form's accommodations (optional in the registration). The rules of rules.ts refuse with a 400
 * naming the field; the needs come back in the form's order, and the text of a need not ticked is dropped.
 */
export const accommodationRequestSchema = z
  .object({
    Needs: z.array(text(40).pipe(accommodationNeedSchema)).max(ACCOMMODATION_NEEDS.length),
    SpokenLanguage: optionalText(ACCOMMODATION_LANGUAGE_MAX),
    Format: optionalText(ACCOMMODATION_FORMAT_MAX),
    Other: optionalText(ACCOMMODATION_OTHER_MAX),
  })
  .superRefine((choice, context) => {
    for (const { field, message } of accommodationProblems(choice))
      context.addIssue({ code: 'custom', message, path: [field] });
  })
  .transform((choice) => {
    const needs = ACCOMMODATION_NEEDS.filter((need) => choice.Needs.includes(need));
    const detail = (need: (typeof needs)[number], value: string) => (needs.includes(need) ? value.trim() : '');
    return {
      Needs: needs,
      SpokenLanguage: detail('SpokenLanguage', choice.SpokenLanguage),
      Format: detail('Format', choice.Format),
      Other: detail('Other', choice.Other),
    };
  });
export type AccommodationRequest = z.output<typeof accommodationRequestSchema>;
export type AccommodationRequestInput = z.input<typeof accommodationRequestSchema>;

/** What was asked for, as staff and the station read it. */
export const accommodationSchema = z.object({
  Needs: z.array(accommodationNeedSchema),
  SpokenLanguage: z.string(),
  Format: z.string(),
  Other: z.string(),
});

/** An event's time to ask (PROGRAM_TIMEZONE): promised until ClosesAt, which is the end of LastDay (YYYY-MM-DD). */
export const accommodationWindowSchema = z.object({
  LastDay: z.string(),
  ClosesAt: z.string(),
});
export type AccommodationWindow = z.infer<typeof accommodationWindowSchema>;

/** The staff member's lead time in the event editor, in business days. */
export const accommodationLeadDaysSchema = z.number().int().min(0).max(ACCOMMODATION_LEAD_DAYS_MAX);

/** A request as the check-in station shows it beside the attendee. */
export const stationAccommodationSchema = accommodationSchema.extend({ State: accommodationStateSchema });
export type StationAccommodation = z.infer<typeof stationAccommodationSchema>;

export const staffAccommodationSchema = accommodationSchema.extend({
  RequestId: id,
  RegistrationId: id,
  Name: z.string(),
  Email: z.string(),
  /** The registration holds a place (false: waitlisted or cancelled). */
  IsWaitlisted: z.boolean(),
  IsCancelled: z.boolean(),
  RequestedAt: z.string(),
  /** Asked before the time to ask closed: promised. */
  IsOnTime: z.boolean(),
  State: accommodationStateSchema,
  /** Sent to the registrant with a change. */
  Note: z.string(),
  StateChangedAt: z.string().nullable(),
});
export type StaffAccommodation = z.infer<typeof staffAccommodationSchema>;

export const eventAccommodationsSchema = z.object({
  Window: accommodationWindowSchema,
  LeadDays: z.number().int(),
  Items: z.array(staffAccommodationSchema),
});
export type EventAccommodations = z.infer<typeof eventAccommodationsSchema>;

export const accommodationEventParamsSchema = z.object({ eventId: idParam });
export const accommodationParamsSchema = z.object({ eventId: idParam, requestId: idParam });

export const accommodationUpdateSchema = z.object({
  State: text(20).pipe(accommodationStateSchema),
  Note: optionalText(ACCOMMODATION_NOTE_MAX),
});
export type AccommodationUpdate = z.infer<typeof accommodationUpdateSchema>;

/** An upcoming event with requests still new once its time to ask has closed: the console home's list. */
export const dueAccommodationsSchema = z.array(
  z.object({
    EventId: id,
    EventName: z.string(),
    StartsAt: z.string(),
    Window: accommodationWindowSchema,
    NewRequests: z.number().int(),
  }),
);
export type DueAccommodations = z.infer<typeof dueAccommodationsSchema>;
