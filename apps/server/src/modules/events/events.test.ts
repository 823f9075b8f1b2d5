import { failure, messages } from '@bridgehub/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRegistrations, events, mailOutbox, surveyResponses } from '../../db/schema.ts';
import { SHARED_CACHE_CONTROL } from '../../http/route.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertEvent, insertRegistration, insertSurvey } from '../../test/events.ts';
import { solveCaptcha, uniqueEmail } from '../../test/factories.ts';
import { isEventDay, programDay } from './event-day.ts';
import { CHECK_IN_MISSES_PER_ADDRESS } from './events.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = async (body: Record<string, unknown>, options: { withCaptcha?: boolean } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Event/Register',
    payload: options.withCaptcha === false ? body : { Captcha: await solveCaptcha(t.app), ...body },
  });

const checkIn = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/Event/CheckIn', payload: body });

const registrationsOf = async (eventId: number, email?: string) => {
  const [row] = await t.db
    .select({ value: count() })
    .from(eventRegistrations)
    .where(
      email
        ? and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.email, email))
        : eq(eventRegistrations.eventId, eventId),
    );
  return row?.value ?? 0;
};

describe('GET /api/Event/Upcoming', () => {
  it('lists events that have not ended, soonest first, with §3 fields and UTC dates; past events do not list', async () => {
    const past = await insertEvent(t.db, { name: 'Past meeting', days: -3 });
    const later = await insertEvent(t.db, {
      name: 'Later fair',
      days: 9,
      isProgramHosted: false,
      isRegistrable: false,
    });
    const today = await insertEvent(t.db, { name: 'Today open house' });
    const response = await t.app.inject({ method: 'GET', url: '/api/event/upcoming' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe(SHARED_CACHE_CONTROL);
    const list = response.json().Response as { ExternalId: string }[];
    const ids = list.map((item) => item.ExternalId);
    expect(ids).not.toContain(past.externalId);
    expect(ids.indexOf(today.externalId)).toBeLessThan(ids.indexOf(later.externalId));
    expect(list.find((item) => item.ExternalId === later.externalId)).toEqual({
      ExternalId: later.externalId,
      EventName: 'Later fair',
      EventLocation: later.location,
      EventDate: later.startsAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      CanRegister: false,
      IBREvent: false,
    });
  });
});

describe('GET /api/Event/Details/{id}', () => {
  it('answers the §3 details with a sanitized description, on write and on read', async () => {
    const event = await insertEvent(t.db, {
      descriptionHtml:
        '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)></p>',
    });
    // A row written past the service (a restore, a console) is sanitized when read as well.
    await t.db
      .update(events)
      .set({ descriptionHtml: `${event.descriptionHtml}<iframe src="https://evil.example"></iframe><h1>Title</h1>` })
      .where(eq(events.id, event.id));
    const response = await t.app.inject({ method: 'GET', url: `/api/Event/Details/${event.externalId}` });
    expect(response.statusCode).toBe(200);
    const details = response.json().Response;
    expect(details).toEqual({
      Name: event.name,
      Description: '<p>Hi <a rel="noopener noreferrer">x</a></p><h3>Title</h3>',
      Location: event.location,
      Date: event.startsAt.toISOString(),
      EndDate: event.endsAt.toISOString(),
      IBREvent: true,
      CanRegister: true,
      ExternalId: event.externalId,
      EventToday: true,
      IsCancelled: false,
      Accommodations: { LastDay: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), ClosesAt: expect.any(String) },
    });
  });

  it('says EventToday false for an event on another day', async () => {
    const event = await insertEvent(t.db, { days: 3 });
    const response = await t.app.inject({ method: 'GET', url: `/api/Event/Details/${event.externalId}` });
    expect(response.json().Response.EventToday).toBe(false);
  });

  it.each(['nope', '1', "x' or 1=1 --", '%00'])('answers 404 for the unknown id %j', async (id) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/Event/Details/${encodeURIComponent(id)}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(failure(messages.notFound));
  });

  it('answers a 400 envelope for an over-long id', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/Event/Details/${'x'.repeat(500)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().Success).toBe(false);
  });
});

