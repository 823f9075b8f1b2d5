import {
  failure,
  messages,
  ok,
  SECOND_FACTOR_ATTEMPTS,
  SECOND_FACTOR_LOCK_AFTER,
  STAFF_ACCESS_TOKEN_TTL_SECONDS,
  staffMessages,
} from '@bridgehub/contract';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailOutbox,
  staffAccounts,
  staffLoginTokens,
  staffPasskeys,
  staffRecoveryCodes,
  staffSessions,
} from '../../db/schema.ts';
import { signJwt } from '../../infra/tokens/jwt.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { uniqueEmail } from '../../test/factories.ts';
import type { Caller } from '../../test/inject.ts';
import { createSoftAuthenticator } from '../../test/passkey-authenticator.ts';
import { registerAndSignIn } from '../../test/session.ts';
import {
  createStaff,
  newSignedInStaff,
  signInStaff,
  staffLinkFor,
  staffTicket,
  totpCode,
} from '../../test/staff-session.ts';
import { replaceRecoveryCodes } from './second-factor.service.ts';
import { createStaffAccount } from './staff.service.ts';

/** Staff sign-in (DESIGN.md §10): the e-mailed link, then a required second factor; sessions of their own. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (authorization?: string) => t.inject('getStaffMe', authorization ? { as: { auth: { authorization } } } : {});
const verify = (Ticket: string, Code: string) => t.inject('verifyTotp', { body: { Ticket, Code } });
const requestFrom = (remoteAddress: string, Email: string) =>
  t.inject('requestStaffLogin', { body: { Email }, remoteAddress });
/** The answer a step needs to go on, which a refusal would not have. */
const required = <T>(value: T | null | undefined): T => {
  if (value === null || value === undefined) throw new Error('the step was refused');
  return value;
};
/** The tokens of the sign-in links queued for `email`, oldest first. */
const linksTo = async (email: string) =>
  (
    await t.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), ilike(mailOutbox.subject, '%sign-in link%')))
      .orderBy(asc(mailOutbox.id))
  ).map((mail) => mail.text.match(/callback\?token=([\w-]+)/)?.[1] ?? '');
/** A staff account with no second factor yet, as an invitation leaves it. */
const newcomer = async () => {
  const email = uniqueEmail('newcomer');
  await createStaffAccount(t.db, { email, displayName: 'New Person', role: 'Coordinator' });
  return email;
};

