import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The confirmation mail's cancel link carries `<registrationId>.<HMAC>`, so a guessed or altered value names nobody.
 * The key is derived from JWT_SECRET for this one purpose (as unsubscribe links do).
 */
const linkKey = (secret: string) => createHmac('sha256', secret).update('bridgehub:cancel-registration').digest();

const signature = (secret: string, registrationId: number) =>
  createHmac('sha256', linkKey(secret)).update(`registration:${registrationId}`).digest('base64url');

export const signRegistrationId = (secret: string, registrationId: number): string =>
  `${registrationId}.${signature(secret, registrationId)}`;

/** The registration id of a signed value, or null when it is malformed or its signature does not match. */
export const readSignedRegistrationId = (secret: string, value: string): number | null => {
  const match = /^([1-9]\d{0,9})\.([\w-]{43})$/.exec(value);
  if (!match) return null;
  const registrationId = Number(match[1]);
  if (registrationId > 2_147_483_647) return null;
  const expected = Buffer.from(signature(secret, registrationId));
  const given = Buffer.from(match[2] as string);
  return expected.length === given.length && timingSafeEqual(expected, given) ? registrationId : null;
};

export const cancelRegistrationUrl = (publicUrl: string, secret: string, registrationId: number) =>
  `${publicUrl}/CancelRegistration/${encodeURIComponent(signRegistrationId(secret, registrationId))}`;
