import { z } from 'zod';
import { id, idParam, optionalText, text } from '../fields.ts';
import { ACCESS_NOTE_MAX, ACCESS_REQUEST_KINDS, ACCESS_REQUEST_STATES } from './messages.ts';

export const accessRequestKindSchema = z.enum(ACCESS_REQUEST_KINDS);
export const accessRequestStateSchema = z.enum(ACCESS_REQUEST_STATES);

/** A language-assistance request or a barrier report as the console lists it; a field the kind has not is ''. */
export const staffAccessRequestSchema = z.object({
  Id: id,
  Kind: accessRequestKindSchema,
  Name: z.string(),
  Email: z.string(),
  Phone: z.string(),
  /** A program language's code, or 'other' with OtherLanguage (language assistance). */
  Language: z.string(),
  OtherLanguage: z.string(),
  /** What the help is for (language assistance), or what happened (a barrier). */
  Details: z.string(),
  /** Where the barrier was met. */
  Page: z.string(),
  /** The language of the page it was sent from. */
  PageLanguage: z.string(),
  State: accessRequestStateSchema,
  Note: z.string(),
  CreatedAt: z.string(),
  /** The last change by staff, and who made it. */
  ChangedAt: z.string().nullable(),
  ChangedBy: z.string().nullable(),
});
export type StaffAccessRequest = z.infer<typeof staffAccessRequestSchema>;

export const accessRequestParamsSchema = z.object({ accessRequestId: idParam });

export const accessRequestUpdateSchema = z.object({
  State: text(20).pipe(accessRequestStateSchema),
  Note: optionalText(ACCESS_NOTE_MAX),
});
export type AccessRequestUpdate = z.infer<typeof accessRequestUpdateSchema>;

/** The console's texts (English, as the console). */
export const accessRequestStaffMessages = {
  notFound: 'This request was not found.',
} as const;
