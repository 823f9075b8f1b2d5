import { failure, HUB_CHAT_TYPE, messages, VENDOR_CHAT_TYPE } from '@bridgehub/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, chats } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { registerAndSignIn, type SignedInVendor } from '../../test/session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (vendor: SignedInVendor, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: vendor.auth, payload: payload as object });

describe('POST /api/Chat/New and POST /api/Chat/Vendor', () => {
  it('starts a thread with a subject, then adds vendor messages under the hub’s, in order', async () => {
    const vendor = await registerAndSignIn(t);
    const started = (
      await post(vendor, '/api/Chat/New', { Subject: '  Insurance question ', Message: 'Hello' })
    ).json();
    expect(started.Success).toBe(true);
    expect(started.Response).toMatchObject({
      Subject: 'Insurance question',
      ChatMessages: [{ User: 'Dana Rivera', ChatType: VENDOR_CHAT_TYPE, Message: 'Hello' }],
    });
    const chatId = started.Response.ChatId;
    await t.db
      .insert(chatMessages)
      .values({ chatId, chatType: HUB_CHAT_TYPE, authorName: 'Staff', body: 'How can we help?' });
    const sent = (await post(vendor, '/api/Chat/Vendor', { ChatId: chatId, Message: 'Which limits apply?' })).json();
    expect(
      sent.Response.ChatMessages.map((m: { ChatType: number; Message: string }) => [m.ChatType, m.Message]),
    ).toEqual([
      [VENDOR_CHAT_TYPE, 'Hello'],
      [HUB_CHAT_TYPE, 'How can we help?'],
      [VENDOR_CHAT_TYPE, 'Which limits apply?'],
    ]);
    expect(new Date(sent.Response.ChatMessages[0].Date).toISOString()).toBe(sent.Response.ChatMessages[0].Date);
    const info = (await t.app.inject({ method: 'GET', url: '/api/Vendor/Info', headers: vendor.auth })).json().Response;
    expect(info.Chats).toHaveLength(1);
  });

  it('refuses an empty message and an empty subject', async () => {
    const vendor = await registerAndSignIn(t);
    const [chat] = await t.db.insert(chats).values({ vendorId: vendor.vendorId, subject: 'S' }).returning();
    expect((await post(vendor, '/api/Chat/Vendor', { ChatId: chat?.id, Message: '   ' })).json()).toEqual(
      failure(messages.emptyChatMessage),
    );
    expect((await post(vendor, '/api/Chat/New', { Subject: '', Message: 'x' })).json()).toEqual(
      failure(messages.chatSubjectRequired),
    );
    expect((await post(vendor, '/api/Chat/New', { Subject: 'S', Message: '' })).json()).toEqual(
      failure(messages.emptyChatMessage),
    );
  });

  it('answers 400 to malformed bodies and 404 to an unknown thread', async () => {
    const vendor = await registerAndSignIn(t);
    for (const payload of [
      {},
      { ChatId: 'a', Message: 'x' },
      { ChatId: 1, Message: 'x'.repeat(5001) },
      { ChatId: 1.5, Message: 'x' },
    ]) {
      expect((await post(vendor, '/api/Chat/Vendor', payload)).statusCode).toBe(400);
    }
    expect((await post(vendor, '/api/Chat/New', { Subject: 'x'.repeat(201), Message: 'x' })).statusCode).toBe(400);
    expect((await post(vendor, '/api/Chat/Vendor', { ChatId: 987654, Message: 'x' })).statusCode).toBe(404);
  });
});
