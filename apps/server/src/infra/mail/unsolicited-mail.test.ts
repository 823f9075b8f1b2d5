import { type EndpointKey, routes } from '@bridgehub/contract';
import { count, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, eventRegistrations, events, mailOutbox } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertEvent } from '../../test/events.ts';
import { buildRegistration, solveCaptcha, uniqueEmail } from '../../test/factories.ts';
import { createStaff } from '../../test/staff-session.ts';

/**
 * Mail an anonymous request causes goes to an address nobody has shown to hold. Every anonymous write of the contract
 * is walked, a new one included (it fails the walk until it is placed below): each that causes mail is sent a marker
 * in every text field but the addresses, and no mail the product sends carries the marker.
 */

const MARKER = 'Xqzmarker';
const HOSTILE = `${MARKER} visit https://evil.example/${MARKER}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = async (url: string, payload: object) => {
  const response = await t.app.inject({ method: 'POST', url, payload });
  if (!response.json().Success) throw new Error(`${url} answered ${response.body}`);
  return response;
};

const mailTo = (email: string, subject: RegExp) =>
  t.smtp.waitForMail((mail) => JSON.stringify(mail.to ?? '').includes(email) && subject.test(mail.subject ?? ''));

/** Every string of `value` replaced by the hostile text, but for the keys named (addresses, and texts with a format). */
const withMarker = <T>(value: T, except: string[]): T => {
  if (Array.isArray(value)) return value.map((item) => withMarker(item, except)) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      except.includes(key) ? field : typeof field === 'string' ? HOSTILE : withMarker(field, except),
    ]),
  ) as T;
};

/** What the walk's mail-causing requests leave for the next ones. */
const state = { vendorEmail: '', cancelLink: '' };

const NOT_ANONYMOUS_MAIL = 'needs a link or ticket that only a mail to the address gives; mails nothing typed';
const NO_MAIL = 'sends no mail';

/** Each anonymous write: how it is made to mail (it waits for its mails), or why it mails nothing typed. */
const walk: Record<string, (() => Promise<void>) | string> = {
  submitVendor: async () => {
    // A license number, in the marker, needs its state.
    const registration = buildRegistration({ Business: { BusinessLicenseNumberState: 38 } });
    const email = registration.PrimaryContact?.[0]?.Email ?? '';
    // Texts with a format of their own (checked by the rules) keep their valid value.
    const hostile = withMarker(registration, ['Email', 'Captcha', 'NAICNumber', 'Zip', 'Website']);
    await post('/api/vendor/submit', { ...hostile, Captcha: await solveCaptcha(t.app) });
    state.vendorEmail = email;
    await mailTo(email, /verify/i);
  },
  requestAccess: async () => {
    const [vendor] = await t.db
      .select({ id: contacts.vendorId })
      .from(contacts)
      .where(eq(contacts.email, state.vendorEmail));
    await post('/api/Contacts/RequestAccess', {
      VendorId: vendor?.id,
      Email: uniqueEmail('asker'),
      FirstName: HOSTILE,
      LastName: HOSTILE,
      Title: HOSTILE,
      PhoneNumber: 3605550100,
      Captcha: await solveCaptcha(t.app),
    });
    await mailTo(state.vendorEmail, /join/);
  },
  requestLogin: async () => {
    // The contact's name is what the registration typed.
    await t.app.inject({ method: 'POST', url: `/api/auth/VendorUser/Login?email=${state.vendorEmail}` });
    await t.background.drain();
    await mailTo(state.vendorEmail, /sign-in link/);
  },
  requestStaffLogin: async () => {
    const staff = await createStaff(t, 'Administrator');
    await post('/api/Auth/StaffUser/Login', { Email: staff.email });
    await t.background.drain();
    await mailTo(staff.email, /sign-in link/);
  },
  registerForEvent: async () => {
    const event = await insertEvent(t.db, { name: 'Walk room' });
    await t.db.update(events).set({ capacity: 1, isPublished: true }).where(eq(events.id, event.id));
    const [holder, waiting] = [uniqueEmail('holder'), uniqueEmail('waiting')];
    for (const email of [holder, waiting]) {
      await post('/api/Event/Register', {
        EventId: event.externalId,
        AttendeeEmail: email,
        AttendeeName: HOSTILE,
        SendConfirmation: true,
        Captcha: await solveCaptcha(t.app),
      });
    }
    const confirmation = await mailTo(holder, /registered/);
    await mailTo(waiting, /waitlist/);
    state.cancelLink = /\/CancelRegistration\/(\S+)/.exec(confirmation.text ?? '')?.[1] ?? '';
  },
  cancelRegistrationByLink: async () => {
    // The holder cancels: both the holder and the person promoted from the waitlist are mailed.
    await post(`/api/Event/CancelRegistration/${state.cancelLink}`, {});
    await t.smtp.waitForMail((mail) => /^Registration cancelled/.test(mail.subject ?? ''));
    await t.smtp.waitForMail((mail) => /^You have a place/.test(mail.subject ?? ''));
  },
  requestLanguageAssistance: async () => {
    const email = uniqueEmail('resident');
    await post('/api/LanguageAssistance/Request', {
      ...withMarker({ Name: '', OtherLanguage: '', Details: '' }, []),
      Email: email,
      Language: 'other',
      PageLanguage: 'en',
      Captcha: await solveCaptcha(t.app),
    });
    await mailTo(email, /language help/);
  },
  reportBarrier: async () => {
    const email = uniqueEmail('reporter');
    await post('/api/Accessibility/Report', {
      ...withMarker({ Name: '', Details: '', Page: '' }, []),
      Email: email,
      PageLanguage: 'en',
      Captcha: await solveCaptcha(t.app),
    });
    await mailTo(email, /accessibility report/);
  },
  verifyVendor: NO_MAIL,
  checkInToEvent: NO_MAIL,
  submitSurvey: NO_MAIL,
  unsubscribeBroadcast: NO_MAIL,
  completeLogin: NO_MAIL,
  refreshLogin: NO_MAIL,
  signOut: NO_MAIL,
  completeStaffLogin: NOT_ANONYMOUS_MAIL,
  startTotpEnrolment: NOT_ANONYMOUS_MAIL,
  confirmTotpEnrolment: NOT_ANONYMOUS_MAIL,
  verifyTotp: NOT_ANONYMOUS_MAIL,
  startPasskeyRegistration: NOT_ANONYMOUS_MAIL,
  finishPasskeyRegistration: NOT_ANONYMOUS_MAIL,
  startPasskeySignIn: NOT_ANONYMOUS_MAIL,
  finishPasskeySignIn: NOT_ANONYMOUS_MAIL,
  useRecoveryCode: NOT_ANONYMOUS_MAIL,
  refreshStaffLogin: NOT_ANONYMOUS_MAIL,
  signOutStaff: NOT_ANONYMOUS_MAIL,
};

const anonymousWrites = (Object.keys(routes) as EndpointKey[]).filter((key) => {
  const route = routes[key] as { method: string; auth?: string };
  return route.method !== 'GET' && route.auth === undefined;
});

const carriesMarker = (mail: ParsedMail) =>
  [mail.subject, mail.text, typeof mail.html === 'string' ? mail.html : ''].some((part) =>
    (part ?? '').toLowerCase().includes(MARKER.toLowerCase()),
  );

describe('mail caused by an anonymous request', () => {
  it('walks every anonymous write of the contract', () => {
    expect(Object.keys(walk).sort()).toEqual([...anonymousWrites].sort());
  });

  it('carries no text the anonymous sender typed, names included', async () => {
    for (const send of Object.values(walk)) if (typeof send === 'function') await send();
    await t.background.drain();
    expect(t.smtp.mails.length).toBeGreaterThanOrEqual(7);
    // The support mailbox is the program's own: its copy of a request says what was typed, for staff to act on.
    const toStrangers = t.smtp.mails.filter((mail) => !JSON.stringify(mail.to ?? '').includes(t.config.supportEmail));
    expect(toStrangers.filter(carriesMarker).map((mail) => mail.subject)).toEqual([]);
  });
});

describe('the daily cap on unsolicited mail to one address', () => {
  it('holds across kinds and processes; the requests still succeed and are stored, only the mail is not sent', async () => {
    const capped = await createTestApp({ env: { UNSOLICITED_MAIL_PER_DAY: '2' } });
    const other = await createTestApp({ env: { UNSOLICITED_MAIL_PER_DAY: '2' }, database: capped.database });
    try {
      const email = uniqueEmail('victim');
      const registerFor = async (app: TestApp) => {
        const event = await insertEvent(app.db);
        await app.db.update(events).set({ isPublished: true }).where(eq(events.id, event.id));
        const answer = await app.inject('registerForEvent', {
          body: {
            EventId: event.externalId,
            AttendeeEmail: email,
            SendConfirmation: true,
            Captcha: await solveCaptcha(app.app),
          },
        });
        expect(answer.body.Success).toBe(true);
      };
      for (const app of [capped, other, capped]) await registerFor(app);
      // Another kind of unsolicited mail to the same address: the registration is stored, its verification not sent.
      const registration = buildRegistration({
        PrimaryContact: [{ ...buildRegistration().PrimaryContact?.[0], Email: email }],
      });
      const registered = await other.inject('submitVendor', {
        body: { ...registration, Captcha: await solveCaptcha(other.app) },
      });
      expect(registered.body.Success).toBe(true);
      // Another address is not affected.
      const neighbour = uniqueEmail('neighbour');
      await capped.inject('submitVendor', {
        body: {
          ...buildRegistration({ PrimaryContact: [{ ...buildRegistration().PrimaryContact?.[0], Email: neighbour }] }),
          Captcha: await solveCaptcha(capped.app),
        },
      });

      const mailsTo = async (address: string) => {
        const [row] = await capped.db.select({ value: count() }).from(mailOutbox).where(eq(mailOutbox.to, address));
        return row?.value ?? 0;
      };
      expect(await mailsTo(email)).toBe(2);
      expect(await mailsTo(neighbour)).toBe(1);
      const [stored] = await capped.db
        .select({ value: count() })
        .from(eventRegistrations)
        .where(eq(eventRegistrations.email, email));
      expect(stored?.value).toBe(3);
      expect(await capped.db.select().from(contacts).where(eq(contacts.email, email))).toHaveLength(1);
    } finally {
      await other.close();
      await capped.close();
    }
  });
});
