import { accessRequestMessages, accessRequestStaffMessages, failure, messages } from '@bridgehub/contract';
import { desc, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accessRequests, mailOutbox } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { solveCaptcha, uniqueEmail } from '../../test/factories.ts';
import { unchecked } from '../../test/inject.ts';
import { newSignedInStaff, type SignedInStaff } from '../../test/staff-session.ts';

/** Language-assistance requests and barrier reports: the public forms, their mails, and the console's list. */
let t: TestApp;
let coordinator: SignedInStaff;
let administrator: SignedInStaff;
let volunteer: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  [coordinator, administrator, volunteer] = await Promise.all([
    newSignedInStaff(t, 'Coordinator'),
    newSignedInStaff(t, 'Administrator'),
    newSignedInStaff(t, 'CheckInVolunteer'),
  ]);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(accessRequests);
});

const askLanguage = async (body: Record<string, unknown>) =>
  t.inject('requestLanguageAssistance', { body: { Captcha: await solveCaptcha(t.app), ...body } });
const reportBarrier = async (body: Record<string, unknown>) =>
  t.inject('reportBarrier', { body: { Captcha: await solveCaptcha(t.app), ...body } });

/** The mails queued to these addresses, newest first. */
const mailsTo = (...addresses: string[]) =>
  t.db
    .select({ to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(inArray(mailOutbox.to, addresses))
    .orderBy(desc(mailOutbox.id));

describe('language assistance requests', () => {
  it('stores a request, acknowledges it by mail and tells the support mailbox', async () => {
    const email = uniqueEmail('resident');
    const before = (await mailsTo(t.config.supportEmail)).length;
    const answer = await askLanguage({
      Name: ' Amina ',
      Email: email,
      Language: 'so',
      Purpose: 'A meeting about the bridge',
      PageLanguage: 'so',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ Success: true, ErrorMessage: null, ErrorID: null, Response: null });
    const acks = await mailsTo(email);
    expect(acks).toHaveLength(1);
    expect(acks[0]?.subject).toBe('We received your request for language help');
    expect(acks[0]?.text).not.toContain('Amina');
    const support = await mailsTo(t.config.supportEmail);
    expect(support.length).toBe(before + 1);
    expect(support[0]?.subject).toBe('Language assistance request: Soomaali');
    expect(support[0]?.text).toContain(email);
    const list = (await t.inject('listStaffAccessRequests', { as: coordinator })).body.Response;
    expect(list).toEqual([
      expect.objectContaining({
        Kind: 'LanguageAssistance',
        Name: 'Amina',
        Email: email,
        Phone: '',
        Language: 'so',
        Details: 'A meeting about the bridge',
        PageLanguage: 'so',
        State: 'New',
        Note: '',
        ChangedAt: null,
      }),
    ]);
  });

  it('takes a phone number alone, with another language, and mails no acknowledgement', async () => {
    const answer = await askLanguage({ Phone: '(206) 555-0100', Language: 'other', OtherLanguage: 'Tigrinya' });
    expect(answer.body.Success).toBe(true);
    const [stored] = await t.db.select().from(accessRequests);
    expect(stored).toMatchObject({ phone: '(206) 555-0100', email: '', language: 'other', otherLanguage: 'Tigrinya' });
    // Only the support mailbox's copy: no address, no acknowledgement.
    const support = await mailsTo(t.config.supportEmail);
    expect(support[0]?.subject).toBe('Language assistance request: Tigrinya');
    expect(support[0]?.text).toContain('(206) 555-0100');
  });

  it('refuses bad input with a clear 400 and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ Language: 'es' }, accessRequestMessages.problems.contactRequired],
      [{ Email: 'not-an-address', Language: 'es' }, accessRequestMessages.problems.emailInvalid],
      [{ Phone: '12', Language: 'es' }, accessRequestMessages.problems.phoneInvalid],
      [{ Email: uniqueEmail() }, accessRequestMessages.problems.languageRequired],
      [{ Email: uniqueEmail(), Language: 'en' }, accessRequestMessages.problems.languageRequired],
      [
        { Email: uniqueEmail(), Language: 'other', OtherLanguage: ' ' },
        accessRequestMessages.problems.otherLanguageRequired,
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await askLanguage(body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(failure(message));
    }
    const tooLong = await askLanguage({ Email: uniqueEmail(), Language: 'es', Purpose: 'x'.repeat(5000) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.ErrorMessage).toContain('Purpose');
    const wrongType = await t.inject('requestLanguageAssistance', { body: unchecked({ Email: 5, Language: 'es' }) });
    expect(wrongType.status).toBe(400);
    expect(await t.db.select().from(accessRequests)).toEqual([]);
  });

  it('requires a captcha, and a right one, spent once', async () => {
    const body = { Email: uniqueEmail(), Language: 'ar' };
    const missing = await t.inject('requestLanguageAssistance', { body });
    expect(missing.body).toEqual(failure(messages.completeCaptcha));
    const wrong = await t.inject('requestLanguageAssistance', { body: { ...body, Captcha: 'bm90IGEgY2FwdGNoYQ==' } });
    expect(wrong.body).toEqual(failure(messages.captchaInvalid));
    const Captcha = await solveCaptcha(t.app);
    expect((await t.inject('requestLanguageAssistance', { body: { ...body, Captcha } })).body.Success).toBe(true);
    const replay = await t.inject('requestLanguageAssistance', { body: { ...body, Captcha } });
    expect(replay.body).toEqual(failure(messages.captchaInvalid));
    expect(await t.db.select().from(accessRequests)).toHaveLength(1);
  });
});

describe('barrier reports', () => {
  it('stores a report, mails it to the support mailbox and acknowledges it when an address is given', async () => {
    const email = uniqueEmail('reporter');
    const before = (await mailsTo(t.config.supportEmail)).length;
    const answer = await reportBarrier({ Details: 'The map has no text version.', Page: '/FAQ', Email: email });
    expect(answer.body.Success).toBe(true);
    const support = await mailsTo(t.config.supportEmail);
    expect(support.length).toBe(before + 1);
    expect(support[0]?.subject).toBe('Accessibility barrier reported on the website');
    expect(support[0]?.text).toContain('The map has no text version.');
    expect(support[0]?.text).toContain('/FAQ');
    expect((await mailsTo(email))[0]?.subject).toBe('We received your accessibility report');
  });

  it('takes an anonymous report: mailed to support, acknowledged to nobody', async () => {
    const [newest] = await t.db.select({ id: mailOutbox.id }).from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect((await reportBarrier({ Details: 'Focus is lost after closing the dialog.' })).body.Success).toBe(true);
    const queued = await t.db
      .select({ to: mailOutbox.to, text: mailOutbox.text })
      .from(mailOutbox)
      .where(gt(mailOutbox.id, newest?.id ?? 0));
    expect(queued).toEqual([
      { to: t.config.supportEmail, text: expect.stringContaining('Focus is lost after closing the dialog.') },
    ]);
  });

  it('refuses a report without what happened, or with a wrong address, and without a captcha', async () => {
    const empty = await reportBarrier({ Details: '  ', Page: '/' });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual(failure(accessRequestMessages.problems.detailsRequired));
    const badEmail = await reportBarrier({ Details: 'x', Email: 'nope' });
    expect(badEmail.body).toEqual(failure(accessRequestMessages.problems.emailInvalid));
    const noCaptcha = await t.inject('reportBarrier', { body: { Details: 'x' } });
    expect(noCaptcha.body).toEqual(failure(messages.completeCaptcha));
    expect(await t.db.select().from(accessRequests)).toEqual([]);
  });
});

describe('access requests in the console', () => {
  it('lists requests and reports newest first, to Administrators and Coordinators only', async () => {
    await askLanguage({ Email: uniqueEmail(), Language: 'vi' });
    await reportBarrier({ Details: 'Second' });
    const list = (await t.inject('listStaffAccessRequests', { as: administrator })).body.Response ?? [];
    expect(list.map((item) => item.Kind)).toEqual(['Barrier', 'LanguageAssistance']);
    expect((await t.inject('listStaffAccessRequests', { as: volunteer })).status).toBe(403);
    expect((await t.inject('listStaffAccessRequests')).status).toBe(401);
    const [first] = list;
    const byVolunteer = await t.inject('updateStaffAccessRequest', {
      as: volunteer,
      params: { accessRequestId: first?.Id ?? 0 },
      body: { State: 'Handled', Note: '' },
    });
    expect(byVolunteer.status).toBe(403);
  });

  it('marks one handled with a note, recording who and when; the same again changes nothing', async () => {
    await reportBarrier({ Details: 'Low contrast on the footer' });
    const [item] = (await t.inject('listStaffAccessRequests', { as: coordinator })).body.Response ?? [];
    const params = { accessRequestId: item?.Id ?? 0 };
    const handled = await t.inject('updateStaffAccessRequest', {
      as: coordinator,
      params,
      body: { State: 'Handled', Note: ' Fixed in the next release ' },
    });
    expect(handled.body.Response).toMatchObject({
      State: 'Handled',
      Note: 'Fixed in the next release',
      ChangedAt: expect.any(String),
      ChangedBy: expect.any(String),
    });
    const again = await t.inject('updateStaffAccessRequest', {
      as: administrator,
      params,
      body: { State: 'Handled', Note: 'Fixed in the next release' },
    });
    expect(again.body.Response?.ChangedAt).toBe(handled.body.Response?.ChangedAt);
    expect(again.body.Response?.ChangedBy).toBe(handled.body.Response?.ChangedBy);
    const reopened = await t.inject('updateStaffAccessRequest', {
      as: administrator,
      params,
      body: { State: 'New', Note: '' },
    });
    expect(reopened.body.Response).toMatchObject({ State: 'New', Note: '' });
  });

  it('answers 404 for an unknown request and 400 for a bad state', async () => {
    const unknown = await t.inject('updateStaffAccessRequest', {
      as: coordinator,
      params: { accessRequestId: 2_000_000_000 },
      body: { State: 'Handled', Note: '' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(failure(accessRequestStaffMessages.notFound));
    const bad = await t.inject('updateStaffAccessRequest', {
      as: coordinator,
      params: { accessRequestId: 1 },
      body: unchecked({ State: 'Closed', Note: '' }),
    });
    expect(bad.status).toBe(400);
  });
});
