import { failure, messages, ok } from '@bridgehub/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { buildRegistration, solveCaptcha } from '../../test/factories.ts';
import {
  readSignedContactId,
  readSignedValue,
  signContactId,
  signRecipientId,
  unsubscribeLinks,
} from './unsubscribe-link.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const secret = () => t.config.jwtSecret;

/** A registered vendor's primary contact. */
const createContact = async () => {
  const registration = buildRegistration();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/vendor/submit',
    payload: { ...registration, Captcha: await solveCaptcha(t.app) },
  });
  expect(response.json()).toEqual(ok(null));
  const [contact] = await t.db
    .select()
    .from(contacts)
    .where(eq(contacts.email, registration.PrimaryContact?.[0]?.Email ?? '?'));
  if (!contact) throw new Error('contact not stored');
  return contact;
};

const unsubscribedAt = async (id: number) =>
  (await t.db.select().from(contacts).where(eq(contacts.id, id)))[0]?.unsubscribedAt ?? null;

const unsubscribe = (value: string) =>
  t.app.inject({ method: 'POST', url: `/api/Contacts/UnsubscribeBroadcast/${encodeURIComponent(value)}` });

describe('POST /api/Contacts/UnsubscribeBroadcast/{contactId}', () => {
  it('unsubscribes the contact of a signed value, idempotently', async () => {
    const contact = await createContact();
    const signed = signContactId(secret(), contact.id);
    expect((await unsubscribe(signed)).json()).toEqual(ok(null));
    const first = await unsubscribedAt(contact.id);
    expect(first).toBeInstanceOf(Date);
    expect((await unsubscribe(signed)).json()).toEqual(ok(null));
    expect(await unsubscribedAt(contact.id)).toEqual(first);
  });

  it('changes nothing for a bare, guessed or altered value', async () => {
    const contact = await createContact();
    const signed = signContactId(secret(), contact.id);
    const other = signContactId('another-secret-another-secret-another-secret', contact.id);
    const altered = `${contact.id + 1}${signed.slice(String(contact.id).length)}`;
    for (const value of [String(contact.id), other, altered, `${signed}x`, 'x'.repeat(150), '0.abc', '-1']) {
      const response = await unsubscribe(value);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(failure(messages.unableToUnsubscribe));
    }
    expect(await unsubscribedAt(contact.id)).toBeNull();
  });

  // RFC 8058 §3.2: either form encoding; no other endpoint takes a form (hostile-input.test.ts).
  it.each([
    ['application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click'],
    [
      'multipart/form-data; boundary=ABC',
      '--ABC\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--ABC--\r\n',
    ],
  ])('takes the RFC 8058 one-click POST from a mail client (%s) and answers without a redirect', async (type, body) => {
    const contact = await createContact();
    const links = unsubscribeLinks({ publicUrl: 'http://localhost:3000', secret: secret() }, contact.id);
    expect(links.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const target = /^<http:\/\/localhost:3000(\/api\/Contacts\/UnsubscribeBroadcast\/[^>]+)>$/.exec(
      links.headers['List-Unsubscribe'],
    );
    expect(target?.[1]).toBeDefined();
    expect(links.pageUrl).toBe(`http://localhost:3000/UnsubscribeBroadcast/${signContactId(secret(), contact.id)}`);
    const response = await t.app.inject({
      method: 'POST',
      url: target?.[1] ?? '',
      payload: body,
      headers: { 'content-type': type },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers.location).toBeUndefined();
    expect(await unsubscribedAt(contact.id)).toBeInstanceOf(Date);
  });

  it('never unsubscribes on a GET (mail scanners prefetch links)', async () => {
    const contact = await createContact();
    const signed = signContactId(secret(), contact.id);
    const api = await t.app.inject({ method: 'GET', url: `/api/Contacts/UnsubscribeBroadcast/${signed}` });
    expect(api.statusCode).toBe(404);
    const page = await t.app.inject({
      method: 'GET',
      url: `/UnsubscribeBroadcast/${signed}`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(await unsubscribedAt(contact.id)).toBeNull();
  });

  it('answers 400 for an over-long value', async () => {
    const response = await unsubscribe('x'.repeat(500));
    expect(response.statusCode).toBe(400);
  });
});

describe('signed contact ids', () => {
  it('read back only with the same secret', () => {
    expect(readSignedContactId('s'.repeat(40), signContactId('s'.repeat(40), 42))).toBe(42);
    expect(readSignedContactId('t'.repeat(40), signContactId('s'.repeat(40), 42))).toBeNull();
    expect(readSignedContactId('s'.repeat(40), '99999999999.abc')).toBeNull();
  });

  it('tell a broadcast recipient (an attendee) from a contact, and neither signature passes for the other', () => {
    const key = 's'.repeat(40);
    const recipient = signRecipientId(key, 42);
    expect(recipient).toMatch(/^r42\./);
    expect(readSignedValue(key, recipient)).toEqual({ kind: 'recipient', id: 42 });
    expect(readSignedValue(key, signContactId(key, 42))).toEqual({ kind: 'contact', id: 42 });
    expect(readSignedContactId(key, recipient)).toBeNull();
    expect(readSignedValue(key, recipient.slice(1))).toBeNull();
    expect(readSignedValue(key, `r${signContactId(key, 42)}`)).toBeNull();
  });
});
