import { z } from 'zod';
import type { Schemas } from '../api.ts';
import { attachmentSchema } from '../attachments/schemas.ts';
import { envelopeSchema } from '../envelope.ts';
import { vendorIdParamsSchema } from '../vendors/staff-schemas.ts';
import type { documentStaffRoutes } from './routes.ts';
import {
  documentIdParamsSchema,
  documentsAwaitingReviewSchema,
  pageQuerySchema,
  requestDocumentSchema,
  reviewDocumentSchema,
  staffDocumentRequestSchema,
  vendorDocumentsSchema,
} from './schemas.ts';

export const documentStaffApi = {
  requestDocument: {
    params: vendorIdParamsSchema,
    body: requestDocumentSchema,
    response: envelopeSchema(staffDocumentRequestSchema.nullable()),
  },
  listVendorDocuments: {
    params: vendorIdParamsSchema,
    response: envelopeSchema(vendorDocumentsSchema.nullable()),
  },
  listDocumentsAwaitingReview: { query: pageQuerySchema, response: envelopeSchema(documentsAwaitingReviewSchema) },
  /** The file itself, as the vendor's download sends it. */
  getVendorDocument: { params: documentIdParamsSchema, response: z.unknown() },
  reviewDocument: {
    params: documentIdParamsSchema,
    body: reviewDocumentSchema,
    response: envelopeSchema(attachmentSchema.nullable()),
  },
} as const satisfies { [K in keyof typeof documentStaffRoutes]: Schemas };
