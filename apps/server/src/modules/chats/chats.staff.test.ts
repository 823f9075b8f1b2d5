import { failure, HUB_CHAT_TYPE, INBOX_EXCERPT_MAX, messages } from '@bridgehub/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import type { BodyOf, QueryOf } from '../../test/inject.ts';
import { registerAndSignIn, type SignedInVendor } from '../../test/session.ts';
import { newSignedInStaff, type SignedInStaff } from '../../test/staff-session.ts';

/** The staff inbox of vendor threads, seen by the vendor through its own endpoints. */
let t: TestApp;
let coordinator: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  coordinator = await newSignedInStaff(t, 'Coordinator');
});
afterAll(() => t.close());

const vendorChats = async (vendor: SignedInVendor) =>
  (await t.inject('getVendorInfo', { as: vendor })).body.Response?.Chats ?? [];

const vendorStarts = async (vendor: SignedInVendor, Subject: string) =>
  (await t.inject('startChat', { as: vendor, body: { Subject, Message: `About ${Subject}` } })).body.Response?.ChatId ??
  0;

const reply = (chatId: number, Message: string) =>
  t.inject('replyToStaffThread', { as: coordinator, params: { chatId }, body: { Message } });

const inboxPage = (query: QueryOf<'listStaffInbox'>, as: SignedInStaff = coordinator) =>
  t.inject('listStaffInbox', { as, query });
const inbox = async (query: QueryOf<'listStaffInbox'> = { pageSize: 100 }) => (await inboxPage(query)).body.Response;

describe('the staff inbox', () => {
  it('puts threads awaiting a reply first, then newest activity first, a page at a time', async () => {
    const vendor = await registerAndSignIn(t);
    const answered = await vendorStarts(vendor, 'Answered');
    const older = await vendorStarts(vendor, 'Older question');
    const newer = await vendorStarts(vendor, 'Newer question');
    // The answered thread has the newest activity of all, yet waits on nobody.
    expect((await reply(answered, 'Thanks, noted.')).body.Success).toBe(true);

    const all = await inbox();
    const ours = all.Threads.filter((thread) => thread.VendorId === vendor.vendorId);
    expect(ours.map((thread) => thread.ChatId)).toEqual([newer, older, answered]);
    expect(ours[0]).toMatchObject({ Subject: 'Newer question', AwaitingReply: true, VendorName: expect.any(String) });
    expect(ours[2]).toMatchObject({
      AwaitingReply: false,
      LastMessageUser: 'Test Coordinator',
      LastMessageExcerpt: 'Thanks, noted.',
    });
    expect(all.Total).toBe(all.Threads.length);
    expect(all.AwaitingReply).toBe(all.Threads.filter((thread) => thread.AwaitingReply).length);
    // Every thread awaiting a reply comes before every answered one.
    const flags = all.Threads.map((thread) => thread.AwaitingReply);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));

    const secondPage = await inbox({ page: 2, pageSize: 1 });
    expect(secondPage).toMatchObject({ Page: 2, PageSize: 1, Total: all.Total });
    expect(secondPage.Threads).toEqual([all.Threads[1]]);
  });

  it("lists one vendor's threads alone, with that vendor's totals", async () => {
    const vendor = await registerAndSignIn(t);
    const other = await registerAndSignIn(t);
    const answered = await vendorStarts(vendor, 'Invoice');
    const waiting = await vendorStarts(vendor, 'Site visit');
    await vendorStarts(other, 'Not theirs');
    const long = `Paid in full. ${'Details follow. '.repeat(20)}`;
    expect((await reply(answered, long)).body.Success).toBe(true);

    const ofVendor = await inbox({ VendorId: vendor.vendorId });
    expect(ofVendor.Threads.map((thread) => thread.ChatId)).toEqual([waiting, answered]);
    expect(ofVendor).toMatchObject({ Total: 2, AwaitingReply: 1 });
    // The inbox shows the start of a long last message.
    expect(ofVendor.Threads[1]?.LastMessageExcerpt).toBe(long.slice(0, INBOX_EXCERPT_MAX));
  });

  it('answers 400 for a page size beyond the limit and 403 to a check-in volunteer', async () => {
    expect((await inboxPage({ pageSize: 1000 })).status).toBe(400);
    const volunteer = await newSignedInStaff(t, 'CheckInVolunteer');
    expect((await inboxPage({}, volunteer)).status).toBe(403);
  });
});

describe('replying and starting threads', () => {
  it('shows a staff reply to the vendor as a hub user message under the staff name, and mails its contacts', async () => {
    const vendor = await registerAndSignIn(t);
    const chatId = await vendorStarts(vendor, 'Bid timeline');
    const answer = await reply(chatId, '  The bid opens on 1 June.  ');
    expect(answer.body.Response).toMatchObject({ VendorId: vendor.vendorId, Chat: { ChatId: chatId } });

    const [thread] = await vendorChats(vendor);
    expect(thread?.ChatMessages).toHaveLength(2);
    expect(thread?.ChatMessages[1]).toMatchObject({
      User: 'Test Coordinator',
      ChatType: HUB_CHAT_TYPE,
      Message: 'The bid opens on 1 June.',
    });
    const [stored] = await t.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.chatId, chatId), eq(chatMessages.chatType, HUB_CHAT_TYPE)));
    expect(stored?.staffId).toBe(coordinator.id);
    const mail = await t.smtp.waitForMail(
      (received) =>
        JSON.stringify(received.to ?? '').includes(vendor.email) &&
        /message from the program/.test(received.subject ?? ''),
    );
    expect(mail.subject).toBe('New message from the program: Bid timeline');
    expect(mail.text).toContain('The bid opens on 1 June.');

    const read = await t.inject('getStaffThread', { as: coordinator, params: { chatId } });
    expect(read.body.Response?.Chat).toEqual(thread);
  });

  it('starts a thread with a vendor, which the vendor sees with the staff message first', async () => {
    const vendor = await registerAndSignIn(t);
    const started = await t.inject('startStaffThread', {
      as: coordinator,
      body: { VendorId: vendor.vendorId, Subject: 'Welcome', Message: 'Welcome to the program.' },
    });
    expect(started.body.Success).toBe(true);
    const [thread] = await vendorChats(vendor);
    expect(thread).toMatchObject({
      Subject: 'Welcome',
      ChatMessages: [{ User: 'Test Coordinator', ChatType: HUB_CHAT_TYPE, Message: 'Welcome to the program.' }],
    });
    const inboxThread = (await inbox()).Threads.find((item) => item.ChatId === thread?.ChatId);
    expect(inboxThread?.AwaitingReply).toBe(false);
  });

  it('refuses an empty subject or message, and unknown threads and vendors', async () => {
    const vendor = await registerAndSignIn(t);
    const start = (override: Partial<BodyOf<'startStaffThread'>>) =>
      t.inject('startStaffThread', {
        as: coordinator,
        body: { VendorId: vendor.vendorId, Subject: 'Hello', Message: 'Hi', ...override },
      });
    expect((await start({ Subject: ' ' })).body).toEqual(failure(messages.chatSubjectRequired));
    expect((await start({ Message: ' ' })).body).toEqual(failure(messages.emptyChatMessage));
    expect((await start({ VendorId: 999_999 })).status).toBe(404);
    expect((await reply(999_999, 'Hello')).status).toBe(404);
    expect((await t.inject('getStaffThread', { as: coordinator, params: { chatId: 999_999 } })).status).toBe(404);
    expect(await vendorChats(vendor)).toEqual([]);
  });
});
