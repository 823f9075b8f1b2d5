import { checkInMessages, checkInStaffRoutes, failure, messages } from '@bridgehub/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRegistrations, events } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertEvent } from '../../test/events.ts';
import { solveCaptcha, uniqueEmail } from '../../test/factories.ts';
import { newSignedInStaff, post, type SignedInStaff } from '../../test/staff-session.ts';

/** The check-in station through HTTP, on a real database, with the public self-check-in beside it. */
let t: TestApp;
let volunteer: SignedInStaff;
let coordinator: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  volunteer = await newSignedInStaff(t, 'CheckInVolunteer');
  coordinator = await newSignedInStaff(t, 'Coordinator');
});
afterAll(() => t.close());

type Registration = typeof eventRegistrations.$inferSelect;

const register = async (eventId: number, override: Partial<typeof eventRegistrations.$inferInsert> = {}) => {
  const [row] = await t.db
    .insert(eventRegistrations)
    .values({
      eventId,
      email: uniqueEmail('attendee'),
      name: 'Robin Attendee',
      surveyToken: uniqueEmail('token'),
      ...override,
    })
    .returning();
  if (!row) throw new Error('no registration');
  return row;
};

const get = (url: string, staff: SignedInStaff = volunteer) =>
  t.app.inject({ method: 'GET', url, headers: staff.auth });

const checkIn = (body: Record<string, unknown>, staff: SignedInStaff = volunteer) =>
  post(t, '/api/Staff/CheckIn/Attendee', body, staff.auth);

const walkIn = (body: Record<string, unknown>, staff: SignedInStaff = volunteer) =>
  post(t, '/api/Staff/CheckIn/WalkIn', body, staff.auth);

const formatted = (registration: Registration) =>
  `${registration.checkInCode.slice(0, 5)}-${registration.checkInCode.slice(5)}`;

const stored = async (id: number) =>
  (await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.id, id)))[0];

describe('the events the station opens', () => {
  it('lists today’s and upcoming events, soonest first, and leaves out past, cancelled and unpublished ones', async () => {
    const today = await insertEvent(t.db, { name: 'Door test today' });
    const later = await insertEvent(t.db, { name: 'Door test later', days: 3 });
    await insertEvent(t.db, { name: 'Door test past', days: -3 });
    const draft = await insertEvent(t.db, { name: 'Door test draft' });
    await t.db.update(events).set({ isPublished: false }).where(eq(events.id, draft.id));
    const cancelled = await insertEvent(t.db, { name: 'Door test cancelled' });
    await t.db.update(events).set({ cancelledAt: new Date() }).where(eq(events.id, cancelled.id));
    const answer = (await get('/api/Staff/CheckIn/Events', coordinator)).json();
    expect(answer.Success).toBe(true);
    const names = answer.Response.map((event: { Name: string }) => event.Name);
    expect(names).toContain('Door test today');
    expect(names.indexOf('Door test today')).toBeLessThan(names.indexOf('Door test later'));
    for (const hidden of ['Door test past', 'Door test draft', 'Door test cancelled'])
      expect(names).not.toContain(hidden);
    const listed = answer.Response.find((event: { ExternalId: string }) => event.ExternalId === today.externalId);
    expect(listed).toMatchObject({ IsToday: true, Location: today.location });
    expect(answer.Response.find((event: { ExternalId: string }) => event.ExternalId === later.externalId).IsToday).toBe(
      false,
    );
    // A volunteer's station opens today's events only (the sweep below).
    const volunteers = (await get('/api/Staff/CheckIn/Events')).json().Response;
    expect(volunteers.find((event: { ExternalId: string }) => event.ExternalId === today.externalId)).toEqual(listed);
    expect(volunteers.map((event: { IsToday: boolean }) => event.IsToday)).not.toContain(false);
  });
});

