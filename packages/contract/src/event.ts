import { z } from 'zod';
import { text } from './fields.ts';
import { EMAIL_MAX } from './rules.ts';

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

/** §3 Event details; Description is sanitized HTML. */
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
});
export type EventDetails = z.infer<typeof eventDetailsSchema>;

export const eventRegistrationSchema = z.object({
  EventId: text(100),
  AttendeeEmail: text(EMAIL_MAX),
  AttendeeName: text(200).default(''),
  SendConfirmation: z.boolean().default(false),
  Captcha: z.string().max(20_000).default(''),
});
export type EventRegistration = z.infer<typeof eventRegistrationSchema>;

export const eventRegistrationResultFields = {
  HasSurvey: z.boolean(),
  UniqueSurveyId: z.string().nullable(),
  HasCompletedSurvey: z.boolean(),
};

export const checkInSchema = z.object({ EventId: text(100), AttendeeEmail: text(EMAIL_MAX) });

export const checkInResultFields = {
  AlreadyCheckedIn: z.boolean(),
  CheckInSuccess: z.boolean(),
  Name: z.string().nullable(),
};
