import type { Schemas } from '../api.ts';
import { envelopeSchema } from '../envelope.ts';
import type { chatRoutes } from './routes.ts';
import { chatSchema, sendChatMessageSchema, startChatSchema } from './schemas.ts';
import type { chatStaffRoutes } from './staff-routes.ts';
import {
  chatIdParamsSchema,
  inboxQuerySchema,
  replyToStaffThreadSchema,
  staffInboxSchema,
  staffThreadSchema,
  startStaffThreadSchema,
} from './staff-schemas.ts';

export const chatApi = {
  sendChatMessage: { body: sendChatMessageSchema, response: envelopeSchema(chatSchema.nullable()) },
  startChat: { body: startChatSchema, response: envelopeSchema(chatSchema.nullable()) },
} as const satisfies { [K in keyof typeof chatRoutes]: Schemas };

export const chatStaffApi = {
  listStaffInbox: { query: inboxQuerySchema, response: envelopeSchema(staffInboxSchema) },
  getStaffThread: { params: chatIdParamsSchema, response: envelopeSchema(staffThreadSchema.nullable()) },
  replyToStaffThread: {
    params: chatIdParamsSchema,
    body: replyToStaffThreadSchema,
    response: envelopeSchema(staffThreadSchema.nullable()),
  },
  startStaffThread: { body: startStaffThreadSchema, response: envelopeSchema(staffThreadSchema.nullable()) },
} as const satisfies { [K in keyof typeof chatStaffRoutes]: Schemas };