describe('the roster, counts and search', () => {
  it('keeps the whole list with codes and statuses for the device, and counts places, check-ins and the waitlist', async () => {
    const event = await insertEvent(t.db);
    const ada = await register(event.id, { name: 'Ada Lovelace' });
    await register(event.id, { name: 'Ben Checked', checkedInAt: new Date() });
    await register(event.id, { name: 'Cy Waiting', waitlistedAt: new Date() });
    await register(event.id, { name: 'Di Cancelled', cancelledAt: new Date() });
    const roster = (await get(`/api/Staff/CheckIn/Roster?eventId=${event.externalId}`)).json().Response;
    expect(roster.Counts).toEqual({ Registered: 2, CheckedIn: 1, Waitlisted: 1 });
    expect(
      roster.Attendees.map((attendee: { Name: string; Status: string }) => [attendee.Name, attendee.Status]),
    ).toEqual([
      ['Ada Lovelace', 'Registered'],
      ['Ben Checked', 'CheckedIn'],
      ['Cy Waiting', 'Waitlisted'],
      ['Di Cancelled', 'Cancelled'],
    ]);
    expect(roster.Attendees[0]).toMatchObject({ RegistrationId: ada.id, Email: ada.email, Code: formatted(ada) });
    expect((await get(`/api/Staff/CheckIn/Counts?eventId=${event.externalId}`)).json().Response).toEqual(roster.Counts);
  });

  it('finds by name, e-mail or code (at least 2 characters, a few results, names starting with it first)', async () => {
    const event = await insertEvent(t.db);
    const grace = await register(event.id, { name: 'Grace Hopper', email: 'g.hopper@navy.example' });
    await register(event.id, { name: 'Morgan Grace', email: 'morgan@example.com' });
    for (let index = 0; index < 12; index += 1) await register(event.id, { name: `Pat Many ${index}` });
    const search = async (q: string) =>
      (await get(`/api/Staff/CheckIn/Search?eventId=${event.externalId}&q=${encodeURIComponent(q)}`)).json();
    expect((await search('grace')).Response.map((found: { Name: string }) => found.Name)).toEqual([
      'Grace Hopper',
      'Morgan Grace',
    ]);
    expect((await search('NAVY')).Response.map((found: { Name: string }) => found.Name)).toEqual(['Grace Hopper']);
    expect((await search(formatted(grace).toLowerCase())).Response[0].RegistrationId).toBe(grace.id);
    expect((await search('many')).Response).toHaveLength(8);
    expect((await search('%_')).Response).toEqual([]);
    expect(await search(' g ')).toEqual(failure(checkInMessages.searchTooShort));
    expect((await get('/api/Staff/CheckIn/Search?eventId=unknown&q=grace')).statusCode).toBe(404);
  });
});