describe('the e-mailed link', () => {
  it('answers the same for a staff address and an unknown one, and mails only the staff member', async () => {
    const staff = await createStaff(t, 'Coordinator');
    const unknown = uniqueEmail('nobody');
    const answers = await Promise.all(
      [staff.email, unknown].map((Email) => t.inject('requestStaffLogin', { body: { Email } })),
    );
    for (const answer of answers) expect([answer.status, answer.body]).toEqual([200, ok(true)]);
    await t.background.drain();
    const link = await staffLinkFor(t, staff.email);
    expect(link.mail.text).toContain('30 minutes');
    expect(t.smtp.mails.some((mail) => JSON.stringify(mail.to).includes(unknown))).toBe(false);
  });

  it('is spent by the page’s POST once; a second use answers that the link is invalid', async () => {
    const staff = await createStaff(t, 'Coordinator');
    await t.inject('requestStaffLogin', { body: { Email: staff.email } });
    const link = await staffLinkFor(t, staff.email);
    const first = (await t.inject('completeStaffLogin', { body: { Token: link.token, Email: staff.email } })).body;
    expect(first.Response).toMatchObject({ HasTotp: true, HasPasskey: false, ExpiresIn: 600 });
    const second = (await t.inject('completeStaffLogin', { body: { Token: link.token, Email: staff.email } })).body;
    expect(second).toEqual(failure(messages.invalidLoginLink));
  });

  it('is limited per e-mail and client address (429 after LOGIN_LIMIT_PER_EMAIL); a stranger never stops the person', async () => {
    const staff = await createStaff(t, 'Coordinator');
    const limit = t.config.loginLimitPerEmail;
    const stranger = [];
    for (let i = 0; i < limit + 1; i++) stranger.push((await requestFrom('203.0.113.66', staff.email)).status);
    expect(stranger).toEqual([...Array.from({ length: limit }, () => 200), 429]);
    const own = await requestFrom('198.51.100.7', staff.email);
    expect([own.status, own.body]).toEqual([200, ok(true)]);
    await t.background.drain();
    // The stranger's requests filled the quarter hour's mails: the person's own brought no new one, and the newest
    // link in the mailbox signs in.
    expect(await linksTo(staff.email)).toHaveLength(limit);
    const newest = (await linksTo(staff.email)).at(-1) ?? '';
    const answer = (await t.inject('completeStaffLogin', { body: { Token: newest, Email: staff.email } })).body;
    expect(answer.Success).toBe(true);
  });

  it('mails no more links than the cap to a flood from many addresses, and answers it as an unknown address', async () => {
    const staff = await createStaff(t, 'Coordinator');
    const unknown = uniqueEmail('nobody');
    for (const email of [staff.email, unknown]) {
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => requestFrom(`192.0.2.${i + 1}`, email)));
      for (const answer of answers) expect([answer.status, answer.body]).toEqual([200, ok(true)]);
    }
    await t.background.drain();
    expect(await linksTo(staff.email)).toHaveLength(t.config.loginLimitPerEmail);
    expect(await linksTo(unknown)).toHaveLength(0);
  });

  it('gives a disabled account no link', async () => {
    const staff = await createStaff(t, 'Coordinator');
    await t.db.execute(sql`update staff_accounts set is_enabled = false where id = ${staff.id}`);
    await t.inject('requestStaffLogin', { body: { Email: staff.email } });
    await t.background.drain();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.smtp.mails.some((mail) => JSON.stringify(mail.to).includes(staff.email))).toBe(false);
    expect(await t.db.select().from(staffLoginTokens).where(eq(staffLoginTokens.staffId, staff.id))).toEqual([]);
  });
});

describe('TOTP', () => {
  it('signs in with the link and a code: a 15-minute staff token that reaches staff endpoints', async () => {
    const staff = await newSignedInStaff(t, 'Coordinator');
    expect(staff.tokens.ExpiresIn).toBe(STAFF_ACCESS_TOKEN_TTL_SECONDS);
    const claims = JSON.parse(Buffer.from(staff.tokens.AccessToken.split('.')[1] ?? '', 'base64url').toString());
    expect(claims).toMatchObject({ aud: 'staff', sub: String(staff.id) });
    expect(claims.exp - claims.iat).toBe(15 * 60);
    const answer = await me(staff.auth.authorization);
    expect(answer.body.Response).toMatchObject({ Email: staff.email, Role: 'Coordinator', HasSecondFactor: true });
  });

  it('accepts a code one step early or late', async () => {
    for (const steps of [-1, 1]) {
      const staff = await signInStaff(t, await createStaff(t, 'Coordinator'), steps);
      expect((await me(staff.auth.authorization)).status).toBe(200);
    }
  });

  it('refuses a code two steps early or late, and anything that is not six digits', async () => {
    const staff = await createStaff(t, 'Coordinator');
    const { Ticket } = await staffTicket(t, staff.email);
    for (const code of [await totpCode(staff.totpSecret, -2), await totpCode(staff.totpSecret, 2), 'abcdef']) {
      expect((await verify(Ticket, code)).body).toEqual(failure(staffMessages.wrongCode));
    }
  });

  it('refuses a code used once already, within its own step', async () => {
    const staff = await createStaff(t, 'Coordinator');
    const code = await totpCode(staff.totpSecret);
    const first = await staffTicket(t, staff.email);
    expect((await verify(first.Ticket, code)).body.Success).toBe(true);
    const second = await staffTicket(t, staff.email);
    expect((await verify(second.Ticket, code)).body).toEqual(failure(staffMessages.wrongCode));
  });

  it('lets one code start one session when two sign-ins present it at the same moment', async () => {
    const staff = await createStaff(t, 'Coordinator');
    const tickets = [await staffTicket(t, staff.email), await staffTicket(t, staff.email)];
    const code = await totpCode(staff.totpSecret);
    const answers = await Promise.all(tickets.map(({ Ticket }) => verify(Ticket, code)));
    expect(answers.map((answer) => answer.body.Success).sort()).toEqual([false, true]);
  });

  it('limits wrong codes only: a right one takes its attempt back', async () => {
    const staff = await createStaff(t, 'Coordinator');
    const recoveryCodes = await replaceRecoveryCodes(t.db, staff.id);
    const { Ticket: first } = await staffTicket(t, staff.email);
    for (let i = 0; i < 4; i++) expect((await verify(first, '000000')).body.Success).toBe(false);
    // Three right answers in a row pass: four wrong codes leave one attempt, and each right answer gives it back.
    for (const code of recoveryCodes.slice(0, 3)) {
      const { Ticket } = await staffTicket(t, staff.email);
      expect((await t.inject('useRecoveryCode', { body: { Ticket, Code: required(code) } })).body.Success).toBe(true);
    }
    const { Ticket } = await staffTicket(t, staff.email);
    expect((await verify(Ticket, '000000')).body.Success).toBe(false);
    expect((await verify(Ticket, '000000')).status).toBe(429);
  });

  it('refuses the sixth attempt in 15 minutes with 429, even with the right code', async () => {
    const staff = await createStaff(t, 'Coordinator');
    const { Ticket } = await staffTicket(t, staff.email);
    for (let i = 0; i < 5; i++) expect((await verify(Ticket, '000000')).body.Success).toBe(false);
    const sixth = await verify(Ticket, await totpCode(staff.totpSecret));
    expect([sixth.status, sixth.body]).toEqual([429, failure(staffMessages.tooManyAttempts)]);
  });
});

