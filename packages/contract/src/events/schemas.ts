import { z } from 'zod';
import { accommodationRequestSchema, accommodationWindowSchema } from '../accommodations/schemas.ts';
import { captchaAnswer, text } from '../fields.ts';
import { EMAIL_MAX } from '../rules.ts';

/** An event's public id (ExternalId): opaque text. Unknown or malformed ids answer 404, never a database error. */
export const eventIdSchema = text(100);
export const eventIdParamsSchema = z.object({ id: eventIdSchema });

/** §3 Event (list item). EventDate is a UTC timestamp. IBREvent: hosted by the program, else community-hosted. */
export const eventListItemSchema = z.object({
  ExternalId: z.string(),
  EventName: z.string(),
  EventLocation: z.string(),
  EventDate: z.string(),
  CanRegister: z.boolean(),
  IBREvent: z.boolean(),
});
export type EventListItem = z.infer<typeof eventListItemSchema>;

/** §3 Event details; Description is sanitized HTML. EventToday: today is a day of the event in PROGRAM_TIMEZONE. */
export const eventDetailsSchema = z.object({
  Name: z.string(),
  Description: z.string(),
  Location: z.string(),
  Date: z.string(),
  EndDate: z.string(),
  IBREvent: z.boolean(),
  CanRegister: z.boolean(),
  ExternalId: z.string(),
  EventToday: z.boolean(),
  /** Ours: the event was cancelled; its page says so instead of offering registration. */
  IsCancelled: z.boolean(),
  /** Ours (issue 22): until when accommodations asked for at registration are promised. */
  Accommodations: accommodationWindowSchema,
});
export type EventDetails = z.infer<typeof eventDetailsSchema>;

export const eventRegistrationSchema = z.object({
  EventId: eventIdSchema,
  AttendeeEmail: text(EMAIL_MAX),
  AttendeeName: text(200).default(''),
  SendConfirmation: z.boolean().default(false),
  Captcha: captchaAnswer,
  /** Ours (issue 22): an interpreter, captioning and the like, asked for with the registration. */
  Accommodations: accommodationRequestSchema.optional(),
});
export type EventRegistration = z.infer<typeof eventRegistrationSchema>;
export type EventRegistrationInput = z.input<typeof eventRegistrationSchema>;

/** §3 Registration response, beside Success and ErrorMessage (DESIGN.md §6); absent on a failure. */
export const eventRegistrationResultFields = {
  HasSurvey: z.boolean().optional(),
  UniqueSurveyId: z.string().nullable().optional(),
  HasCompletedSurvey: z.boolean().optional(),
  /** Ours: true when the e-mail was already registered, so the screen can say so (DESIGN.md §8). */
  AlreadyRegistered: z.boolean().optional(),
  /** Ours: the event was full, so the person waits for a place; WaitlistPosition is 1 for the first in line. */
  Waitlisted: z.boolean().optional(),
  WaitlistPosition: z.number().int().nullable().optional(),
};

export interface EventRegistrationResult {
  HasSurvey: boolean;
  UniqueSurveyId: string | null;
  HasCompletedSurvey: boolean;
  AlreadyRegistered: boolean;
  Waitlisted: boolean;
  WaitlistPosition: number | null;
}

/** DESIGN.md §8: check-in takes no captcha; a `Captcha` sent with it is stripped like any unknown field. */
export const checkInSchema = z.object({ EventId: eventIdSchema, AttendeeEmail: text(EMAIL_MAX) });
export type CheckIn = z.infer<typeof checkInSchema>;

/** §3 Check-in response, beside Success and ErrorMessage; absent on a failure. */
export const checkInResultFields = {
  AlreadyCheckedIn: z.boolean().optional(),
  CheckInSuccess: z.boolean().optional(),
  Name: z.string().nullable().optional(),
};

export interface CheckInResult {
  AlreadyCheckedIn: boolean;
  CheckInSuccess: boolean;
  Name: string | null;
}

/** §2 Check-in: an e-mail handed over by navigation checks in automatically (the confirmation mail's link). */
export const CHECK_IN_EMAIL_PARAM = 'email';