describe('checking in at the station', () => {
  it('checks in by registration id, then answers "already checked in" with the first time, not an error', async () => {
    const event = await insertEvent(t.db);
    const attendee = await register(event.id, { name: 'Sam Door' });
    const first = (await checkIn({ EventId: event.externalId, RegistrationId: attendee.id })).json();
    expect(first).toMatchObject({
      Success: true,
      Response: { Outcome: 'CheckedIn', Attendee: { Name: 'Sam Door', Status: 'CheckedIn' } },
    });
    const row = await stored(attendee.id);
    expect(row?.checkedInBy).toBe(volunteer.id);
    expect(first.Response.Attendee.CheckedInAt).toBe(row?.checkedInAt?.toISOString());
    // A resend (an offline queue sending twice) has one effect and the same time.
    const again = (await checkIn({ EventId: event.externalId, RegistrationId: attendee.id })).json();
    expect(again.Response).toMatchObject({ Outcome: 'AlreadyCheckedIn', Attendee: first.Response.Attendee });
    expect((await stored(attendee.id))?.checkedInAt).toEqual(row?.checkedInAt);
  });

  it('checks in by the code, typed in any case, with or without the dash', async () => {
    const event = await insertEvent(t.db);
    const attendee = await register(event.id);
    const typed = ` ${attendee.checkInCode.toLowerCase()} `;
    expect((await checkIn({ EventId: event.externalId, Code: typed })).json().Response.Outcome).toBe('CheckedIn');
    expect((await checkIn({ EventId: event.externalId, Code: formatted(attendee) })).json().Response.Outcome).toBe(
      'AlreadyCheckedIn',
    );
  });

  it('refuses an unknown code, another event’s registration, a missing code, and a day that is not the event’s', async () => {
    const event = await insertEvent(t.db);
    const other = await insertEvent(t.db);
    const elsewhere = await register(other.id);
    expect((await checkIn({ EventId: event.externalId, Code: 'ZZZZZ-99999' })).json()).toEqual(
      failure(checkInMessages.codeUnknown),
    );
    expect((await checkIn({ EventId: event.externalId, Code: elsewhere.checkInCode })).json()).toEqual(
      failure(checkInMessages.codeUnknown),
    );
    expect((await checkIn({ EventId: event.externalId, RegistrationId: elsewhere.id })).json()).toEqual(
      failure(checkInMessages.registrationUnknown),
    );
    expect((await checkIn({ EventId: event.externalId })).json()).toEqual(failure(checkInMessages.codeRequired));
    const tomorrow = await insertEvent(t.db, { days: 3 });
    const early = await register(tomorrow.id);
    expect((await checkIn({ EventId: tomorrow.externalId, RegistrationId: early.id }, coordinator)).json()).toEqual(
      failure(messages.checkInNotToday),
    );
    expect((await stored(early.id))?.checkedInAt).toBeNull();
    expect((await checkIn({ EventId: 'unknown', RegistrationId: early.id })).statusCode).toBe(404);
  });

  it('refuses waitlisted and cancelled registrations with a clear message, and changes nothing', async () => {
    const event = await insertEvent(t.db);
    const waiting = await register(event.id, { waitlistedAt: new Date() });
    const cancelled = await register(event.id, { cancelledAt: new Date() });
    expect((await checkIn({ EventId: event.externalId, RegistrationId: waiting.id })).json()).toEqual(
      failure(checkInMessages.waitlisted),
    );
    expect((await checkIn({ EventId: event.externalId, Code: cancelled.checkInCode })).json()).toEqual(
      failure(checkInMessages.cancelled),
    );
    expect((await stored(waiting.id))?.checkedInAt).toBeNull();
    expect((await stored(cancelled.id))?.checkedInAt).toBeNull();
  });

  it('agrees with the public self-check-in under concurrency: one check-in, whoever is first', async () => {
    const event = await insertEvent(t.db);
    const attendee = await register(event.id, { name: 'Race Person' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        index % 2 === 0
          ? checkIn({ EventId: event.externalId, RegistrationId: attendee.id }).then((answer) => answer.json())
          : t.app
              .inject({
                method: 'POST',
                url: '/api/Event/CheckIn',
                payload: { EventId: event.externalId, AttendeeEmail: attendee.email },
              })
              .then((answer) => answer.json()),
      ),
    );
    const firsts = answers.filter((answer) => answer.Response?.Outcome === 'CheckedIn' || answer.CheckInSuccess);
    expect(firsts).toHaveLength(1);
    expect(answers.every((answer) => answer.Success)).toBe(true);
    const row = await stored(attendee.id);
    const stationTimes = answers.flatMap((answer) => (answer.Response ? [answer.Response.Attendee.CheckedInAt] : []));
    expect(new Set(stationTimes)).toEqual(new Set([row?.checkedInAt?.toISOString()]));
  });

  it('answers "already checked in" with the time of a public self-check-in', async () => {
    const event = await insertEvent(t.db);
    const attendee = await register(event.id);
    await t.app.inject({
      method: 'POST',
      url: '/api/Event/CheckIn',
      payload: { EventId: event.externalId, AttendeeEmail: attendee.email },
    });
    const answer = (await checkIn({ EventId: event.externalId, RegistrationId: attendee.id })).json();
    expect(answer.Response.Outcome).toBe('AlreadyCheckedIn');
    expect(answer.Response.Attendee.CheckedInAt).toBe((await stored(attendee.id))?.checkedInAt?.toISOString());
    expect((await stored(attendee.id))?.checkedInBy).toBeNull();
  });
});