describe('the lock after wrong codes in a row', () => {
  /** Ends every current window of the wrong-code limit, as a patient guesser would wait them out. */
  const waitOutLimit = () =>
    t.db.execute(sql`update rate_limits set window_ends_at = now() where key like 'staff second factor %'`);
  /** Wrong codes, as many as the limit lets through per window: answers each refusal. */
  const guess = async (Ticket: string, times: number, key: 'verifyTotp' | 'useRecoveryCode' = 'verifyTotp') => {
    const answers = [];
    for (let i = 0; i < times; i++) {
      if (i % SECOND_FACTOR_ATTEMPTS === 0) await waitOutLimit();
      answers.push((await t.inject(key, { body: { Ticket, Code: '000000' } })).body);
    }
    return answers;
  };
  /** The oldest lock mail to `email` not read yet. */
  const lockMailTo = async (email: string) => {
    const mail = await t.smtp.waitForMail(
      (received) =>
        JSON.stringify(received.to ?? '').includes(email) && /account is locked/.test(received.subject ?? ''),
    );
    t.smtp.mails.splice(t.smtp.mails.indexOf(mail), 1);
    return mail;
  };
  const staffList = async (admin: Caller) => (await t.inject('listStaff', { as: admin })).body.Response;
  const isListedLocked = async (admin: Caller, id: number) =>
    (await staffList(admin)).find((member) => member.Id === id)?.IsLocked;

  it('locks after 10 wrong codes in a row across 15-minute windows, mails the holder, and refuses even a right code', async () => {
    const admin = await newSignedInStaff(t, 'Administrator');
    const staff = await createStaff(t, 'Coordinator');
    const { Ticket } = await staffTicket(t, staff.email);
    const answers = await guess(Ticket, SECOND_FACTOR_LOCK_AFTER);
    expect(answers.slice(0, -1)).toEqual(Array(SECOND_FACTOR_LOCK_AFTER - 1).fill(failure(staffMessages.wrongCode)));
    expect(answers.at(-1)).toEqual(failure(staffMessages.accountLocked));

    const mail = await lockMailTo(staff.email);
    expect(mail.text).toContain('10 wrong codes in a row');
    expect(mail.text).toContain('If that was not you, someone else can open the sign-in links');
    expect(mail.text).toContain('request a new sign-in link and sign in with it');
    expect(mail.text).toContain('http://localhost:3000/console/login');

    await waitOutLimit();
    expect((await verify(Ticket, await totpCode(staff.totpSecret))).body).toEqual(failure(staffMessages.accountLocked));
    const [recoveryCode] = await replaceRecoveryCodes(t.db, staff.id);
    expect((await t.inject('useRecoveryCode', { body: { Ticket, Code: required(recoveryCode) } })).body).toEqual(
      failure(staffMessages.accountLocked),
    );
    expect(await isListedLocked(admin, staff.id)).toBe(true);
  });

  it('counts wrong recovery codes too, and a right answer starts the count again', async () => {
    const staff = await createStaff(t, 'Coordinator');
    const recoveryCodes = await replaceRecoveryCodes(t.db, staff.id);
    const first = await staffTicket(t, staff.email);
    await guess(first.Ticket, SECOND_FACTOR_LOCK_AFTER - 1, 'useRecoveryCode');
    expect(
      (await t.inject('useRecoveryCode', { body: { Ticket: first.Ticket, Code: required(recoveryCodes[0]) } })).body
        .Success,
    ).toBe(true);
    const { Ticket } = await staffTicket(t, staff.email);
    expect(await guess(Ticket, SECOND_FACTOR_LOCK_AFTER - 1)).not.toContainEqual(failure(staffMessages.accountLocked));
    expect(await guess(Ticket, 1, 'useRecoveryCode')).toEqual([failure(staffMessages.accountLocked)]);
  });

  it('a first lock is lifted by a link asked for after it, not by one asked for before it', async () => {
    const staff = await createStaff(t, 'Coordinator');
    await t.inject('requestStaffLogin', { body: { Email: staff.email } });
    const earlier = await staffLinkFor(t, staff.email);
    await guess((await staffTicket(t, staff.email)).Ticket, SECOND_FACTOR_LOCK_AFTER);
    const held = required(
      (await t.inject('completeStaffLogin', { body: { Token: earlier.token, Email: staff.email } })).body.Response,
    );
    await waitOutLimit();
    expect((await verify(held.Ticket, await totpCode(staff.totpSecret))).body).toEqual(
      failure(staffMessages.accountLocked),
    );

    const { Ticket } = await staffTicket(t, staff.email);
    expect((await verify(Ticket, await totpCode(staff.totpSecret))).body.Success).toBe(true);
    // A fresh count: nine wrong codes do not lock it again.
    const next = await staffTicket(t, staff.email);
    expect(await guess(next.Ticket, SECOND_FACTOR_LOCK_AFTER - 1)).not.toContainEqual(
      failure(staffMessages.accountLocked),
    );
  });

  it('a second lock within 24 hours is lifted by an Administrator only; a Coordinator cannot', async () => {
    const admin = await newSignedInStaff(t, 'Administrator');
    const coordinator = await newSignedInStaff(t, 'Coordinator');
    const staff = await createStaff(t, 'CheckInVolunteer');
    await guess((await staffTicket(t, staff.email)).Ticket, SECOND_FACTOR_LOCK_AFTER);
    await lockMailTo(staff.email);
    const second = await guess((await staffTicket(t, staff.email)).Ticket, SECOND_FACTOR_LOCK_AFTER);
    expect(second.at(-1)).toEqual(failure(staffMessages.accountLockedForAdministrator));
    const mail = await lockMailTo(staff.email);
    expect(mail.text).toContain('second lock within 24 hours, so only an administrator');

    const { Ticket } = await staffTicket(t, staff.email);
    await waitOutLimit();
    expect((await verify(Ticket, await totpCode(staff.totpSecret))).body).toEqual(
      failure(staffMessages.accountLockedForAdministrator),
    );
    expect(await isListedLocked(admin, staff.id)).toBe(true);

    const unlock = (by: Caller, staffId = staff.id) => t.inject('unlockStaff', { as: by, params: { staffId } });
    expect((await unlock(coordinator)).status).toBe(403);
    expect(await isListedLocked(admin, staff.id)).toBe(true);
    const unlocked = await unlock(admin);
    expect(unlocked.body.Response).toMatchObject({ Id: staff.id, IsLocked: false });
    expect(await isListedLocked(admin, staff.id)).toBe(false);
    expect((await verify(Ticket, await totpCode(staff.totpSecret))).body.Success).toBe(true);
    expect((await unlock(admin)).status).toBe(200);
    expect((await unlock(admin, 2_000_000_000)).status).toBe(404);
  });

  it('leaves passkeys open: no one guesses a signature', async () => {
    const email = await newcomer();
    const authenticator = createSoftAuthenticator(t.config.publicUrl);
    const first = await staffTicket(t, email);
    const creation = required(
      (await t.inject('startPasskeyRegistration', { body: { Ticket: first.Ticket } })).body.Response,
    );
    await t.inject('finishPasskeyRegistration', {
      body: {
        Ticket: first.Ticket,
        Credential: authenticator.register(creation),
      },
    });
    const { Ticket } = await staffTicket(t, email);
    const answers = await guess(Ticket, SECOND_FACTOR_LOCK_AFTER, 'useRecoveryCode');
    expect(answers.at(-1)).toEqual(failure(staffMessages.accountLocked));
    await waitOutLimit();
    const request = required((await t.inject('startPasskeySignIn', { body: { Ticket } })).body.Response);
    const signedIn = await t.inject('finishPasskeySignIn', {
      body: {
        Ticket,
        Credential: authenticator.authenticate(request),
      },
    });
    expect(signedIn.body.Success).toBe(true);
  });

  it('a lock more than 24 hours after the previous one is lifted by a new link again', async () => {
    const staff = await createStaff(t, 'Coordinator');
    await guess((await staffTicket(t, staff.email)).Ticket, SECOND_FACTOR_LOCK_AFTER);
    await t.db
      .update(staffAccounts)
      .set({ lastLockedAt: sql`now() - interval '24 hours 1 second'`, lockedAt: sql`now() - interval '24 hours'` })
      .where(eq(staffAccounts.id, staff.id));
    const again = await guess((await staffTicket(t, staff.email)).Ticket, SECOND_FACTOR_LOCK_AFTER);
    expect(again.at(-1)).toEqual(failure(staffMessages.accountLocked));
  });
});

