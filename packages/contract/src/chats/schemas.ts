import { z } from 'zod';
import { id, text } from '../fields.ts';

/** §3: ChatType 1 means a hub user wrote it; anything else, the vendor. */
export const HUB_CHAT_TYPE = 1;
export const VENDOR_CHAT_TYPE = 2;

export const chatMessageSchema = z.object({
  User: z.string(),
  ChatType: z.number().int(),
  /** UTC. */
  Date: z.string(),
  Message: z.string(),
});

export const chatSchema = z.object({
  ChatId: id,
  Subject: z.string(),
  ChatOpened: z.string(),
  ChatMessages: z.array(chatMessageSchema),
});
export type Chat = z.infer<typeof chatSchema>;

export const CHAT_MESSAGE_MAX = 5000;
export const CHAT_SUBJECT_MAX = 200;

export const sendChatMessageSchema = z.object({ ChatId: id, Message: text(CHAT_MESSAGE_MAX) });
export const startChatSchema = z.object({ Subject: text(CHAT_SUBJECT_MAX), Message: text(CHAT_MESSAGE_MAX) });
