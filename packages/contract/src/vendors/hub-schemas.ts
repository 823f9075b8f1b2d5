import { z } from 'zod';
import { attachmentSchema, requestedAttachmentSchema } from '../attachments/schemas.ts';
import { chatSchema } from '../chats/schemas.ts';
import { contactSchema } from '../contacts/schemas.ts';
import { id } from '../fields.ts';
import { businessSchema } from './schemas.ts';

/** §3 Vendor record. */
export const vendorRecordSchema = z.object({
  Id: id,
  PrimaryContact: z.array(contactSchema),
  Business: businessSchema,
});

/** §3 Vendor info / detail view: what the vendor hub shows. */
export const vendorInfoSchema = z.object({
  VendorId: id,
  Business: businessSchema,
  PrimaryContact: z.array(contactSchema),
  HasVerified: z.boolean(),
  MissingRequiredDocuments: z.boolean(),
  MissingRequiredDocumentDisplay: z.string(),
  CanEditBusiness: z.boolean(),
  CanRequestProgramEngagement: z.boolean(),
  HasRequestedProgramEngagement: z.boolean(),
  CanEngageWithProgram: z.boolean(),
  RequestedAttachments: z.array(requestedAttachmentSchema),
  AdditionalAttachments: z.array(attachmentSchema),
  Chats: z.array(chatSchema),
  Assignments: z.array(z.object({ Id: id, Assignment: z.string() })),
  Contacts: z.array(contactSchema),
});
export type VendorInfo = z.infer<typeof vendorInfoSchema>;

/** PUT /api/Vendor/Update. */
export const vendorUpdateSchema = z.object({
  VendorId: id,
  Business: businessSchema,
  PrimaryContact: z.array(contactSchema).max(10).default([]),
});
