import { z } from 'zod';
import type { Schemas } from '../api.ts';
import { attachmentSchema } from '../attachments/schemas.ts';
import { envelopeSchema } from '../envelope.ts';
import type { documentStaffRoutes } from './routes.ts';
import {
  documentsAwaitingReviewSchema,
  pageQuerySchema,
  requestDocumentSchema,
  reviewDocumentSchema,
  staffAttachmentQuerySchema,
  staffDocumentRequestSchema,
  vendorDocumentsParamsSchema,
  vendorDocumentsSchema,
} from './schemas.ts';

export const documentStaffApi = {
  requestDocument: { body: requestDocumentSchema, response: envelopeSchema(staffDocumentRequestSchema.nullable()) },
  listVendorDocuments: {
    params: vendorDocumentsParamsSchema,
    response: envelopeSchema(vendorDocumentsSchema.nullable()),
  },
  listDocumentsAwaitingReview: { query: pageQuerySchema, response: envelopeSchema(documentsAwaitingReviewSchema) },
  /** The file itself, as the vendor's download sends it. */
  getVendorDocument: { query: staffAttachmentQuerySchema, response: z.unknown() },
  reviewDocument: { body: reviewDocumentSchema, response: envelopeSchema(attachmentSchema.nullable()) },
} as const satisfies { [K in keyof typeof documentStaffRoutes]: Schemas };
