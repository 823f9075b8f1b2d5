import type { Schemas } from '../api.ts';
import { envelopeSchema } from '../envelope.ts';
import type { staffChatRoutes } from './routes.ts';
import {
  chatIdParamsSchema,
  inboxQuerySchema,
  replyToThreadSchema,
  staffInboxSchema,
  staffThreadSchema,
  startStaffThreadSchema,
} from './schemas.ts';

export const staffChatApi = {
  listStaffInbox: { query: inboxQuerySchema, response: envelopeSchema(staffInboxSchema) },
  getStaffThread: { params: chatIdParamsSchema, response: envelopeSchema(staffThreadSchema.nullable()) },
  replyToThread: { body: replyToThreadSchema, response: envelopeSchema(staffThreadSchema.nullable()) },
  startStaffThread: { body: startStaffThreadSchema, response: envelopeSchema(staffThreadSchema.nullable()) },
} as const satisfies { [K in keyof typeof staffChatRoutes]: Schemas };
