import {
  type Chat,
  HUB_CHAT_TYPE,
  INBOX_EXCERPT_MAX,
  messages,
  type StaffInbox,
  type StaffThread,
  VENDOR_CHAT_TYPE,
} from '@bridgehub/contract';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { chatMessages, chats, vendors } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { recipientI18n } from '../../infra/mail/mail-language.ts';
import { enqueueMail } from '../../infra/mail/outbox.ts';
import { renderMail } from '../../infra/mail/template.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import type { StaffActor, VendorActor } from '../auth/actor.ts';
import { listMailableContacts } from '../contacts/contacts.service.ts';

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
  if (message.trim() === '') throw new AppError('refused', messages.emptyChatMessage);
  return message.trim();
};

const getChat = async (db: Database, vendorId: number, chatId: number) => {
  const [chat] = await listChatsOf(db, vendorId, [chatId]);
  if (!chat) throw notFound();
  return chat;
};

const checkSubject = (subject: string) => {
  if (subject.trim() === '') throw new AppError('refused', messages.chatSubjectRequired);
  return subject.trim();
};

/** POST /api/Chat/New: a thread with a subject and its first message. */
export const startChat = async (db: Database, caller: VendorActor, subject: string, message: string) => {
  const cleanSubject = checkSubject(subject);
  const body = checkMessage(message);
  const chatId = await db.transaction(async (tx) => {
    const [chat] = await tx
      .insert(chats)
      .values({ vendorId: caller.vendorId, subject: cleanSubject })
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
export const sendChatMessage = async (db: Database, caller: VendorActor, chatId: number, message: string) => {
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

/** The newest message of each thread: what the inbox sorts and flags by. */
const lastMessages = (db: Database) =>
  db
    .selectDistinctOn([chatMessages.chatId], {
      chatId: chatMessages.chatId,
      createdAt: chatMessages.createdAt,
      authorName: chatMessages.authorName,
      chatType: chatMessages.chatType,
      excerpt: sql<string>`left(${chatMessages.body}, ${INBOX_EXCERPT_MAX})`.as('excerpt'),
    })
    .from(chatMessages)
    .orderBy(chatMessages.chatId, desc(chatMessages.createdAt), desc(chatMessages.id))
    .as('last_messages');

/**
 * Threads across vendors, or of one vendor: those awaiting a reply (last message the vendor's) first, then newest
 * activity first.
 */
export const listStaffInbox = async (
  db: Database,
  { vendorId, page, pageSize }: { vendorId?: number; page: number; pageSize: number },
): Promise<StaffInbox> => {
  const last = lastMessages(db);
  const isAwaitingReply = sql<boolean>`${last.chatType} <> ${HUB_CHAT_TYPE}`;
  const ofVendor = vendorId === undefined ? undefined : eq(chats.vendorId, vendorId);
  const rows = await db
    .select({
      ChatId: chats.id,
      VendorId: chats.vendorId,
      VendorName: vendors.businessName,
      Subject: chats.subject,
      lastAt: last.createdAt,
      LastMessageUser: last.authorName,
      LastMessageExcerpt: last.excerpt,
      AwaitingReply: isAwaitingReply,
    })
    .from(chats)
    .innerJoin(last, eq(last.chatId, chats.id))
    .innerJoin(vendors, eq(vendors.id, chats.vendorId))
    .where(ofVendor)
    .orderBy(desc(isAwaitingReply), desc(last.createdAt), desc(chats.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [totals] = await db
    .select({ total: count(), awaiting: sql<number>`count(*) filter (where ${isAwaitingReply})`.mapWith(Number) })
    .from(last)
    .innerJoin(chats, eq(chats.id, last.chatId))
    .where(ofVendor);
  return {
    Threads: rows.map(({ lastAt, ...row }) => ({ ...row, LastMessageAt: lastAt.toISOString() })),
    Total: totals?.total ?? 0,
    AwaitingReply: totals?.awaiting ?? 0,
    Page: page,
    PageSize: pageSize,
  };
};

/** One thread of any vendor, for staff. */
export const getStaffThread = async (db: Database, chatId: number): Promise<StaffThread> => {
  const [thread] = await db
    .select({ vendorId: chats.vendorId, vendorName: vendors.businessName })
    .from(chats)
    .innerJoin(vendors, eq(vendors.id, chats.vendorId))
    .where(eq(chats.id, chatId));
  if (!thread) throw notFound();
  return { VendorId: thread.vendorId, VendorName: thread.vendorName, Chat: await getChat(db, thread.vendorId, chatId) };
};

/** A hub user's message (§3 ChatType 1) under the staff member's display name; the vendor's contacts are mailed. */
const addStaffMessage = async (
  tx: Database,
  deps: ModuleDeps,
  actor: StaffActor,
  thread: { id: number; vendorId: number; subject: string },
  body: string,
) => {
  await tx.insert(chatMessages).values({
    chatId: thread.id,
    chatType: HUB_CHAT_TYPE,
    authorName: actor.displayName,
    staffId: actor.staffId,
    body,
  });
  for (const contact of await listMailableContacts(tx, thread.vendorId)) {
    const i18n = recipientI18n(deps, contact.preferredLanguage);
    await enqueueMail(tx, {
      to: contact.email,
      ...renderMail(
        {
          subject: i18n._({ id: 'New message from the program: {subject}', values: { subject: thread.subject } }),
          paragraphs: [
            i18n._({ id: 'Hello {name},', values: { name: contact.firstName } }),
            i18n._({
              id: '{sender} of the bridge replacement program wrote in the thread “{subject}”:',
              values: { sender: actor.displayName, subject: thread.subject },
            }),
            body,
          ],
          action: { label: i18n._({ id: 'Open Messages' }), url: `${deps.publicUrl}/MyBusiness?tab=3` },
          footer: i18n._({
            id: 'Reply in the Messages tab of My Business. Questions? Write to {supportEmail}.',
            values: { supportEmail: deps.supportEmail },
          }),
        },
        i18n,
      ),
    });
  }
};

/** Staff reply in a vendor's thread. */
export const replyToStaffThread = async (
  db: Database,
  deps: ModuleDeps,
  actor: StaffActor,
  chatId: number,
  message: string,
) => {
  const body = checkMessage(message);
  await db.transaction(async (tx) => {
    const [thread] = await tx
      .select({ id: chats.id, vendorId: chats.vendorId, subject: chats.subject })
      .from(chats)
      .where(eq(chats.id, chatId));
    if (!thread) throw notFound();
    await addStaffMessage(tx, deps, actor, thread, body);
  });
  return getStaffThread(db, chatId);
};

/** Staff start a thread with a vendor. */
export const startStaffThread = async (
  db: Database,
  deps: ModuleDeps,
  actor: StaffActor,
  vendorId: number,
  subject: string,
  message: string,
) => {
  const cleanSubject = checkSubject(subject);
  const body = checkMessage(message);
  const [vendor] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorId));
  if (!vendor) throw notFound();
  const chatId = await db.transaction(async (tx) => {
    const [chat] = await tx.insert(chats).values({ vendorId, subject: cleanSubject }).returning({ id: chats.id });
    if (!chat) throw new Error('chat insert returned no row');
    await addStaffMessage(tx, deps, actor, { id: chat.id, vendorId, subject: cleanSubject }, body);
    return chat.id;
  });
  return getStaffThread(db, chatId);
};
