import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * DESIGN.md §8: the `{contactId}` of an unsubscribe link is `<id>.<HMAC>`, so a guessed or altered value names
 * nobody. The key is derived from JWT_SECRET for this one purpose, so a signature here is worth nothing elsewhere.
 * A broadcast recipient who is no contact (an attendee) gets `r<recipient id>.<HMAC>`: the same page and endpoint,
 * told apart by the prefix, and no address in the link.
 */
const unsubscribeKey = (secret: string) => createHmac('sha256', secret).update('bridgehub:unsubscribe-link').digest();

const signature = (secret: string, subject: string) =>
  createHmac('sha256', unsubscribeKey(secret)).update(subject).digest('base64url');

export const signContactId = (secret: string, contactId: number): string =>
  `${contactId}.${signature(secret, `contact:${contactId}`)}`;

export const signRecipientId = (secret: string, recipientId: number): string =>
  `r${recipientId}.${signature(secret, `recipient:${recipientId}`)}`;

export type UnsubscribeSubject = { kind: 'contact'; id: number } | { kind: 'recipient'; id: number };

/** Whom a signed value names, or null when it is malformed or its signature does not match. */
export const readSignedValue = (secret: string, value: string): UnsubscribeSubject | null => {
  const match = /^(r?)([1-9]\d{0,9})\.([\w-]{43})$/.exec(value);
  if (!match) return null;
  const id = Number(match[2]);
  if (id > 2_147_483_647) return null;
  const kind = match[1] === 'r' ? 'recipient' : 'contact';
  const expected = Buffer.from(signature(secret, `${kind}:${id}`));
  const given = Buffer.from(match[3] as string);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { kind, id } : null;
};

/** The contact id of a signed value, or null when it names no contact or its signature does not match. */
export const readSignedContactId = (secret: string, value: string): number | null => {
  const subject = readSignedValue(secret, value);
  return subject?.kind === 'contact' ? subject.id : null;
};

/**
 * What a broadcast mail carries for the signed value of its recipient: the page link for people, and the RFC 8058
 * one-click headers for mail clients, whose POST goes straight to the API.
 */
export const unsubscribeLinksFor = (options: { publicUrl: string }, signedValue: string) => {
  const signed = encodeURIComponent(signedValue);
  return {
    pageUrl: `${options.publicUrl}/UnsubscribeBroadcast/${signed}`,
    headers: {
      'List-Unsubscribe': `<${options.publicUrl}/api/Contacts/UnsubscribeBroadcast/${signed}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
};

/** The links of a mail to a contact. */
export const unsubscribeLinks = (options: { publicUrl: string; secret: string }, contactId: number) =>
  unsubscribeLinksFor(options, signContactId(options.secret, contactId));
