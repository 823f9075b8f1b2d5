import { z } from 'zod';
import { captchaAnswer, id, idParam, optionalText, phoneNumber, text } from '../fields.ts';
import { EMAIL_MAX } from '../rules.ts';

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
  DisableDate: text(40).nullish(),
});
export type Contact = z.infer<typeof contactSchema>;
export type ContactInput = z.input<typeof contactSchema>;

/** PUT /api/Contacts/UpdateContactApp: the contact, its Id naming which one. */
export const updateContactSchema = contactSchema.extend({ Id: id });

/** POST /api/Contacts/CreateContactApp: the contact and the vendor handed over by navigation (§2). */
export const createContactSchema = contactSchema.extend({ VendorId: id });

/** POST /api/Contacts/RequestAccess: §7 "contact fields and VendorId"; anonymous, so a captcha guards it. */
export const requestAccessSchema = contactSchema.extend({ VendorId: id, Captcha: captchaAnswer });

/** POST /api/Contacts/ApproveAccessApp (§7 spells VendorID so). */
export const approveContactSchema = z.object({ VendorID: id, ContactEmail: text(EMAIL_MAX) });

/** POST /api/Contacts/MakePrimaryApp: §7 does not show its payload. */
export const makePrimaryContactSchema = z.object({ VendorId: id, ContactId: id });

/** POST /api/Contacts/RequestProgramAccess: §7 does not show its payload. */
export const requestProgramAccessSchema = z.object({ VendorId: id });

export const contactIdParamsSchema = z.object({ id: idParam });
