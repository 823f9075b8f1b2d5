import type { LoginToken } from '@bridgehub/contract';
import { eq } from 'drizzle-orm';
import { contacts, vendors } from '../db/schema.ts';
import type { TestApp } from './app.ts';
import { buildRegistration, solveCaptcha } from './factories.ts';

/** The token of the newest sign-in mail to `email`, as the e-mailed link carries it. */
export const loginLinkFor = async (t: TestApp, email: string) => {
  const mail = await t.smtp.waitForMail(
    (received) => JSON.stringify(received.to ?? '').includes(email) && /sign-in link/i.test(received.subject ?? ''),
  );
  const match = (mail.text ?? '').match(/http:\/\/localhost:3000\/LoginCallBack\?token=([\w-]+)&email=([^\s]+)/);
  if (!match?.[1]) throw new Error(`no sign-in link in: ${mail.text}`);
  t.smtp.mails.splice(t.smtp.mails.indexOf(mail), 1);
  return { mail, token: match[1], link: match[0] };
};

export const requestLogin = (t: TestApp, email: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/auth/VendorUser/Login?${new URLSearchParams({ email })}`, headers });

export const callback = (t: TestApp, token: string, email: string) =>
  t.app.inject({ method: 'POST', url: `/api/auth/VendorUser/LoginCallback?${new URLSearchParams({ token, email })}` });

/** Signs a contact in through the e-mailed link, as a person does; answers the token pair. */
export const signIn = async (t: TestApp, email: string): Promise<LoginToken> => {
  const requested = await requestLogin(t, email);
  if (requested.statusCode !== 200) throw new Error(`login request answered ${requested.statusCode}`);
  const { token } = await loginLinkFor(t, email);
  const answer = (await callback(t, token, email)).json();
  if (!answer.Success) throw new Error(`callback failed: ${JSON.stringify(answer)}`);
  return answer.Response as LoginToken;
};

export interface SignedInVendor {
  vendorId: number;
  contactId: number;
  email: string;
  auth: { authorization: string };
  tokens: LoginToken;
}

/** Registers a vendor through the API (verified, when asked) and signs its primary contact in. */
export const registerAndSignIn = async (t: TestApp, options: { verified?: boolean } = {}): Promise<SignedInVendor> => {
  const registration = buildRegistration();
  const email = registration.PrimaryContact?.[0]?.Email ?? '';
  const submitted = await t.app.inject({
    method: 'POST',
    url: '/api/vendor/submit',
    payload: { ...registration, Captcha: await solveCaptcha(t.app) },
  });
  if (!submitted.json().Success) throw new Error(`registration failed: ${submitted.body}`);
  const [contact] = await t.db.select().from(contacts).where(eq(contacts.email, email));
  if (!contact) throw new Error('registered contact not found');
  if (options.verified)
    await t.db.update(vendors).set({ verifiedAt: new Date() }).where(eq(vendors.id, contact.vendorId));
  const tokens = await signIn(t, email);
  return {
    vendorId: contact.vendorId,
    contactId: contact.id,
    email,
    tokens,
    auth: { authorization: `Bearer ${tokens.AccessToken}` },
  };
};

/** A multipart/form-data body with one file in the field `file` (§3), as a browser's FormData sends it. */
export const multipart = (fileName: string, content: Buffer, field = 'file') => {
  const boundary = `----bridgehub${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

/** POST /api/Attachment/New with one file in the field `file`, as the vendor; or to another `url`, in another `field`. */
export const uploadFile = (
  t: TestApp,
  vendor: SignedInVendor,
  fileName: string,
  content: Buffer,
  { url = '/api/Attachment/New', field = 'file' } = {},
) => {
  const body = multipart(fileName, content, field);
  return t.app.inject({ method: 'POST', url, headers: { ...vendor.auth, ...body.headers }, payload: body.payload });
};

/** Tiny files whose bytes are what their extension says. */
export const SAMPLE_FILES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
  html: Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
  /** A minimal workbook: [Content_Types].xml first, as Excel writes it, naming the spreadsheet's main part. */
  xlsx: Buffer.from(
    [
      'UEsDBBQAAAAIAAAAIVqsYzx/vwAAAPoAAAATAAAAW0NvbnRlbnRfVHlwZXNdLnhtbF2PwU7DMAyGXyXKFTUuOyCEmu4wiePgMB7A',
      'JG4btbGjJIzx9qTjxsmy7P/77OF4i5u6Ui5B2OpH02tF7MQHnq3+uLx2z/o4DpefREW1VS5WL7WmF4DiFopYjCTiNpkkR6ytzTMk',
      'dCvOBIe+fwInXIlrV3eGHoe3ZsvBk3rHXM8YyWq4bfAtef0UWU1jaXX6C+1eqzGlLTis7US4sv9n7GSagiMv7iu2iCkpE/qyENW4',
      'mXs1EQM/7GAYB7g/M/4CUEsDBBQAAAAIAAAAIVpbepU8SwAAAE0AAAAPAAAAeGwvd29ya2Jvb2sueG1sDclRDkAwDADQq8gOoIsP',
      'H4K7FGWydV3aJhyfz5c3P6J5E8ndy6XaEpJ7mwBsT8RovTSq/5yijP5TL7CmhIclIucCQ4wjMN41wPoBUEsBAhQDFAAAAAgAAAAh',
      'WqxjPH+/AAAA+gAAABMAAAAAAAAAAAAAAIABAAAAAFtDb250ZW50X1R5cGVzXS54bWxQSwECFAMUAAAACAAAACFaW3qVPEsAAABN',
      'AAAADwAAAAAAAAAAAAAAgAHwAAAAeGwvd29ya2Jvb2sueG1sUEsFBgAAAAACAAIAfgAAAGgBAAAAAA==',
    ].join(''),
    'base64',
  ),
  /** A zip holding one text file: what a renamed .zip looks like. */
  zip: Buffer.from(
    [
      'UEsDBBQAAAAIAAAAIVqoM/juEwAAABEAAAAJAAAAbm90ZXMudHh0y8svUUhUKC4oSk1MKc5ITS0BAFBLAQIUAxQAAAAIAAAAIVqo',
      'M/juEwAAABEAAAAJAAAAAAAAAAAAAACAAQAAAABub3Rlcy50eHRQSwUGAAAAAAEAAQA3AAAAOgAAAAAA',
    ].join(''),
    'base64',
  ),
};