describe('the ticket between link and second factor', () => {
  it('reaches no staff endpoint, and starts one session only', async () => {
    const staff = await createStaff(t, 'Administrator');
    const { Ticket } = await staffTicket(t, staff.email);
    expect((await me(`Bearer ${Ticket}`)).status).toBe(401);
    expect((await verify(Ticket, await totpCode(staff.totpSecret))).body.Success).toBe(true);
    const again = await verify(Ticket, await totpCode(staff.totpSecret, 1));
    expect([again.status, again.body]).toEqual([401, failure(staffMessages.ticketInvalid)]);
  });

  it('expires after 10 minutes', async () => {
    const staff = await createStaff(t, 'Coordinator');
    const now = Math.floor(Date.now() / 1000);
    const expired = signJwt(t.config.jwtSecret, {
      aud: 'staff-ticket',
      sub: String(staff.id),
      sid: 'expired-ticket',
      jti: 'x',
      iat: now - 601,
      exp: now - 1,
    });
    expect((await verify(expired, await totpCode(staff.totpSecret))).status).toBe(401);
  });
});

describe('enrolment and recovery codes', () => {
  it('enrols an authenticator app: secret as text and otpauth URI, then a code, then 10 recovery codes', async () => {
    const email = await newcomer();
    const ticket = await staffTicket(t, email);
    expect(ticket).toMatchObject({ HasTotp: false, HasPasskey: false });
    const started = required((await t.inject('startTotpEnrolment', { body: { Ticket: ticket.Ticket } })).body.Response);
    expect(started.Secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.Uri).toMatch(/^otpauth:\/\/totp\//);
    expect(new URL(started.Uri).searchParams.get('secret')).toBe(started.Secret);
    const wrong = await t.inject('confirmTotpEnrolment', { body: { Ticket: ticket.Ticket, Code: '000000' } });
    expect(wrong.body).toEqual(failure(staffMessages.wrongCode));
    const confirmed = required(
      (
        await t.inject('confirmTotpEnrolment', {
          body: { Ticket: ticket.Ticket, Code: await totpCode(started.Secret) },
        })
      ).body.Response,
    );
    expect(confirmed.RecoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.RecoveryCodes).size).toBe(10);
    expect((await me(`Bearer ${confirmed.Tokens.AccessToken}`)).body.Response.HasSecondFactor).toBe(true);

    // Stored hashed: no code is in the table as written.
    const stored = await t.db.select().from(staffRecoveryCodes);
    for (const code of confirmed.RecoveryCodes) expect(JSON.stringify(stored)).not.toContain(code);

    // A mailbox alone cannot add another factor once one exists.
    const next = await staffTicket(t, email);
    expect(next.HasTotp).toBe(true);
    expect((await t.inject('startTotpEnrolment', { body: { Ticket: next.Ticket } })).body).toEqual(
      failure(staffMessages.alreadyEnrolled),
    );
    expect((await t.inject('startPasskeyRegistration', { body: { Ticket: next.Ticket } })).body).toEqual(
      failure(staffMessages.alreadyEnrolled),
    );

    // A recovery code replaces the second factor once.
    const [code] = confirmed.RecoveryCodes as string[];
    const recovered = (
      await t.inject('useRecoveryCode', { body: { Ticket: next.Ticket, Code: required(code).toUpperCase() } })
    ).body;
    expect(recovered.Success).toBe(true);
    expect((await me(`Bearer ${required(recovered.Response).AccessToken}`)).status).toBe(200);
    const later = await staffTicket(t, email);
    expect((await t.inject('useRecoveryCode', { body: { Ticket: later.Ticket, Code: required(code) } })).body).toEqual(
      failure(staffMessages.wrongCode),
    );
  });
});

