import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contacts, eventRegistrations, events, mailOutbox } from '../../db/schema.ts';
import { sendDueEventMails } from '../../modules/events/event-reminders.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertEvent, insertRegistration } from '../../test/events.ts';
import { buildRegistration, solveCaptcha, uniqueEmail } from '../../test/factories.ts';
import { unchecked } from '../../test/inject.ts';
import { testModuleDeps } from '../../test/module-deps.ts';
import { registerAndSignIn, requestLogin } from '../../test/session.ts';
import { newSignedInStaff, type SignedInStaff } from '../../test/staff-session.ts';

/**
 * Issue 22: every mail to a vendor or an attendee is written in the recipient's language (subject included), the one
 * of the page they used, kept on their contact or registration, editable in the hub; English when it is no longer
 * offered. Never the sender's or the request's language for someone else's mail.
 */
let t: TestApp;
let coordinator: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  coordinator = await newSignedInStaff(t, 'Coordinator');
});
afterAll(() => t.close());

const HOUR = 3_600_000;

/** The mails queued to an address, oldest first. */
const mailsTo = (email: string) =>
  t.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text, html: mailOutbox.html })
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.to}) = lower(${email})`)
    .orderBy(asc(mailOutbox.id));

const lastMailTo = async (email: string) => {
  const mails = await mailsTo(email);
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
};

const registerForEvent = async (eventId: string, email: string, headers: Record<string, string>) =>
  t.inject('registerForEvent', {
    headers,
    body: {
      EventId: eventId,
      AttendeeEmail: email,
      AttendeeName: 'Ada',
      SendConfirmation: true,
      Captcha: await solveCaptcha(t.app),
      Accommodations: { Needs: ['SignLanguage'], SpokenLanguage: '', Format: '', Other: '' },
    },
  });

const languageOfRegistration = async (email: string) =>
  (
    await t.db
      .select({ language: eventRegistrations.preferredLanguage })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.email, email))
  )[0]?.language;

const languageOfContact = async (email: string) =>
  (await t.db.select({ language: contacts.preferredLanguage }).from(contacts).where(eq(contacts.email, email)))[0]
    ?.language;

describe("an attendee's mails", () => {
  it("are in the language of the page they registered on: Accept-Language, or the language menu's cookie first", async () => {
    const event = await insertEvent(t.db, { days: 30, name: 'Budget hearing' });
    const spanish = uniqueEmail('es');
    expect((await registerForEvent(event.externalId, spanish, { 'accept-language': 'es-MX,es;q=0.9' })).body).toEqual(
      expect.objectContaining({ Success: true }),
    );
    expect(await languageOfRegistration(spanish)).toBe('es');
    const confirmation = await lastMailTo(spanish);
    expect(confirmation.subject).toBe('Está inscrito: Budget hearing');
    expect(confirmation.text).toContain('Hola:');
    expect(confirmation.text).toContain('Está inscrito en Budget hearing.');
    expect(confirmation.text).toContain('Usted pidió estas adaptaciones y las organizaremos:');
    expect(confirmation.text).toContain('• Intérprete de lengua de señas (ASL)');
    // The date is written by Intl in Spanish, in the program's time zone.
    const day = new Intl.DateTimeFormat('es', { timeZone: t.config.programTimezone, dateStyle: 'full' });
    expect(confirmation.text).toContain(`Cuándo: ${day.format(event.startsAt)}`);
    expect(confirmation.html).toContain('<html lang="es" dir="ltr">');
    expect(confirmation.html).toContain('Si el botón no funciona, copie este enlace en su navegador:');
    expect(confirmation.text).not.toContain('You are registered');

    // The cookie of the language menu wins over the browser's preferences.
    const arabic = uniqueEmail('ar');
    await registerForEvent(event.externalId, arabic, { 'accept-language': 'es', cookie: 'lang=ar' });
    expect(await languageOfRegistration(arabic)).toBe('ar');
    const arabicMail = await lastMailTo(arabic);
    expect(arabicMail.subject).toBe('أنت مسجَّل: Budget hearing');
    expect(arabicMail.text).toContain('• مترجم لغة الإشارة (ASL)');
    expect(arabicMail.html).toContain('<html lang="ar" dir="rtl">');

    // No preference the program offers: English.
    const english = uniqueEmail('en');
    await registerForEvent(event.externalId, english, { 'accept-language': 'de-DE' });
    expect(await languageOfRegistration(english)).toBe('en');
    expect((await lastMailTo(english)).subject).toBe('You are registered: Budget hearing');
  });

  it('waitlist, promotion, cancellation and accommodation mails each go in their own registration’s language', async () => {
    const event = await insertEvent(t.db, { days: 30, name: 'Design review' });
    await t.db.update(events).set({ capacity: 1 }).where(eq(events.id, event.id));
    const first = uniqueEmail('ru');
    const waiting = uniqueEmail('ko');
    await registerForEvent(event.externalId, first, { 'accept-language': 'ru' });
    await registerForEvent(event.externalId, waiting, { 'accept-language': 'ko-KR' });
    const waitlisted = await lastMailTo(waiting);
    expect(waitlisted.subject).toBe('대기자 명단에 올랐습니다: Design review');
    expect(waitlisted.text).toContain('Design review의 정원이 차서 대기자 명단에 올랐습니다. 대기 순번은 1번입니다.');

    // Staff (the console, in English) cancel the Russian registration: its mail is Russian, the promotion Korean.
    const [registration] = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.email, first));
    const cancelled = await t.inject('cancelEventRegistration', {
      as: coordinator,
      params: { eventId: event.id, registrationId: registration?.id ?? 0 },
    });
    expect(cancelled.body.Success).toBe(true);
    await vi.waitFor(async () => expect((await mailsTo(waiting)).length).toBe(2));
    expect((await lastMailTo(waiting)).subject).toBe('자리가 생겼습니다: Design review');
    expect((await lastMailTo(waiting)).text).toContain('자리가 생겨 귀하에게 배정되었습니다.');
    const russianMails = (await mailsTo(first)).map((mail) => mail.subject);
    expect(russianMails[0]).toBe('Вы зарегистрированы: Design review');

    // Staff arrange the Korean registrant's accommodation: the change is mailed in Korean.
    const list = (await t.inject('listEventAccommodations', { as: coordinator, params: { eventId: event.id } })).body
      .Response;
    const request = list?.Items.find((item) => item.Email === waiting);
    const updated = await t.inject('updateAccommodation', {
      as: coordinator,
      params: { eventId: event.id, requestId: request?.RequestId ?? 0 },
      body: { State: 'Arranged', Note: 'Row A' },
    });
    expect(updated.body.Success).toBe(true);
    const changed = await lastMailTo(waiting);
    expect(changed.subject).toBe('편의 제공 요청: Design review');
    expect(changed.text).toContain('Design review에 대한 편의 제공이 준비되었습니다.');
    expect(changed.text).toContain('행사 팀의 메모: Row A');

    // The event is cancelled: each registrant hears it in theirs.
    expect((await t.inject('cancelStaffEvent', { as: coordinator, params: { eventId: event.id } })).body.Success).toBe(
      true,
    );
    expect((await lastMailTo(waiting)).subject).toBe('취소됨: Design review');
  });

  it('reminders and follow-ups of one batch go to each recipient in their own language, English when no longer offered', async () => {
    const now = new Date();
    const soon = await insertEvent(t.db, {
      name: `Open house ${randomBytes(3).toString('hex')}`,
      startsAt: new Date(now.getTime() + 20 * HOUR),
      endsAt: new Date(now.getTime() + 22 * HOUR),
    });
    const past = await insertEvent(t.db, {
      name: `Workshop ${randomBytes(3).toString('hex')}`,
      startsAt: new Date(now.getTime() - 3 * HOUR),
      endsAt: new Date(now.getTime() - HOUR),
    });
    const early = new Date(now.getTime() - 3 * 24 * HOUR);
    const [vi, so, ko] = await Promise.all([
      insertRegistration(t.db, soon.id, { preferredLanguage: 'vi', createdAt: early }),
      insertRegistration(t.db, soon.id, { preferredLanguage: 'so', createdAt: early }),
      insertRegistration(t.db, soon.id, { preferredLanguage: 'ko', createdAt: early }),
    ]);
    const [zh, ru] = await Promise.all([
      insertRegistration(t.db, past.id, { preferredLanguage: 'zh-Hant', createdAt: early, checkedInAt: now }),
      insertRegistration(t.db, past.id, { preferredLanguage: 'ru', createdAt: early }),
    ]);
    // Korean is no longer offered: that registrant's reminder falls back to English.
    await sendDueEventMails(t.db, testModuleDeps(t, { languages: ['en', 'vi', 'so', 'zh-Hant', 'ru'] }));

    expect((await lastMailTo(vi.email)).subject).toBe(`Nhắc nhở: ${soon.name} sắp diễn ra`);
    expect((await lastMailTo(vi.email)).text).toContain(`${soon.name} sắp diễn ra. Chúng tôi mong được gặp bạn.`);
    expect((await lastMailTo(so.email)).subject).toBe(`Xasuusin: ${soon.name} waa soo dhow yahay`);
    expect((await lastMailTo(ko.email)).subject).toBe(`Reminder: ${soon.name} is coming up`);
    expect((await lastMailTo(ko.email)).html).toContain('<html lang="en" dir="ltr">');
    expect((await lastMailTo(zh.email)).subject).toBe(`感謝您參加「${past.name}」`);
    expect((await lastMailTo(ru.email)).subject).toBe(`Жаль, что вас не было на мероприятии «${past.name}»`);
  });
});

describe("a vendor contact's mails", () => {
  it('take the language of the registration page, and the sign-in link follows the contact, not the request', async () => {
    const registration = buildRegistration();
    const email = registration.PrimaryContact?.[0]?.Email ?? '';
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/submit',
      headers: { 'accept-language': 'vi-VN,vi;q=0.9,en;q=0.5' },
      payload: { ...registration, Captcha: await solveCaptcha(t.app) },
    });
    expect(submitted.json().Success).toBe(true);
    expect(await languageOfContact(email)).toBe('vi');
    const verification = await lastMailTo(email);
    expect(verification.subject).toBe('Xác minh đăng ký doanh nghiệp của bạn');
    expect(verification.text).toContain('Đường liên kết có hiệu lực trong 7 ngày và chỉ dùng được một lần.');

    // Asked from an English page, the sign-in link is still in the contact's language.
    await t.db.update(contacts).set({ isApproved: true }).where(eq(contacts.email, email));
    await requestLogin(t, email, { 'accept-language': 'en' });
    await t.background.drain();
    const signIn = await lastMailTo(email);
    expect(signIn.subject).toBe('Đường liên kết đăng nhập cổng thông tin nhà cung cấp của bạn');
    expect(signIn.text).toMatch(/có hiệu lực trong \d+ phút/);
  });

  it('change with the language chosen in the hub, which the contact answers and the body must name rightly', async () => {
    const vendor = await registerAndSignIn(t, { verified: true });
    const view = async () =>
      (await t.inject('viewContact', { as: vendor, params: { id: vendor.contactId } })).body.Response;
    const current = await view();
    expect(current?.PreferredLanguage).toBe('en');
    const save = (PreferredLanguage: unknown) =>
      t.inject('updateContact', {
        as: vendor,
        body: { ...current, Id: vendor.contactId, PreferredLanguage: unchecked(PreferredLanguage) },
      });
    const refused = await save('xx');
    expect(refused.status).toBe(400);
    expect(refused.body.Success).toBe(false);
    expect((await save('so')).body).toEqual(expect.objectContaining({ Success: true }));
    expect((await view())?.PreferredLanguage).toBe('so');
    expect(await languageOfContact(vendor.email)).toBe('so');

    // The program's mails to the vendor: a document request (its date in Somali), a message and a decline.
    const asked = await t.inject('requestDocument', {
      as: coordinator,
      params: { vendorId: vendor.vendorId },
      body: { Description: 'Bond', Required: true, DocumentTypeId: null, DueDate: '2027-03-31' },
    });
    expect(asked.body.Success).toBe(true);
    const request = await lastMailTo(vendor.email);
    expect(request.subject).toBe('Barnaamijku wuxuu codsanayaa dukumenti: Bond');
    expect(request.text).toContain('Dukumentigan waa qasab.');
    const due = new Intl.DateTimeFormat('so', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date('2027-03-31T12:00:00Z'),
    );
    expect(request.text).toContain(`Fadlan soo geli ka hor ${due}.`);

    const started = await t.inject('startStaffThread', {
      as: coordinator,
      body: { VendorId: vendor.vendorId, Subject: 'Your bid', Message: 'Please call us.' },
    });
    expect(started.body.Success).toBe(true);
    const message = await lastMailTo(vendor.email);
    expect(message.subject).toBe('Fariin cusub oo ka timid barnaamijka: Your bid');
    expect(message.text).toContain('Please call us.');
  });

  it("an access request is noticed to each editor in the editor's language, and the asker keeps the page's", async () => {
    const vendor = await registerAndSignIn(t, { verified: true });
    await t.db.update(contacts).set({ preferredLanguage: 'zh-Hans' }).where(eq(contacts.id, vendor.contactId));
    const asker = uniqueEmail('asker');
    const asked = await t.inject('requestAccess', {
      headers: { 'accept-language': 'zh-TW' },
      body: {
        VendorId: vendor.vendorId,
        Email: asker,
        FirstName: 'Mei',
        LastName: 'Lin',
        Captcha: await solveCaptcha(t.app),
      },
    });
    expect(asked.body.Success).toBe(true);
    expect(await languageOfContact(asker)).toBe('zh-Hant');
    const notice = await lastMailTo(vendor.email);
    expect(notice.subject).toBe('有人申请加入您的企业');
    expect(notice.text).toContain('打开“我的企业”');
  });
});

describe('a broadcast', () => {
  it("goes to each recipient with the product's words in their language, the staff's words as written", async () => {
    const event = await insertEvent(t.db, { days: 10, name: 'Spring open house' });
    const [es, ar] = await Promise.all([
      insertRegistration(t.db, event.id, { preferredLanguage: 'es' }),
      insertRegistration(t.db, event.id, { preferredLanguage: 'ar' }),
    ]);
    const created = await t.inject('createBroadcast', {
      as: coordinator,
      body: {
        Subject: 'Parking changes',
        BodyHtml: '<p>Use the north lot.</p>',
        Audience: { Kind: 'EventRegistrants', EventId: event.externalId },
      },
    });
    const broadcastId = created.body.Response?.BroadcastId ?? 0;
    expect((await t.inject('sendBroadcast', { as: coordinator, params: { broadcastId } })).body.Success).toBe(true);
    // The app's own delivery job sends it, as in production.
    await vi.waitFor(async () => {
      expect((await mailsTo(es.email)).length).toBe(1);
      expect((await mailsTo(ar.email)).length).toBe(1);
    });
    const spanish = await lastMailTo(es.email);
    expect(spanish.subject).toBe('Parking changes');
    expect(spanish.text).toContain('Use the north lot.');
    expect(spanish.text).toContain('Cancelar la suscripción a estos correos electrónicos');
    const arabic = await lastMailTo(ar.email);
    expect(arabic.subject).toBe('Parking changes');
    expect(arabic.text).toContain('إلغاء الاشتراك في هذه الرسائل');
    expect(arabic.html).toContain('dir="rtl"');
  });
});

describe('a refusal', () => {
  it('names a language the contract does not know as a bad request, never a 500', async () => {
    const vendor = await registerAndSignIn(t);
    const answer = await t.inject('createContact', {
      as: vendor,
      body: unchecked({
        VendorId: vendor.vendorId,
        Email: uniqueEmail(),
        FirstName: 'A',
        LastName: 'B',
        PreferredLanguage: 'klingon',
      }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.Success).toBe(false);
  });
});