describe('walk-ins', () => {
  it('registers and checks in at once, past the capacity; a resend is the same registration', async () => {
    const event = await insertEvent(t.db);
    await t.db.update(events).set({ capacity: 1 }).where(eq(events.id, event.id));
    await register(event.id);
    const email = uniqueEmail('walkin');
    const answer = (await walkIn({ EventId: event.externalId, Name: ' Walk In ', Email: email })).json();
    expect(answer).toMatchObject({
      Success: true,
      Response: { Outcome: 'CheckedIn', Attendee: { Name: 'Walk In', Email: email, IsWalkIn: true } },
    });
    const row = await stored(answer.Response.Attendee.RegistrationId);
    expect(row).toMatchObject({ isWalkIn: true, checkedInBy: volunteer.id, waitlistedAt: null });
    const again = (await walkIn({ EventId: event.externalId, Name: 'Walk In', Email: email.toUpperCase() })).json();
    expect(again.Response).toMatchObject({ Outcome: 'AlreadyCheckedIn', Attendee: answer.Response.Attendee });
    const counts = (await get(`/api/Staff/CheckIn/Counts?eventId=${event.externalId}`)).json().Response;
    expect(counts).toEqual({ Registered: 2, CheckedIn: 1, Waitlisted: 0 });
  });

  it('checks in a registered e-mail as its registration, and refuses a waitlisted one', async () => {
    const event = await insertEvent(t.db);
    const registered = await register(event.id, { name: 'Already Here' });
    const answer = (await walkIn({ EventId: event.externalId, Name: 'Other Name', Email: registered.email })).json();
    expect(answer.Response).toMatchObject({
      Outcome: 'CheckedIn',
      Attendee: { RegistrationId: registered.id, Name: 'Already Here', IsWalkIn: false },
    });
    const waiting = await register(event.id, { waitlistedAt: new Date() });
    expect((await walkIn({ EventId: event.externalId, Name: 'W', Email: waiting.email })).json()).toEqual(
      failure(checkInMessages.waitlisted),
    );
  });

  it('needs a name and a valid e-mail, on the day of the event', async () => {
    const event = await insertEvent(t.db);
    expect((await walkIn({ EventId: event.externalId, Name: ' ', Email: uniqueEmail() })).json()).toEqual(
      failure(checkInMessages.nameRequired),
    );
    expect((await walkIn({ EventId: event.externalId, Name: 'No Mail', Email: '' })).json()).toEqual(
      failure(messages.emailRequired),
    );
    expect((await walkIn({ EventId: event.externalId, Name: 'Bad Mail', Email: 'not-mail' })).json()).toEqual(
      failure(messages.emailInvalid),
    );
    const later = await insertEvent(t.db, { days: 3 });
    expect(
      (await walkIn({ EventId: later.externalId, Name: 'Early', Email: uniqueEmail() }, coordinator)).json(),
    ).toEqual(failure(messages.checkInNotToday));
  });
});