describe('passkeys', () => {
  it('registers a passkey at first sign-in, then signs in with it; its counter moves on', async () => {
    const email = await newcomer();
    const authenticator = createSoftAuthenticator(t.config.publicUrl);
    const first = await staffTicket(t, email);
    const creation = required(
      (await t.inject('startPasskeyRegistration', { body: { Ticket: first.Ticket } })).body.Response,
    );
    expect(creation).toMatchObject({ rp: { id: 'localhost' }, attestation: 'none' });
    const registered = (
      await t.inject('finishPasskeyRegistration', {
        body: {
          Ticket: first.Ticket,
          Credential: authenticator.register(creation),
        },
      })
    ).body;
    expect(required(registered.Response).RecoveryCodes).toHaveLength(10);
    expect((await me(`Bearer ${required(registered.Response).Tokens.AccessToken}`)).status).toBe(200);

    const next = await staffTicket(t, email);
    expect(next).toMatchObject({ HasTotp: false, HasPasskey: true });
    const request = required((await t.inject('startPasskeySignIn', { body: { Ticket: next.Ticket } })).body.Response);
    expect(request.allowCredentials).toEqual([expect.objectContaining({ id: authenticator.id })]);
    const signedIn = (
      await t.inject('finishPasskeySignIn', {
        body: {
          Ticket: next.Ticket,
          Credential: authenticator.authenticate(request),
        },
      })
    ).body;
    expect(signedIn.Success).toBe(true);
    expect((await me(`Bearer ${required(signedIn.Response).AccessToken}`)).status).toBe(200);
    const [stored] = await t.db.select().from(staffPasskeys).where(eq(staffPasskeys.id, authenticator.id));
    expect(stored?.counter).toBe(1);
  });

  it('refuses an answer signed for another origin, or by another key', async () => {
    const email = await newcomer();
    const authenticator = createSoftAuthenticator(t.config.publicUrl);
    const first = await staffTicket(t, email);
    const creation = required(
      (await t.inject('startPasskeyRegistration', { body: { Ticket: first.Ticket } })).body.Response,
    );
    const phished = await t.inject('finishPasskeyRegistration', {
      body: {
        Ticket: first.Ticket,
        Credential: authenticator.register(creation, 'https://evil.example'),
      },
    });
    expect(phished.body).toEqual(failure(staffMessages.passkeyNotVerified));
    await t.inject('finishPasskeyRegistration', {
      body: {
        Ticket: first.Ticket,
        Credential: authenticator.register(creation),
      },
    });

    const next = await staffTicket(t, email);
    const request = required((await t.inject('startPasskeySignIn', { body: { Ticket: next.Ticket } })).body.Response);
    const impostor = createSoftAuthenticator(t.config.publicUrl);
    const forged = { ...impostor.authenticate(request), id: authenticator.id, rawId: authenticator.id };
    expect((await t.inject('finishPasskeySignIn', { body: { Ticket: next.Ticket, Credential: forged } })).body).toEqual(
      failure(staffMessages.passkeyNotVerified),
    );
  });
});

