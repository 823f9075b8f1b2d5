import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { uniqueOrganizationName } from './support.ts';

/** Solves the server's ALTCHA challenge in Node, as the widget does in the browser. */
export const captchaAnswer = async (request: APIRequestContext) => {
  const challenge = (await (await request.get('/api/Captcha/Challenge')).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the captcha');
  const payload = { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
};

export const uniqueAddress = (label: string) => `${label}.${randomBytes(5).toString('hex')}@e2e.example`;

/**
 * A fresh vendor of this test alone, registered through the API (the registration screen has its own suite), so
 * tests that change things never meet each other. It starts with the standard document requests. `email` is its
 * primary contact's.
 */
export const registerVendor = async (request: APIRequestContext, email = uniqueAddress('owner')) => {
  const name = uniqueOrganizationName('Bridge Works');
  const response = await request.post('/api/vendor/submit', {
    data: {
      Business: {
        BusinessName: name,
        Description: 'Bridge painting and deck sealing.',
        BusinessClassification: 2,
        Email: uniqueAddress('office'),
        Address: { StreetAddress: '1 Main St', City: 'Salem', StateId: 38, Zip: '97301' },
      },
      PrimaryContact: [{ Email: email, FirstName: 'Robin', LastName: 'Hale', Title: 'Owner' }],
      Captcha: await captchaAnswer(request),
    },
  });
  const body = await response.json();
  if (!body.Success) throw new Error(`registration failed: ${JSON.stringify(body)}`);
  return { email, name };
};

/** POST /api/Contacts/RequestAccess: someone asks to join the vendor and waits for approval. */
export const requestAccess = async (request: APIRequestContext, vendorId: number, email: string) => {
  const response = await request.post('/api/Contacts/RequestAccess', {
    data: {
      VendorId: vendorId,
      Email: email,
      FirstName: 'Casey',
      LastName: 'Asker',
      Captcha: await captchaAnswer(request),
    },
  });
  const body = await response.json();
  if (!body.Success) throw new Error(`request access failed: ${JSON.stringify(body)}`);
};

/** The newest staff console link (sign-in or invitation) the dev outbox lists for `email`, if any. */
const newestStaffLink = async (request: APIRequestContext, email: string, subject: RegExp) => {
  const html = await (await request.get('/dev/outbox')).text();
  const mail = html
    .split('<li style="margin:0 0 16px">')
    .find((item) => item.includes(`To: ${email}`) && subject.test(item));
  return mail?.match(/href="(http[^"]*\/console\/login\/callback\?[^"]*)"/)?.[1]?.replaceAll('&amp;', '&');
};

/**
 * The newest staff console link mailed to `email`, read from the dev outbox as a person would click it; waits for the
 * mail worker, and for a newer mail than the one whose link was `spent`.
 */
export const staffLinkFor = async (request: APIRequestContext, email: string, subject: RegExp, spent?: string) => {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const link = await newestStaffLink(request, email, subject);
    if (link && link !== spent) return link;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no new console link mailed to ${email}`);
};

const sendJson = async (
  request: APIRequestContext,
  method: 'POST' | 'PUT',
  url: string,
  data: object,
  token?: string,
) => {
  const response = await request.fetch(url, {
    method,
    data,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = await response.json();
  if (!body.Success) throw new Error(`${url} failed: ${JSON.stringify(body)}`);
  return body.Response;
};

/** The demo administrator the product seeds, whose authenticator secret `npm run staff:code` uses. */
export const DEMO_ADMINISTRATOR = { email: 'morgan.blake@program.example', secret: 'BRIDGEHUBDEMOSTAFFTOTPSECRET2345' };

export type StaffRole = 'Administrator' | 'Coordinator' | 'CheckInVolunteer';

/** Invites a staff member of this test alone, through the API as an administrator; they have not signed in yet. */
export const inviteStaffByApi = async (request: APIRequestContext, adminToken: string, role: StaffRole) => {
  const email = uniqueAddress(role.toLowerCase());
  const displayName = `${uniqueOrganizationName('Staff').split(' ')[0]} ${role}`;
  const invited = await sendJson(
    request,
    'POST',
    '/api/Staff/Members',
    { Email: email, DisplayName: displayName, Role: role },
    adminToken,
  );
  return { id: invited.Id as number, email, displayName, role };
};

/** Retires a staff account through the API as an administrator: accounts are disabled, never deleted. */
export const disableStaffByApi = (request: APIRequestContext, adminToken: string, id: number) =>
  sendJson(request, 'PUT', `/api/Staff/Members/${id}/Enabled`, { Enabled: false }, adminToken);

/** A vendor's id, found by its unique name in the staff directory as staff would. */
export const vendorIdByName = async (request: APIRequestContext, staffToken: string, name: string) => {
  const response = await request.get(`/api/Staff/Vendors?Search=${encodeURIComponent(name)}`, {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  const body = await response.json();
  const vendor = body.Response?.Items?.find((item: { BusinessName: string }) => item.BusinessName === name);
  if (!vendor) throw new Error(`vendor ${name} not found: ${JSON.stringify(body)}`);
  return vendor.VendorId as number;
};
