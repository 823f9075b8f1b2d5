import { z } from 'zod';
import { contactSchema } from '../contacts/schemas.ts';
import { captchaAnswer, id, optionalText, phoneNumber, text } from '../fields.ts';
import { EMAIL_MAX } from '../rules.ts';

/** §3 Address. */
export const addressSchema = z.object({
  Id: id.optional(),
  StreetAddress: text(200).default(''),
  City: text(100).default(''),
  State: optionalText(100),
  StateId: id.nullish().transform((value) => value ?? 0),
  Zip: text(10).default(''),
});
export type Address = z.infer<typeof addressSchema>;

const optionalId = id.nullish().transform((value) => value ?? null);

/** §3 Business. Display fields (…Name, …Display) are filled by the server and ignored on input. */
export const businessSchema = z.object({
  Id: id.optional(),
  BusinessName: text(200).default(''),
  DBA: optionalText(200),
  RegisteringPublic: z.boolean().default(false),
  /** -1 means other (§9); null when the organization is not public. */
  RegisteringPublicId: optionalId,
  PublicOrganizationOtherText: optionalText(200),
  RegisteringPublicName: optionalText(200),
  NAICNumber: optionalText(50),
  CertificationNumber: optionalText(50),
  /** Labelled Business License Number. */
  UBIRegistrationNumber: optionalText(50),
  BusinessLicenseNumberState: optionalId,
  BusinessLicenseNumberStateDisplay: optionalText(100),
  Description: text(4000).default(''),
  OwnershipEthnicity: optionalId,
  OwnershipOtherEthnicity: optionalText(200),
  OwnershipGenderOther: optionalText(200),
  /** Labelled Federal Tax Classification. */
  BusinessClassification: optionalId,
  BusinessClassificationName: optionalText(200),
  Email: text(EMAIL_MAX).default(''),
  PhoneNumber: phoneNumber.default(0),
  Address: addressSchema.default(() => addressSchema.parse({})),
  Website: optionalText(500),
  BusinessType: z.array(text(100)).max(20).default([]),
  /** Certification ids; the spelling is the specification's. */
  BusinessEnterpiseCertifications: z.array(id).max(200).default([]),
});
export type Business = z.infer<typeof businessSchema>;
export type BusinessInput = z.input<typeof businessSchema>;

/** §3 Registration payload: the first PrimaryContact is used. */
export const vendorRegistrationSchema = z.object({
  Business: businessSchema,
  PrimaryContact: z.array(contactSchema).max(10).default([]),
  Captcha: captchaAnswer,
});
export type VendorRegistration = z.infer<typeof vendorRegistrationSchema>;
export type VendorRegistrationInput = z.input<typeof vendorRegistrationSchema>;

export const vendorSearchResultSchema = z.object({ VendorName: z.string() });
export type VendorSearchResult = z.infer<typeof vendorSearchResultSchema>;

/** A search term: the specification passes both names and e-mails as `name`. */
export const searchQuerySchema = z.object({ name: text(EMAIL_MAX).default('') });

export const verifyQuerySchema = z.object({ token: text(200).default('') });
