import { z } from 'zod';
import { captchaAnswer, id, idParam, optionalText, phoneNumber, text } from '../fields.ts';
import { LANGUAGES, type LanguageCode } from '../languages.ts';
import { EMAIL_MAX } from '../rules.ts';

/** A language code the product offers mails in (issue 22): bounded text first, as every request string, then one of the codes. */
const languageCode = text(10).pipe(
  z.enum(LANGUAGES.map((language) => language.code) as [LanguageCode, ...LanguageCode[]]),
);

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
  /**
   * An addition to §3 (issue 22): the language the product's mails to this contact are written in. Set from the page's
   * language when the contact is created; omitted on input, it stays as it is.
   */
  PreferredLanguage: languageCode.optional(),
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
