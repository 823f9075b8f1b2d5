import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * DESIGN.md §8: the `{contactId}` of an unsubscribe link is `<id>.<HMAC>`, so a guessed or altered value names
 * nobody. The key is derived from JWT_SECRET for this one purpose, so a signature here is worth nothing elsewhere.
 */
const unsubscribeKey = (secret: string) => createHmac('sha256', secret).update('bridgehub:unsubscribe-link').digest();

const signature = (secret: string, contactId: number) =>
  createHmac('sha256', unsubscribeKey(secret)).update(`contact:${contactId}`).digest('base64url');

export const signContactId = (secret: string, contactId: number): string =>
  `${contactId}.${signature(secret, contactId)}`;

/** The contact id of a signed value, or null when it is malformed or its signature does not match. */
export const readSignedContactId = (secret: string, value: string): number | null => {
  const match = /^([1-9]\d{0,9})\.([\w-]{43})$/.exec(value);
  if (!match) return null;
  const contactId = Number(match[1]);
  if (contactId > 2_147_483_647) return null;
  const expected = Buffer.from(signature(secret, contactId));
  const given = Buffer.from(match[2] as string);
  return expected.length === given.length && timingSafeEqual(expected, given) ? contactId : null;
};

/**
 * What a broadcast mail to a contact carries: the page link for people, and the RFC 8058 one-click headers for mail
 * clients, whose POST goes straight to the API.
 */
export const unsubscribeLinks = (options: { publicUrl: string; secret: string }, contactId: number) => {
  const signed = encodeURIComponent(signContactId(options.secret, contactId));
  return {
    pageUrl: `${options.publicUrl}/UnsubscribeBroadcast/${signed}`,
    headers: {
      'List-Unsubscribe': `<${options.publicUrl}/api/Contacts/UnsubscribeBroadcast/${signed}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
};
