import type { LoginToken, StaffRole, StaffTicket } from '@bridgehub/contract';
import { generate, generateSecret } from 'otplib';
import { createStaffAccount } from '../modules/staff/staff.service.ts';
import type { TestApp } from './app.ts';
import { uniqueEmail } from './factories.ts';

/** The token and e-mail of the newest staff console link (sign-in or invitation) mailed to `email`. */
export const staffLinkFor = async (t: TestApp, email: string, subject = /sign-in link/i) => {
  const mail = await t.smtp.waitForMail(
    (received) => JSON.stringify(received.to ?? '').includes(email) && subject.test(received.subject ?? ''),
  );
  t.smtp.mails.splice(t.smtp.mails.indexOf(mail), 1);
  const match = (mail.text ?? '').match(
    /http:\/\/localhost:3000\/console\/login\/callback\?token=([\w-]+)&email=(\S+)/,
  );
  if (!match?.[1] || !match[2]) throw new Error(`no console link in: ${mail.text}`);
  return { mail, token: match[1], email: decodeURIComponent(match[2]) };
};

export const post = (t: TestApp, url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

/** Requests a sign-in link and spends it as the console's page does: answers the second-factor ticket. */
export const staffTicket = async (t: TestApp, email: string): Promise<StaffTicket> => {
  const requested = await post(t, '/api/Auth/StaffUser/Login', { Email: email });
  if (requested.statusCode !== 200) throw new Error(`staff login request answered ${requested.body}`);
  const link = await staffLinkFor(t, email);
  const answer = (await post(t, '/api/Auth/StaffUser/LoginCallback', { Token: link.token, Email: link.email })).json();
  if (!answer.Success) throw new Error(`staff callback failed: ${JSON.stringify(answer)}`);
  return answer.Response;
};

/** An authenticator app's code for `secret`, `steps` periods of 30 s away from now. */
export const totpCode = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

export interface SignedInStaff {
  id: number;
  email: string;
  role: StaffRole;
  totpSecret: string;
  tokens: LoginToken;
  auth: { authorization: string };
}

/** A staff account with an authenticator app already set up. */
export const createStaff = async (t: TestApp, role: StaffRole, email = uniqueEmail(role.toLowerCase())) => {
  const totpSecret = generateSecret();
  const account = await createStaffAccount(t.db, { email, displayName: `Test ${role}`, role, totpSecret });
  if (!account) throw new Error('staff account exists');
  return { id: account.id, email, role, totpSecret };
};

/** Signs a staff member in as a person does: the e-mailed link, then a code from the authenticator app. */
export const signInStaff = async (
  t: TestApp,
  staff: { id: number; email: string; role: StaffRole; totpSecret: string },
  steps = 0,
): Promise<SignedInStaff> => {
  const { Ticket } = await staffTicket(t, staff.email);
  const answer = (
    await post(t, '/api/Auth/StaffUser/Totp/Verify', { Ticket, Code: await totpCode(staff.totpSecret, steps) })
  ).json();
  if (!answer.Success) throw new Error(`staff TOTP sign-in failed: ${JSON.stringify(answer)}`);
  const tokens = answer.Response as LoginToken;
  return { ...staff, tokens, auth: { authorization: `Bearer ${tokens.AccessToken}` } };
};

/** A new staff account of this role, signed in. */
export const newSignedInStaff = async (t: TestApp, role: StaffRole) => signInStaff(t, await createStaff(t, role));
