import { z } from 'zod';
import type { Schemas } from '../api.ts';
import { emptyEnvelopeSchema, envelopeSchema } from '../envelope.ts';
import { id } from '../fields.ts';
import type { attachmentRoutes } from './routes.ts';
import {
  attachDocumentSchema,
  attachmentQuerySchema,
  attachToRequestSchema,
  requestAttachmentSchema,
  requestedAttachmentSchema,
} from './schemas.ts';

export const attachmentApi = {
  uploadAttachment: { response: envelopeSchema(id.nullable()) },
  attachToRequest: { body: attachToRequestSchema, response: emptyEnvelopeSchema },
  attachDocument: { body: attachDocumentSchema, response: emptyEnvelopeSchema },
  requestAttachment: {
    body: requestAttachmentSchema,
    response: envelopeSchema(requestedAttachmentSchema.nullable()),
  },
  getAttachment: { query: attachmentQuerySchema, response: z.unknown() },
} as const satisfies { [K in keyof typeof attachmentRoutes]: Schemas };
