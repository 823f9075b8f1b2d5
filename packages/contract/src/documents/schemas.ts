import { z } from 'zod';
import { attachmentSchema, requestedAttachmentSchema } from '../attachments/schemas.ts';
import { id, idParam, optionalText, text } from '../fields.ts';

export const DOCUMENT_DESCRIPTION_MAX = 200;
export const REVIEW_NOTE_MAX = 1000;
export const DOCUMENTS_PAGE_SIZE_MAX = 100;

/** A due date is a calendar day; the program's own day, not an instant. */
const calendarDay = text(10).refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value), 'Expected a date as YYYY-MM-DD');

/** Staff ask a vendor for a document. DocumentTypeId null means any type. */
export const requestDocumentSchema = z.object({
  Description: text(DOCUMENT_DESCRIPTION_MAX),
  DocumentTypeId: id.nullish().transform((value) => value ?? null),
  Required: z.boolean(),
  DueDate: calendarDay.nullish().transform((value) => value ?? null),
});
export type RequestDocument = z.output<typeof requestDocumentSchema>;

/** A requested document as staff see it: the vendor's view plus the type asked for and when it was asked. */
export const staffDocumentRequestSchema = requestedAttachmentSchema.extend({
  DocumentTypeId: id.nullable(),
  DocumentType: z.string(),
  RequestedAt: z.string(),
});
export type StaffDocumentRequest = z.infer<typeof staffDocumentRequestSchema>;

/** A vendor's documents for staff: its requests with their files, and its additional documents. */
export const vendorDocumentsSchema = z.object({
  VendorId: id,
  VendorName: z.string(),
  Requests: z.array(staffDocumentRequestSchema),
  AdditionalDocuments: z.array(attachmentSchema),
  /** The descriptions of required requests still missing a file that was not rejected, as the vendor's banner lists them. */
  MissingDocuments: z.array(z.string()),
});
export type VendorDocuments = z.infer<typeof vendorDocumentsSchema>;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(DOCUMENTS_PAGE_SIZE_MAX).default(25),
});

/** A file awaiting review, with its vendor and what it was filed under. */
export const documentAwaitingReviewSchema = attachmentSchema.extend({
  VendorId: id,
  VendorName: z.string(),
  RequestId: id.nullable(),
  RequestDescription: z.string(),
  SubmittedAt: z.string(),
  /** The name of the contact who uploaded it; empty once that contact is deleted. */
  SubmittedBy: z.string(),
});

export const documentsAwaitingReviewSchema = z.object({
  Items: z.array(documentAwaitingReviewSchema),
  Total: z.number().int(),
  Page: z.number().int(),
  PageSize: z.number().int(),
});
export type DocumentsAwaitingReview = z.infer<typeof documentsAwaitingReviewSchema>;

/** Staff accept a file or reject it with a reason; a decision can be changed later. */
export const reviewDocumentSchema = z.object({
  Decision: text(20).pipe(z.enum(['Accepted', 'Rejected'])),
  Note: optionalText(REVIEW_NOTE_MAX),
});

/** A vendor's file: the console calls its files documents. */
export const documentIdParamsSchema = z.object({ documentId: idParam });

/** Staff console texts for documents (ours: the specification has no staff side; docs/decisions.md). */
export const documentMessages = {
  descriptionRequired: 'Please enter a description of the document',
  dueDateInvalid: 'Please enter a real date',
  rejectionReasonRequired: 'Please give the vendor a reason for the rejection',
} as const;
