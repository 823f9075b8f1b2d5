import { z } from 'zod';
import { id, optionalText } from '../fields.ts';
import { messages } from '../messages.ts';
import { OTHER_ID } from '../rules.ts';

/** Where staff review of a file stands (ours: the specification has no review; docs/decisions.md). */
export const REVIEW_STATUSES = ['AwaitingReview', 'Accepted', 'Rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** §3 Attachment, with the staff review beside §3's fields: the status and, for a rejection, the reason. */
export const attachmentSchema = z.object({
  Id: id,
  FileName: z.string(),
  AttachmentType: z.string(),
  ReviewStatus: z.enum(REVIEW_STATUSES),
  ReviewNote: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** §3 Requested attachment. */
export const requestedAttachmentSchema = z.object({
  Description: z.string(),
  Required: z.boolean(),
  RequestId: id,
  Attachments: z.array(attachmentSchema),
  /** The date staff asked for it by (YYYY-MM-DD), or null. Ours, beside §3's fields. */
  DueDate: z.string().nullable(),
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
export type PendingAttachmentInput = z.input<typeof pendingAttachmentSchema>;

export const attachToRequestSchema = z.object({
  RequestId: id,
  Attachments: z.array(pendingAttachmentSchema).min(1).max(50),
});

export const attachDocumentSchema = z.object({
  VendorId: id,
  Attachments: z.array(pendingAttachmentSchema).min(1).max(50),
});

/** POST /api/Attachment/RequestAttachment: §7 does not show its payload; ours reads one request of the vendor. */
export const requestAttachmentSchema = z.object({ RequestId: id });

export const attachmentQuerySchema = z.object({ attachmentId: z.coerce.number().int().min(1).max(2_147_483_647) });

/** The multipart field the file travels in (§3). */
export const UPLOAD_FIELD = 'file';

/** §5: each file needs a document type or, for other, an Other Description. Returns the message, or null. */
export const validatePendingAttachment = (pending: { DocumentTypeId: number; OtherDocumentType: string }) => {
  if (!pending.DocumentTypeId || (pending.DocumentTypeId < 1 && pending.DocumentTypeId !== OTHER_ID)) {
    return messages.documentTypeRequired;
  }
  if (pending.DocumentTypeId === OTHER_ID && pending.OtherDocumentType.trim() === '') {
    return messages.otherDescriptionRequired;
  }
  return null;
};