describe('the day of the event', () => {
  it('is the calendar day in the program time zone', () => {
    // 06:30 UTC on June 4 is still June 3 in Los Angeles (UTC-7).
    const now = new Date('2025-06-04T06:30:00Z');
    expect(programDay(now, 'America/Los_Angeles')).toBe('2025-06-03');
    const evening = { startsAt: new Date('2025-06-04T01:00:00Z'), endsAt: new Date('2025-06-04T03:00:00Z') };
    expect(isEventDay(evening, now, 'America/Los_Angeles')).toBe(true);
    expect(isEventDay(evening, now, 'Europe/Berlin')).toBe(true);
    expect(isEventDay(evening, new Date('2025-06-04T08:00:00Z'), 'Europe/Berlin')).toBe(true);
    expect(isEventDay(evening, new Date('2025-06-05T08:00:00Z'), 'America/Los_Angeles')).toBe(false);
  });
});

describe('GET /api/Event/ICal/{id}', () => {
  it('is a valid RFC 5545 file with a stable UID, UTC times, the location and a plain-text description', async () => {
    const event = await insertEvent(t.db, { name: 'Open House: Phase 1/2', days: 5 });
    const first = await t.app.inject({ method: 'GET', url: `/api/Event/ICal/${event.externalId}` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/calendar');
    expect(first.headers['content-disposition']).toBe(
      `attachment; filename="Open House Phase 1 2.ics"; filename*=UTF-8''Open%20House%20Phase%201%202.ics`,
    );
    const vevent = new ICAL.Component(ICAL.parse(first.body)).getFirstSubcomponent('vevent');
    if (!vevent) throw new Error('no VEVENT');
    const parsed = new ICAL.Event(vevent);
    expect(parsed.summary).toBe('Open House: Phase 1/2');
    expect(parsed.location).toBe(event.location);
    expect(parsed.description).toBe('Meet the team & ask questions.\nSecond paragraph.');
    expect(parsed.startDate.zone?.tzid).toBe('UTC');
    expect(parsed.startDate.toJSDate().toISOString()).toBe(
      new Date(Math.floor(event.startsAt.getTime() / 1000) * 1000).toISOString(),
    );
    expect(parsed.endDate.toJSDate().getTime()).toBe(Math.floor(event.endsAt.getTime() / 1000) * 1000);
    const second = await t.app.inject({ method: 'GET', url: `/api/Event/ICal/${event.externalId}` });
    expect(second.body).toBe(first.body);
    expect(parsed.uid).toContain(event.externalId);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/Event/ICal/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(failure(messages.notFound));
  });
});

describe('POST /api/Event/Register', () => {
  it('registers once, mails the confirmation with the calendar file and a check-in link', async () => {
    const event = await insertEvent(t.db, { name: 'Mail test event', days: 2 });
    const email = uniqueEmail('attendee');
    const response = await register({
      EventId: event.externalId,
      AttendeeEmail: email,
      AttendeeName: 'Sam Lee',
      SendConfirmation: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      Success: true,
      ErrorMessage: null,
      ErrorID: null,
      Response: null,
      HasSurvey: false,
      UniqueSurveyId: null,
      HasCompletedSurvey: false,
      AlreadyRegistered: false,
      Waitlisted: false,
      WaitlistPosition: null,
    });
    expect(await registrationsOf(event.id)).toBe(1);
    const mail = await t.smtp.waitForMail((received) => JSON.stringify(received.to).includes(email));
    expect(mail.subject).toContain('Mail test event');
    // The typed name may be a stranger's: the mail greets without it.
    expect(mail.text).toContain('Hello,');
    expect(mail.text).not.toContain('Sam Lee');
    expect(mail.text).toContain(event.location);
    expect(mail.text).toContain(`http://localhost:3000/CheckIn/${event.externalId}?email=${encodeURIComponent(email)}`);
    const ics = mail.attachments.find((attachment) => attachment.filename === 'Mail test event.ics');
    expect(ics?.contentType).toBe('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(ics?.content.toString('utf8') ?? ''));
    expect(calendar.getFirstSubcomponent('vevent')?.getFirstPropertyValue('summary')).toBe('Mail test event');
  });

  it('treats a repeat (any case) as the same registration, and re-sends the confirmation only when asked', async () => {
    const event = await insertEvent(t.db, { days: 2 });
    const email = uniqueEmail('repeat');
    const [before] = await t.db.select({ value: count() }).from(mailOutbox);
    expect((await register({ EventId: event.externalId, AttendeeEmail: email })).json().AlreadyRegistered).toBe(false);
    const again = await register({
      EventId: event.externalId,
      AttendeeEmail: email.toUpperCase(),
      SendConfirmation: false,
    });
    expect(again.json()).toMatchObject({ Success: true, AlreadyRegistered: true });
    const [afterTwo] = await t.db.select({ value: count() }).from(mailOutbox);
    expect(afterTwo?.value).toBe(before?.value);
    const asked = await register({ EventId: event.externalId, AttendeeEmail: email, SendConfirmation: true });
    expect(asked.json()).toMatchObject({ Success: true, AlreadyRegistered: true });
    const [afterThree] = await t.db.select({ value: count() }).from(mailOutbox);
    expect(afterThree?.value).toBe((before?.value ?? 0) + 1);
    expect(await registrationsOf(event.id)).toBe(1);
  });

  it('answers a repeat nothing of the first registration, whose own mails carry the survey link', async () => {
    const surveyId = await insertSurvey(t.db);
    const event = await insertEvent(t.db, { name: 'Small survey room', days: 2, surveyId });
    await t.db.update(events).set({ capacity: 2 }).where(eq(events.id, event.id));
    const firsts = [];
    for (const name of ['Ann Answered', 'Hana Holder', 'Wes Waiting']) {
      const email = uniqueEmail(name.split(' ')[0]?.toLowerCase());
      const first = await register({
        EventId: event.externalId,
        AttendeeEmail: email,
        AttendeeName: name,
        SendConfirmation: true,
      });
      expect(first.json()).toMatchObject({ Success: true, AlreadyRegistered: false, HasSurvey: true });
      firsts.push({ email, name, answer: first.json() });
    }
    const [answered, holder, waiting] = firsts as [(typeof firsts)[0], (typeof firsts)[0], (typeof firsts)[0]];
    expect(waiting.answer).toMatchObject({ Waitlisted: true, WaitlistPosition: 1 });
    const [answeredRow] = await t.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.email, answered.email));
    await t.db.insert(surveyResponses).values({ registrationId: answeredRow?.id ?? 0, surveyId, answers: [] });

    // A place with its survey answered, a place without, a place on the waitlist: a repeat answers each alike.
    for (const { email } of firsts) {
      const repeat = await register({
        EventId: event.externalId,
        AttendeeEmail: email.toUpperCase(),
        AttendeeName: 'Someone Else',
      });
      expect(repeat.json()).toEqual({
        Success: true,
        ErrorMessage: null,
        ErrorID: null,
        Response: null,
        HasSurvey: true,
        UniqueSurveyId: null,
        HasCompletedSurvey: false,
        AlreadyRegistered: true,
        Waitlisted: false,
        WaitlistPosition: null,
      });
      for (const first of firsts) {
        expect(repeat.body).not.toContain(first.answer.UniqueSurveyId);
        expect(repeat.body).not.toContain(first.name);
      }
    }

    // The person who registered reaches their survey from their mail, and so does the one waiting, once promoted.
    const confirmation = await t.smtp.waitForMail(
      (mail) => JSON.stringify(mail.to).includes(holder.email) && /^You are registered/.test(mail.subject ?? ''),
    );
    expect(confirmation.text).toContain(`http://localhost:3000/Survey/${holder.answer.UniqueSurveyId}`);
    const cancelLink = /\/CancelRegistration\/(\S+)/.exec(confirmation.text ?? '')?.[1] ?? '';
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/Event/CancelRegistration/${cancelLink}` });
    expect(cancelled.json().Success).toBe(true);
    const promotion = await t.smtp.waitForMail(
      (mail) => JSON.stringify(mail.to).includes(waiting.email) && /^You have a place/.test(mail.subject ?? ''),
    );
    expect(promotion.text).toContain(`http://localhost:3000/Survey/${waiting.answer.UniqueSurveyId}`);
  });

  it('makes one registration of 50 simultaneous requests with one e-mail', async () => {
    const event = await insertEvent(t.db, { days: 2 });
    const email = uniqueEmail('burst');
    const captchas = await Promise.all(Array.from({ length: 50 }, () => solveCaptcha(t.app)));
    const answers = await Promise.all(
      captchas.map((Captcha) =>
        t.app.inject({
          method: 'POST',
          url: '/api/Event/Register',
          payload: { EventId: event.externalId, AttendeeEmail: email, Captcha },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    expect(answers.every((answer) => answer.json().Success === true)).toBe(true);
    expect(answers.filter((answer) => answer.json().AlreadyRegistered === false)).toHaveLength(1);
    expect(await registrationsOf(event.id)).toBe(1);
  });

  it('answers HasSurvey and UniqueSurveyId when the event has a survey', async () => {
    const surveyId = await insertSurvey(t.db);
    const event = await insertEvent(t.db, { surveyId });
    const response = await register({ EventId: event.externalId, AttendeeEmail: uniqueEmail() });
    expect(response.json()).toMatchObject({
      HasSurvey: true,
      HasCompletedSurvey: false,
      UniqueSurveyId: expect.stringMatching(/^[\w-]{22}$/),
    });
  });

  it.each([
    ['an empty e-mail', '  ', messages.emailRequired],
    ['an invalid e-mail', 'sam@example', messages.emailInvalid],
  ])('refuses %s', async (_case, email, message) => {
    const event = await insertEvent(t.db, { days: 2 });
    const response = await register({ EventId: event.externalId, AttendeeEmail: email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(failure(message));
    expect(await registrationsOf(event.id)).toBe(0);
  });

  it('refuses a missing captcha, a wrong one and a replayed one', async () => {
    const event = await insertEvent(t.db, { days: 2 });
    const missing = await register({ EventId: event.externalId, AttendeeEmail: uniqueEmail() }, { withCaptcha: false });
    expect(missing.json()).toEqual(failure(messages.completeCaptcha));
    const wrong = await register(
      { EventId: event.externalId, AttendeeEmail: uniqueEmail(), Captcha: 'bm90IGEgY2FwdGNoYQ==' },
      { withCaptcha: false },
    );
    expect(wrong.json()).toEqual(failure(messages.captchaInvalid));
    const Captcha = await solveCaptcha(t.app);
    expect(
      (
        await register({ EventId: event.externalId, AttendeeEmail: uniqueEmail(), Captcha }, { withCaptcha: false })
      ).json().Success,
    ).toBe(true);
    const replay = await register(
      { EventId: event.externalId, AttendeeEmail: uniqueEmail(), Captcha },
      { withCaptcha: false },
    );
    expect(replay.json()).toEqual(failure(messages.captchaInvalid));
    expect(await registrationsOf(event.id)).toBe(1);
  });

  it('refuses an event that cannot be registered for here, and one that has ended', async () => {
    const external = await insertEvent(t.db, { days: 2, isRegistrable: false });
    expect((await register({ EventId: external.externalId, AttendeeEmail: uniqueEmail() })).json()).toEqual(
      failure(messages.eventNotRegistrable),
    );
    const past = await insertEvent(t.db, { days: -2 });
    expect((await register({ EventId: past.externalId, AttendeeEmail: uniqueEmail() })).json()).toEqual(
      failure(messages.eventRegistrationClosed),
    );
  });

  it('answers 404 for an unknown event', async () => {
    const response = await register({ EventId: 'no-such-event', AttendeeEmail: uniqueEmail() });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(failure(messages.notFound));
  });

  it.each([
    ['malformed JSON', '{"EventId": "x",', 'application/json'],
    ['a wrong type', JSON.stringify({ EventId: 5, AttendeeEmail: 'a@b.co' }), 'application/json'],
    ['a missing field', JSON.stringify({ AttendeeEmail: 'a@b.co' }), 'application/json'],
    [
      'a huge string',
      JSON.stringify({ EventId: 'x', AttendeeEmail: `${'a'.repeat(100_000)}@b.co` }),
      'application/json',
    ],
    [
      'a wrong boolean',
      JSON.stringify({ EventId: 'x', AttendeeEmail: 'a@b.co', SendConfirmation: 'yes' }),
      'application/json',
    ],
    ['an array body', '[]', 'application/json'],
  ])('answers 400, never 500, for %s', async (_case, payload, contentType) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Event/Register',
      payload,
      headers: { 'content-type': contentType },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      Success: false,
      ErrorMessage: expect.stringContaining(messages.badRequest),
    });
  });
});

describe('POST /api/Event/CheckIn', () => {
  const registered = async (override: Parameters<typeof insertEvent>[1] = {}) => {
    const event = await insertEvent(t.db, override);
    const email = uniqueEmail('checkin');
    const answer = await register({ EventId: event.externalId, AttendeeEmail: email, AttendeeName: 'Rae Kim' });
    expect(answer.json().Success).toBe(true);
    return { event, email };
  };

  it('checks a registered attendee in once, greeting them by name, with a captcha ignored', async () => {
    const { event, email } = await registered();
    const first = await checkIn({ EventId: event.externalId, AttendeeEmail: email.toUpperCase(), Captcha: 'ignored' });
    expect(first.json()).toEqual({
      Success: true,
      ErrorMessage: null,
      ErrorID: null,
      Response: null,
      CheckInSuccess: true,
      AlreadyCheckedIn: false,
      Name: 'Rae Kim',
    });
    const second = await checkIn({ EventId: event.externalId, AttendeeEmail: email });
    expect(second.json()).toMatchObject({
      Success: true,
      CheckInSuccess: false,
      AlreadyCheckedIn: true,
      Name: 'Rae Kim',
    });
  });

  it('gives one Checked In and 49 Already Checked In for 50 simultaneous check-ins', async () => {
    const { event, email } = await registered();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => checkIn({ EventId: event.externalId, AttendeeEmail: email })),
    );
    const bodies = answers.map((answer) => answer.json());
    expect(bodies.filter((body) => body.CheckInSuccess === true && body.AlreadyCheckedIn === false)).toHaveLength(1);
    expect(bodies.filter((body) => body.AlreadyCheckedIn === true && body.CheckInSuccess === false)).toHaveLength(49);
  });

  it('checks in a burst of distinct attendees of two events each once, by name, however their e-mails are written', async () => {
    const events = [await insertEvent(t.db), await insertEvent(t.db)];
    const attendees = events.flatMap((event) =>
      Array.from({ length: 20 }, (_, i) => ({ event, email: uniqueEmail(`burst${i}`), name: `Attendee ${i}` })),
    );
    await t.db
      .insert(eventRegistrations)
      .values(attendees.map(({ event, email, name }) => ({ eventId: event.id, email, name, surveyToken: email })));
    // Each attendee twice, once in capitals: one of the two is the check-in, the other finds it done.
    const answers = await Promise.all(
      attendees.flatMap(({ event, email }) =>
        [email, email.toUpperCase()].map((written) => checkIn({ EventId: event.externalId, AttendeeEmail: written })),
      ),
    );
    const bodies = answers.map((answer) => answer.json());
    for (const [i, { name }] of attendees.entries()) {
      const pair = [bodies[2 * i], bodies[2 * i + 1]];
      expect(pair.map((body) => body.Name)).toEqual([name, name]);
      expect(pair.filter((body) => body.CheckInSuccess === true && body.AlreadyCheckedIn === false)).toHaveLength(1);
      expect(pair.filter((body) => body.CheckInSuccess === false && body.AlreadyCheckedIn === true)).toHaveLength(1);
    }
    const rows = await t.db
      .select({ checkedInAt: eventRegistrations.checkedInAt })
      .from(eventRegistrations)
      .where(
        inArray(
          eventRegistrations.email,
          attendees.map(({ email }) => email),
        ),
      );
    expect(rows.filter((row) => row.checkedInAt !== null)).toHaveLength(attendees.length);
  });

  it('refuses an address that tried too many e-mails without a registration; attendees and repeats do not count', async () => {
    const event = await insertEvent(t.db);
    const attendees = [];
    for (let i = 0; i < 4; i += 1) attendees.push(await insertRegistration(t.db, event.id, { name: `Guest ${i}` }));
    const [late] = attendees.splice(3);
    const checkInFrom = (remoteAddress: string, email: string, eventId = event.externalId) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Event/CheckIn',
        payload: { EventId: eventId, AttendeeEmail: email },
        remoteAddress,
      });
    // A venue's network: its attendees share one address.
    const venue = '198.51.100.7';
    const notRegistered = failure(messages.notRegisteredForEvent);
    for (let i = 1; i < CHECK_IN_MISSES_PER_ADDRESS; i += 1) {
      const guess = uniqueEmail(`guess${i}`);
      expect((await checkInFrom(venue, guess)).json()).toEqual(notRegistered);
      // The same e-mail again (a person retrying their typo) is not another one.
      expect((await checkInFrom(venue, guess.toUpperCase())).json()).toEqual(notRegistered);
      if (i % 10 === 0) {
        for (const attendee of attendees)
          expect((await checkInFrom(venue, attendee.email)).json()).toMatchObject({
            Success: true,
            Name: attendee.name,
          });
      }
    }
    expect((await checkInFrom(venue, uniqueEmail('last'))).json()).toEqual(notRegistered);
    // The limit reached, the address learns nothing more: every try is refused, an attendee's included.
    const refused = await checkInFrom(venue, late?.email ?? '');
    expect([refused.statusCode, refused.json()]).toEqual([429, failure(messages.tooManyRequests)]);
    const [row] = await t.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, late?.id ?? 0));
    expect(row?.checkedInAt).toBeNull();
    expect((await checkInFrom('203.0.113.9', late?.email ?? '')).json()).toMatchObject({
      CheckInSuccess: true,
      Name: late?.name,
    });
    // Counted per event: another event at the same address is open.
    const other = await insertEvent(t.db);
    expect((await checkInFrom(venue, uniqueEmail(), other.externalId)).json()).toEqual(notRegistered);
  });

  it('refuses a check-in on another day than the event', async () => {
    const { event, email } = await registered({ days: 3 });
    expect((await checkIn({ EventId: event.externalId, AttendeeEmail: email })).json()).toEqual(
      failure(messages.checkInNotToday),
    );
    const [row] = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.email, email));
    expect(row?.checkedInAt).toBeNull();
  });

  it('says so when the e-mail has no registration', async () => {
    const event = await insertEvent(t.db);
    expect((await checkIn({ EventId: event.externalId, AttendeeEmail: uniqueEmail() })).json()).toEqual(
      failure(messages.notRegisteredForEvent),
    );
  });

  it.each([
    ['', messages.emailRequired],
    ['nope', messages.emailInvalid],
  ])('refuses the e-mail %j', async (email, message) => {
    const event = await insertEvent(t.db);
    expect((await checkIn({ EventId: event.externalId, AttendeeEmail: email })).json()).toEqual(failure(message));
  });

  it('refuses an event that cannot be registered for here, and answers 404 for an unknown one', async () => {
    const event = await insertEvent(t.db, { isRegistrable: false });
    expect((await checkIn({ EventId: event.externalId, AttendeeEmail: uniqueEmail() })).json()).toEqual(
      failure(messages.eventNotRegistrable),
    );
    const unknown = await checkIn({ EventId: 'unknown', AttendeeEmail: uniqueEmail() });
    expect(unknown.statusCode).toBe(404);
  });

  it.each([
    ['malformed JSON', '{'],
    ['a wrong type', JSON.stringify({ EventId: [], AttendeeEmail: 'a@b.co' })],
    ['a huge string', JSON.stringify({ EventId: 'x'.repeat(10_000), AttendeeEmail: 'a@b.co' })],
    ['null', 'null'],
  ])('answers 400 for %s', async (_case, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Event/CheckIn',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Success).toBe(false);
  });
});
