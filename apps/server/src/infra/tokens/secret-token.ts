import { createHash, randomBytes } from 'node:crypto';

/** A token sent to a person (a mailed link's, a refresh token): 256 random bits, URL-safe. */
export const newSecretToken = () => randomBytes(32).toString('base64url');

/** What is stored of a secret token: its SHA-256, so the database alone signs no one in and verifies no one. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
