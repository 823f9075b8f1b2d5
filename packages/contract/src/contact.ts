import { z } from 'zod';
import { id, optionalText, phoneNumber, text } from './fields.ts';
import { EMAIL_MAX } from './rules.ts';

/** §3 Contact. Flags the server owns (PrimaryContact, Approved, Enabled, DisableDate) are ignored on input. */
export const contactSchema = z.object({
  Id: id.optional(),
  Email: text(EMAIL_MAX).default(''),
  FirstName: text(100).default(''),
  LastName: text(100).default(''),
  Title: optionalText(100),
  PhoneNumber: phoneNumber.default(0),
  PrimaryContact: z.boolean().default(false),
  Approved: z.boolean().default(false),
  Enabled: z.boolean().default(true),
  DisableDate: z.string().nullish(),
});
export type Contact = z.infer<typeof contactSchema>;
export type ContactInput = z.input<typeof contactSchema>;
