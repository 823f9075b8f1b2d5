import { type Chat, messages, VENDOR_CHAT_TYPE } from '@bridgehub/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { chatMessages, chats } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Caller } from '../../http/route.ts';
import { notFound } from '../contacts/contacts.service.ts';

/** The vendor's threads, newest first, each with its history in the order it was written. */
export const listChatsOf = async (db: Database, vendorId: number, chatIds?: number[]): Promise<Chat[]> => {
  const threads = await db
    .select()
    .from(chats)
    .where(and(eq(chats.vendorId, vendorId), chatIds ? inArray(chats.id, chatIds) : undefined))
    .orderBy(desc(chats.createdAt), desc(chats.id));
  if (threads.length === 0) return [];
  const history = await db
    .select()
    .from(chatMessages)
    .where(
      inArray(
        chatMessages.chatId,
        threads.map((thread) => thread.id),
      ),
    )
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
  return threads.map((thread) => ({
    ChatId: thread.id,
    Subject: thread.subject,
    ChatOpened: thread.createdAt.toISOString(),
    ChatMessages: history
      .filter((message) => message.chatId === thread.id)
      .map((message) => ({
        User: message.authorName,
        ChatType: message.chatType,
        Date: message.createdAt.toISOString(),
        Message: message.body,
      })),
  }));
};

/** §5: a message cannot be empty (nor only spaces). */
const checkMessage = (message: string) => {
  if (message.trim() === '') throw new AppError('empty_message', messages.emptyChatMessage);
  return message.trim();
};

const getChat = async (db: Database, vendorId: number, chatId: number) => {
  const [chat] = await listChatsOf(db, vendorId, [chatId]);
  if (!chat) throw notFound();
  return chat;
};

/** POST /api/Chat/New: a thread with a subject and its first message. */
export const startChat = async (db: Database, caller: Caller, subject: string, message: string) => {
  if (subject.trim() === '') throw new AppError('empty_subject', messages.chatSubjectRequired);
  const body = checkMessage(message);
  const chatId = await db.transaction(async (tx) => {
    const [chat] = await tx
      .insert(chats)
      .values({ vendorId: caller.vendorId, subject: subject.trim() })
      .returning({ id: chats.id });
    if (!chat) throw new Error('chat insert returned no row');
    await tx.insert(chatMessages).values({
      chatId: chat.id,
      chatType: VENDOR_CHAT_TYPE,
      authorName: caller.name,
      contactId: caller.contactId,
      body,
    });
    return chat.id;
  });
  return getChat(db, caller.vendorId, chatId);
};

/** POST /api/Chat/Vendor: a message in a thread of the caller's vendor. */
export const sendChatMessage = async (db: Database, caller: Caller, chatId: number, message: string) => {
  const body = checkMessage(message);
  const [chat] = await db
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.id, chatId), eq(chats.vendorId, caller.vendorId)));
  if (!chat) throw notFound();
  await db.insert(chatMessages).values({
    chatId: chat.id,
    chatType: VENDOR_CHAT_TYPE,
    authorName: caller.name,
    contactId: caller.contactId,
    body,
  });
  return getChat(db, caller.vendorId, chat.id);
};