describe('the events a Check-in volunteer may open', () => {
  type StationKey = keyof typeof checkInStaffRoutes;
  type StationRequest = { query?: Record<string, string>; body?: Record<string, unknown> };
  type AskAbout = (event: typeof events.$inferSelect, attendee: Registration) => StationRequest;
  /** Every station endpoint, asked about one event as the station asks; the type makes a new endpoint join here. */
  const askAbout: Record<StationKey, AskAbout> = {
    listCheckInEvents: () => ({}),
    getCheckInRoster: (event) => ({ query: { eventId: event.externalId } }),
    getCheckInCounts: (event) => ({ query: { eventId: event.externalId } }),
    searchCheckInAttendees: (event, attendee) => ({ query: { eventId: event.externalId, q: attendee.name } }),
    checkInAttendee: (event, attendee) => ({ body: { EventId: event.externalId, RegistrationId: attendee.id } }),
    addWalkIn: (event) => ({ body: { EventId: event.externalId, Name: 'Wendy Walkin', Email: uniqueEmail('walk') } }),
  };
  const ask = (key: StationKey, request: StationRequest, staff: SignedInStaff) =>
    t.app.inject({
      method: checkInStaffRoutes[key].method,
      url: checkInStaffRoutes[key].path,
      ...(request.query ? { query: request.query } : {}),
      ...(request.body ? { payload: request.body } : {}),
      headers: staff.auth,
    });

  /** Events of other days, or that are not open: each with a registration whose data must not reach the volunteer. */
  const hiddenEvents = async () => {
    const draft = await insertEvent(t.db, { name: 'Hidden draft' });
    await t.db.update(events).set({ isPublished: false }).where(eq(events.id, draft.id));
    const cancelled = await insertEvent(t.db, { name: 'Hidden cancelled' });
    await t.db.update(events).set({ cancelledAt: new Date() }).where(eq(events.id, cancelled.id));
    return [
      draft,
      cancelled,
      await insertEvent(t.db, { name: 'Hidden not registrable', isRegistrable: false }),
      await insertEvent(t.db, { name: 'Hidden past', days: -3 }),
      await insertEvent(t.db, { name: 'Hidden future', days: 3 }),
    ];
  };

  it('refuses every station endpoint for a draft, cancelled, unregistrable, past or future event with a 404', async () => {
    for (const event of await hiddenEvents()) {
      const attendee = await register(event.id, { name: `Secret ${event.name}` });
      for (const [key, requestFor] of Object.entries(askAbout) as [StationKey, AskAbout][]) {
        const answer = await ask(key, requestFor(event, attendee), volunteer);
        expect(answer.body, `${key} for ${event.name}`).not.toContain(attendee.email);
        if (key === 'listCheckInEvents') {
          expect(answer.json().Success).toBe(true);
          expect(answer.body).not.toContain(event.externalId);
        } else {
          expect([key, event.name, answer.statusCode, answer.json()]).toEqual([
            key,
            event.name,
            404,
            failure(messages.notFound),
          ]);
        }
      }
      const rows = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id));
      expect(rows.map((row) => [row.id, row.checkedInAt])).toEqual([[attendee.id, null]]);
    }
  });

  it('leaves Coordinators and Administrators the roster of any event, as the console’s attendee list does', async () => {
    for (const event of await hiddenEvents()) {
      const attendee = await register(event.id);
      const roster = await ask('getCheckInRoster', askAbout.getCheckInRoster(event, attendee), coordinator);
      expect(roster.json().Response.Attendees.map((row: { Email: string }) => row.Email)).toEqual([attendee.email]);
    }
  });
});

describe('who may use the station', () => {
  it('lets every staff role in, and nobody without a staff session', async () => {
    const event = await insertEvent(t.db);
    const attendee = await register(event.id);
    const administrator = await newSignedInStaff(t, 'Administrator');
    for (const staff of [coordinator, administrator]) {
      expect((await get(`/api/Staff/CheckIn/Counts?eventId=${event.externalId}`, staff)).json().Success).toBe(true);
    }
    expect((await checkIn({ EventId: event.externalId, RegistrationId: attendee.id }, coordinator)).statusCode).toBe(
      200,
    );
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/Staff/CheckIn/Roster?eventId=${event.externalId}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the confirmation mail', () => {
  it('carries the QR code as an inline CID image the HTML shows, and the text code in both parts', async () => {
    const event = await insertEvent(t.db, { name: 'QR mail event', days: 2 });
    const email = uniqueEmail('qr');
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/Event/Register',
      payload: {
        EventId: event.externalId,
        AttendeeEmail: email,
        SendConfirmation: true,
        Captcha: await solveCaptcha(t.app),
      },
    });
    expect(registered.json().Success).toBe(true);
    const [row] = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.email, email));
    if (!row) throw new Error('no registration');
    const code = formatted(row);
    const mail = await t.smtp.waitForMail((received) => JSON.stringify(received.to).includes(email));
    const qr = mail.attachments.find((attachment) => attachment.contentType === 'image/png');
    expect(qr?.contentId).toBe(`<check-in-${code.toLowerCase()}@bridgehub>`);
    expect(qr?.related).toBe(true);
    expect(qr?.content.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(mail.html).toContain(`<img src="cid:check-in-${code.toLowerCase()}@bridgehub" alt="Check-in code ${code}"`);
    expect(mail.html).not.toContain('data:image');
    expect(mail.html).toContain(code);
    expect(mail.text).toContain(`Your check-in code: ${code}.`);
  });
});
