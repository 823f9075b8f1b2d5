import { failure, HUB_CHAT_TYPE, INBOX_EXCERPT_MAX, messages } from '@bridgehub/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { registerAndSignIn, type SignedInVendor } from '../../test/session.ts';
import { newSignedInStaff, post, type SignedInStaff } from '../../test/staff-session.ts';

/** The staff inbox of vendor threads, seen by the vendor through its own endpoints. */
let t: TestApp;
let coordinator: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  coordinator = await newSignedInStaff(t, 'Coordinator');
});
afterAll(() => t.close());

const vendorChats = async (vendor: SignedInVendor) =>
  (await t.app.inject({ method: 'GET', url: '/api/Vendor/Info', headers: vendor.auth })).json().Response.Chats;

const vendorStarts = async (vendor: SignedInVendor, Subject: string) =>
  (await post(t, '/api/Chat/New', { Subject, Message: `About ${Subject}` }, vendor.auth)).json().Response.ChatId;

const reply = (ChatId: number, Message: string) =>
  post(t, '/api/Staff/Messages/Reply', { ChatId, Message }, coordinator.auth);

const inbox = async (query = 'pageSize=100') =>
  (await t.app.inject({ method: 'GET', url: `/api/Staff/Messages?${query}`, headers: coordinator.auth })).json()
    .Response;

describe('the staff inbox', () => {
  it('puts threads awaiting a reply first, then newest activity first, a page at a time', async () => {
    const vendor = await registerAndSignIn(t);
    const answered = await vendorStarts(vendor, 'Answered');
    const older = await vendorStarts(vendor, 'Older question');
    const newer = await vendorStarts(vendor, 'Newer question');
    // The answered thread has the newest activity of all, yet waits on nobody.
    expect((await reply(answered, 'Thanks, noted.')).json().Success).toBe(true);

    const all = await inbox();
    const ours = all.Threads.filter((thread: { VendorId: number }) => thread.VendorId === vendor.vendorId);
    expect(ours.map((thread: { ChatId: number }) => thread.ChatId)).toEqual([newer, older, answered]);
    expect(ours[0]).toMatchObject({ Subject: 'Newer question', AwaitingReply: true, VendorName: expect.any(String) });
    expect(ours[2]).toMatchObject({
      AwaitingReply: false,
      LastMessageUser: 'Test Coordinator',
      LastMessageExcerpt: 'Thanks, noted.',
    });
    expect(all.Total).toBe(all.Threads.length);
    expect(all.AwaitingReply).toBe(
      all.Threads.filter((thread: { AwaitingReply: boolean }) => thread.AwaitingReply).length,
    );
    // Every thread awaiting a reply comes before every answered one.
    const flags = all.Threads.map((thread: { AwaitingReply: boolean }) => thread.AwaitingReply);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));

    const secondPage = await inbox('page=2&pageSize=1');
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
    expect((await reply(answered, long)).json().Success).toBe(true);

    const ofVendor = await inbox(`VendorId=${vendor.vendorId}`);
    expect(ofVendor.Threads.map((thread: { ChatId: number }) => thread.ChatId)).toEqual([waiting, answered]);
    expect(ofVendor).toMatchObject({ Total: 2, AwaitingReply: 1 });
    // The inbox shows the start of a long last message.
    expect(ofVendor.Threads[1].LastMessageExcerpt).toBe(long.slice(0, INBOX_EXCERPT_MAX));
  });

  it('answers 400 for a page size beyond the limit and 403 to a check-in volunteer', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/Staff/Messages?pageSize=1000', headers: coordinator.auth }))
        .statusCode,
    ).toBe(400);
    const volunteer = await newSignedInStaff(t, 'CheckInVolunteer');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/Staff/Messages', headers: volunteer.auth })).statusCode,
    ).toBe(403);
  });
});

describe('replying and starting threads', () => {
  it('shows a staff reply to the vendor as a hub user message under the staff name, and mails its contacts', async () => {
    const vendor = await registerAndSignIn(t);
    const chatId = await vendorStarts(vendor, 'Bid timeline');
    const answer = await reply(chatId, '  The bid opens on 1 June.  ');
    expect(answer.json().Response).toMatchObject({ VendorId: vendor.vendorId, Chat: { ChatId: chatId } });

    const [thread] = await vendorChats(vendor);
    expect(thread.ChatMessages).toHaveLength(2);
    expect(thread.ChatMessages[1]).toMatchObject({
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

    const read = await t.app.inject({ method: 'GET', url: `/api/Staff/Messages/${chatId}`, headers: coordinator.auth });
    expect(read.json().Response.Chat).toEqual(thread);
  });

  it('starts a thread with a vendor, which the vendor sees with the staff message first', async () => {
    const vendor = await registerAndSignIn(t);
    const started = await post(
      t,
      '/api/Staff/Messages/New',
      { VendorId: vendor.vendorId, Subject: 'Welcome', Message: 'Welcome to the program.' },
      coordinator.auth,
    );
    expect(started.json().Success).toBe(true);
    const [thread] = await vendorChats(vendor);
    expect(thread).toMatchObject({
      Subject: 'Welcome',
      ChatMessages: [{ User: 'Test Coordinator', ChatType: HUB_CHAT_TYPE, Message: 'Welcome to the program.' }],
    });
    const inboxThread = (await inbox()).Threads.find((item: { ChatId: number }) => item.ChatId === thread.ChatId);
    expect(inboxThread.AwaitingReply).toBe(false);
  });

  it('refuses an empty subject or message, and unknown threads and vendors', async () => {
    const vendor = await registerAndSignIn(t);
    const start = (payload: Record<string, unknown>) =>
      post(
        t,
        '/api/Staff/Messages/New',
        { VendorId: vendor.vendorId, Subject: 'Hello', Message: 'Hi', ...payload },
        coordinator.auth,
      );
    expect((await start({ Subject: ' ' })).json()).toEqual(failure(messages.chatSubjectRequired));
    expect((await start({ Message: ' ' })).json()).toEqual(failure(messages.emptyChatMessage));
    expect((await start({ VendorId: 999_999 })).statusCode).toBe(404);
    expect((await reply(999_999, 'Hello')).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/Staff/Messages/999999', headers: coordinator.auth })).statusCode,
    ).toBe(404);
    expect(await vendorChats(vendor)).toEqual([]);
  });
});