describe('staff sessions', () => {
  it('keep audiences apart: a vendor token reaches no staff endpoint, a staff token no vendor endpoint', async () => {
    const vendor = await registerAndSignIn(t, { verified: true });
    const staff = await newSignedInStaff(t, 'Administrator');
    expect((await me(vendor.auth.authorization)).status).toBe(401);
    const info = await t.inject('getVendorInfo', { as: staff });
    expect([info.status, info.body]).toEqual([401, failure(messages.notSignedIn)]);
  });

  it('refuses an access token past its 15 minutes', async () => {
    const staff = await newSignedInStaff(t, 'Coordinator');
    const claims = JSON.parse(Buffer.from(staff.tokens.AccessToken.split('.')[1] ?? '', 'base64url').toString());
    const now = Math.floor(Date.now() / 1000);
    const stale = signJwt(t.config.jwtSecret, { ...claims, iat: now - 15 * 60 - 1, exp: now - 1 });
    expect((await me(`Bearer ${stale}`)).status).toBe(401);
  });

  it('rotate refresh tokens; a rotated one presented again ends the session', async () => {
    const staff = await newSignedInStaff(t, 'Coordinator');
    const refresh = (RefreshToken: string) => t.inject('refreshStaffLogin', { body: { RefreshToken } });
    const renewed = required((await refresh(staff.tokens.RefreshToken)).body.Response);
    expect(renewed.RefreshToken).not.toBe(staff.tokens.RefreshToken);
    expect((await me(`Bearer ${renewed.AccessToken}`)).status).toBe(200);
    const replay = await refresh(staff.tokens.RefreshToken);
    expect(replay.status).toBe(401);
    expect((await refresh(renewed.RefreshToken)).status).toBe(401);
    expect((await me(`Bearer ${renewed.AccessToken}`)).status).toBe(401);
  });

  it('end 12 hours after sign-in, however often refreshed', async () => {
    const staff = await newSignedInStaff(t, 'Coordinator');
    const refreshed = required(
      (await t.inject('refreshStaffLogin', { body: { RefreshToken: staff.tokens.RefreshToken } })).body.Response,
    );
    const [session] = await t.db.select().from(staffSessions).where(eq(staffSessions.staffId, staff.id));
    expect((session?.expiresAt.getTime() ?? 0) - (session?.createdAt.getTime() ?? 0)).toBe(12 * 3600_000);
    await t.db
      .update(staffSessions)
      .set({ createdAt: sql`now() - interval '12 hours 1 second'`, expiresAt: sql`now() - interval '1 second'` })
      .where(eq(staffSessions.staffId, staff.id));
    expect((await me(`Bearer ${refreshed.AccessToken}`)).status).toBe(401);
    expect((await t.inject('refreshStaffLogin', { body: { RefreshToken: refreshed.RefreshToken } })).status).toBe(401);
  });

  it('sign out ends the session at once', async () => {
    const staff = await newSignedInStaff(t, 'Coordinator');
    expect((await t.inject('signOutStaff', { body: { RefreshToken: staff.tokens.RefreshToken } })).body.Success).toBe(
      true,
    );
    expect((await me(staff.auth.authorization)).status).toBe(401);
  });
});
