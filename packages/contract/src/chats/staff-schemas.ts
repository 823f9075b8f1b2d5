import { z } from 'zod';
import { id, idParam, text } from '../fields.ts';
import { CHAT_MESSAGE_MAX, CHAT_SUBJECT_MAX, chatSchema } from './schemas.ts';

export const INBOX_PAGE_SIZE_MAX = 100;
export const INBOX_EXCERPT_MAX = 160;

export const inboxQuerySchema = z.object({
  /** Only this vendor's threads (the vendor page's Messages). */
  VendorId: idParam.optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(INBOX_PAGE_SIZE_MAX).default(25),
});

/** One thread in the staff inbox. AwaitingReply: its last message is the vendor's. */
export const inboxThreadSchema = z.object({
  ChatId: id,
  VendorId: id,
  VendorName: z.string(),
  Subject: z.string(),
  LastMessageAt: z.string(),
  LastMessageUser: z.string(),
  /** The start of the last message, up to INBOX_EXCERPT_MAX characters. */
  LastMessageExcerpt: z.string(),
  AwaitingReply: z.boolean(),
});
export type InboxThread = z.infer<typeof inboxThreadSchema>;

export const staffInboxSchema = z.object({
  Threads: z.array(inboxThreadSchema),
  Total: z.number().int(),
  /** Threads awaiting a reply across every page. */
  AwaitingReply: z.number().int(),
  Page: z.number().int(),
  PageSize: z.number().int(),
});
export type StaffInbox = z.infer<typeof staffInboxSchema>;

export const chatIdParamsSchema = z.object({ chatId: idParam });

/** A thread as staff see it: the vendor's Chat and whose it is. */
export const staffThreadSchema = z.object({ VendorId: id, VendorName: z.string(), Chat: chatSchema });
export type StaffThread = z.infer<typeof staffThreadSchema>;

export const replyToStaffThreadSchema = z.object({ Message: text(CHAT_MESSAGE_MAX) });
export const startStaffThreadSchema = z.object({
  VendorId: id,
  Subject: text(CHAT_SUBJECT_MAX),
  Message: text(CHAT_MESSAGE_MAX),
});
