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

/** The e2e server's signing secret (playwright.config.ts), so tests can sign values as the mail helper does. */
export const E2E_JWT_SECRET = 'e2e-only-secret-not-for-any-real-deployment-0123456789';

export const uniqueAddress = (label: string) => `${label}.${randomBytes(5).toString('hex')}@e2e.example`;

/**
 * A fresh vendor of this test alone, registered through the API (the registration screen has its own suite), so
 * tests that change things never meet each other. It starts with the standard document requests.
 */
export const registerVendor = async (request: APIRequestContext) => {
  const email = uniqueAddress('owner');
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
