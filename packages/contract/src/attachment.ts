import { z } from 'zod';
import { id, optionalText } from './fields.ts';

/** §3 Attachment. */
export const attachmentSchema = z.object({ Id: id, FileName: z.string(), AttachmentType: z.string() });
export type Attachment = z.infer<typeof attachmentSchema>;

/** §3 Requested attachment. */
export const requestedAttachmentSchema = z.object({
  Description: z.string(),
  Required: z.boolean(),
  RequestId: id,
  Attachments: z.array(attachmentSchema),
});
export type RequestedAttachment = z.infer<typeof requestedAttachmentSchema>;

/** §3 Pending attachment: DocumentTypeId -1 means other, then OtherDocumentType is required. */
export const pendingAttachmentSchema = z.object({
  AttachmentId: id,
  AttachmentName: optionalText(255),
  DocumentTypeId: id,
  OtherDocumentType: optionalText(200),
});
export type PendingAttachment = z.infer<typeof pendingAttachmentSchema>;

export const attachToRequestSchema = z.object({
  RequestId: id,
  Attachments: z.array(pendingAttachmentSchema).min(1).max(50),
});

export const attachDocumentSchema = z.object({
  VendorId: id,
  Attachments: z.array(pendingAttachmentSchema).min(1).max(50),
});

/** The multipart field the file travels in (§3). */
export const UPLOAD_FIELD = 'file';
