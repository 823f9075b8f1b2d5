import { eventMessages, eventPageMessages } from '@bridgehub/contract';
import { eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRegistrations, events } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertSurvey } from '../../test/events.ts';
import { solveCaptcha, uniqueEmail } from '../../test/factories.ts';
import { newSignedInStaff, type SignedInStaff } from '../../test/staff-session.ts';
import { EVENTS_CHANNEL } from './event-admin.service.ts';

/** Events in the staff console, their capacity and waitlist, as the public and the registrants see them. */
let t: TestApp;
let coordinator: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  coordinator = await newSignedInStaff(t, 'Coordinator');
});
afterAll(() => t.close());

const HOUR = 3_600_000;

const staff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/Staff/Events${url}`, headers: coordinator.auth, ...(payload ? { payload } : {}) });

const eventInput = (override: Record<string, unknown> = {}) => {
  const startsAt = new Date(Date.now() + 3 * 24 * HOUR);
  return {
    Name: 'Console fair',
    Description: '<p>Meet <strong>buyers</strong><script>alert(1)</script></p>',
    Location: 'City Hall',
    StartsAt: startsAt.toISOString(),
    EndsAt: new Date(startsAt.getTime() + 2 * HOUR).toISOString(),
    IBREvent: true,
    CanRegister: true,
    Capacity: null,
    SurveyId: null,
    ...override,
  };
};

/** Creates and publishes an event; answers the staff view of it. */
const publishedEvent = async (override: Record<string, unknown> = {}) => {
  const created = (await staff('POST', '', eventInput(override))).json().Response;
  return (await staff('POST', `/${created.Id}/Publish`, { IsPublished: true })).json().Response;
};

const register = async (ExternalId: string, email: string, SendConfirmation = true) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Event/Register',
    payload: {
      EventId: ExternalId,
      AttendeeEmail: email,
      AttendeeName: 'Pat',
      SendConfirmation,
      Captcha: await solveCaptcha(t.app),
    },
  });

const upcomingIds = async () =>
  ((await t.app.inject({ method: 'GET', url: '/api/Event/Upcoming' })).json().Response as { ExternalId: string }[]).map(
    (item) => item.ExternalId,
  );

const mailTo = (email: string, subject: RegExp) =>
  t.smtp.waitForMail((mail) => JSON.stringify(mail.to ?? '').includes(email) && subject.test(mail.subject ?? ''));

const calendarOf = (mail: Awaited<ReturnType<typeof mailTo>>) => {
  const ics = mail.attachments.find((attachment) => attachment.filename?.endsWith('.ics'));
  const text = ics?.content.toString('utf8') ?? '';
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { text, calendar, vevent: calendar.getFirstSubcomponent('vevent') };
};

const attendees = async (eventId: number, search = '') =>
  (await staff('GET', `/${eventId}/Attendees?search=${encodeURIComponent(search)}`)).json().Response;

describe('creating and publishing', () => {
  it('creates a draft that the public does not see until it is published, then lists it at once', async () => {
    const before = await upcomingIds(); // fills the Upcoming cache
    const created = await staff('POST', '', eventInput({ Name: ' Draft fair ' }));
    expect(created.statusCode).toBe(200);
    const event = created.json().Response;
    expect(event).toMatchObject({
      Name: 'Draft fair',
      Description: '<p>Meet <strong>buyers</strong></p>',
      IsPublished: false,
      CancelledAt: null,
      Sequence: 0,
      Registered: 0,
    });
    expect(before).not.toContain(event.ExternalId);
    expect(await upcomingIds()).not.toContain(event.ExternalId);
    expect((await t.app.inject({ method: 'GET', url: `/api/Event/Details/${event.ExternalId}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/Event/ICal/${event.ExternalId}` })).statusCode).toBe(404);
    expect((await register(event.ExternalId, uniqueEmail('draft'))).statusCode).toBe(404);
    const drafts = (await staff('GET', '?view=drafts&pageSize=100')).json().Response;
    expect(drafts.Items.map((item: { Id: number }) => item.Id)).toContain(event.Id);

    const published = await staff('POST', `/${event.Id}/Publish`, { IsPublished: true });
    expect(published.json().Response).toMatchObject({ IsPublished: true, Sequence: 1 });
    expect(await upcomingIds()).toContain(event.ExternalId);
    const unpublished = await staff('POST', `/${event.Id}/Publish`, { IsPublished: false });
    expect(unpublished.json().Response.Sequence).toBe(2);
    expect(await upcomingIds()).not.toContain(event.ExternalId);
  });

  it('forgets the Upcoming list when another process NOTIFYs a change', async () => {
    const event = await publishedEvent({ Name: 'Renamed elsewhere' });
    expect(await upcomingIds()).toContain(event.ExternalId); // fills the cache
    // Another process's change: the row, and the NOTIFY its transaction sends.
    await t.db.transaction(async (tx) => {
      await tx.update(events).set({ isPublished: false }).where(eq(events.id, event.Id));
      await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, '')`);
    });
    // Well within the cache's 5 seconds: only the NOTIFY can have emptied it.
    await expect.poll(upcomingIds, { timeout: 2_000 }).not.toContain(event.ExternalId);
  });

  it('refuses an end before the start, a capacity below 1 and an unknown survey, changing nothing', async () => {
    const start = new Date(Date.now() + 24 * HOUR);
    const backwards = await staff(
      'POST',
      '',
      eventInput({ StartsAt: start.toISOString(), EndsAt: new Date(start.getTime() - HOUR).toISOString() }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().ErrorMessage).toContain(eventMessages.endBeforeStart);
    expect((await staff('POST', '', eventInput({ Capacity: 0 }))).statusCode).toBe(400);
    const unknownSurvey = await staff('POST', '', eventInput({ SurveyId: 2_000_000 }));
    expect(unknownSurvey.statusCode).toBe(400);
    expect(unknownSurvey.json().ErrorMessage).toBe(eventMessages.surveyUnknown);
  });

  it('offers the surveys an event can attach, and attaches one', async () => {
    const survey = await insertSurvey(t.db);
    const options = (await staff('GET', '/Options')).json().Response;
    expect(options.Surveys).toContainEqual({ Id: survey, Title: 'Feedback' });
    expect(options.ProgramTimezone).toBe('America/Los_Angeles');
    const event = (await staff('POST', '', eventInput({ SurveyId: survey }))).json().Response;
    expect(event.SurveyId).toBe(survey);
  });

  it('duplicates an event as a draft "Copy of …" without its registrations', async () => {
    const event = await publishedEvent({ Name: 'Original', Capacity: 5 });
    await register(event.ExternalId, uniqueEmail('original'));
    const copy = (await staff('POST', `/${event.Id}/Duplicate`)).json().Response;
    expect(copy).toMatchObject({ Name: 'Copy of Original', Capacity: 5, IsPublished: false, Registered: 0 });
    expect(copy.ExternalId).not.toBe(event.ExternalId);
  });

  it('answers 404 for an unknown event', async () => {
    expect((await staff('GET', '/2000000')).statusCode).toBe(404);
    expect((await staff('PUT', '/2000000', eventInput())).statusCode).toBe(404);
  });
});

describe('changing and cancelling', () => {
  it('keeps the UID, raises SEQUENCE and mails registrants an updated invitation', async () => {
    const event = await publishedEvent({ Name: 'Moving fair' });
    const email = uniqueEmail('moved');
    await register(event.ExternalId, email);
    const first = calendarOf(await mailTo(email, /You are registered/));
    expect(first.text).toContain('METHOD:REQUEST');
    const uid = first.vevent?.getFirstPropertyValue('uid');

    const updated = await staff('PUT', `/${event.Id}`, eventInput({ Name: 'Moving fair', Location: 'Library' }));
    expect(updated.json().Response).toMatchObject({ Location: 'Library', Sequence: event.Sequence + 1 });
    const invitation = calendarOf(await mailTo(email, /^Updated: Moving fair/));
    expect(invitation.text).toContain('METHOD:REQUEST');
    expect(invitation.vevent?.getFirstPropertyValue('uid')).toBe(uid);
    expect(invitation.vevent?.getFirstPropertyValue('sequence')).toBe(event.Sequence + 1);
    expect(invitation.vevent?.getFirstPropertyValue('location')).toBe('Library');
    expect(invitation.text).toContain('LAST-MODIFIED');
  });

  it('cancels: the event leaves the list, its page says so, registration is refused and registrants get METHOD:CANCEL', async () => {
    const event = await publishedEvent({ Name: 'Rained out' });
    const email = uniqueEmail('rain');
    await register(event.ExternalId, email);
    expect(await upcomingIds()).toContain(event.ExternalId);
    const cancelled = await staff('POST', `/${event.Id}/Cancel`);
    expect(cancelled.json().Response.CancelledAt).not.toBeNull();
    expect(await upcomingIds()).not.toContain(event.ExternalId);
    const details = await t.app.inject({ method: 'GET', url: `/api/Event/Details/${event.ExternalId}` });
    expect(details.json().Response.IsCancelled).toBe(true);
    const refused = await register(event.ExternalId, uniqueEmail('late'));
    expect(refused.json()).toMatchObject({ Success: false, ErrorMessage: eventPageMessages.eventCancelled });
    const mail = calendarOf(await mailTo(email, /^Cancelled: Rained out/));
    expect(mail.text).toContain('METHOD:CANCEL');
    expect(mail.vevent?.getFirstPropertyValue('status')).toBe('CANCELLED');
    const checkIn = await t.app.inject({
      method: 'POST',
      url: '/api/Event/CheckIn',
      payload: { EventId: event.ExternalId, AttendeeEmail: email },
    });
    expect(checkIn.json()).toMatchObject({ Success: false, ErrorMessage: eventPageMessages.eventCancelled });
    const again = await staff('POST', `/${event.Id}/Cancel`);
    expect(again.statusCode).toBe(409);
    expect((await staff('PUT', `/${event.Id}`, eventInput())).statusCode).toBe(409);
    const list = (await staff('GET', '?view=cancelled&pageSize=100')).json().Response;
    expect(list.Items.find((item: { Id: number }) => item.Id === event.Id)).toMatchObject({ IsCancelled: true });
  });
});

describe('capacity and waitlist', () => {
  it('waitlists past capacity, mails the place in line, and promotes the first waiting when staff cancel', async () => {
    const event = await publishedEvent({ Name: 'Small room', Capacity: 1 });
    const [first, second, third] = [uniqueEmail('first'), uniqueEmail('second'), uniqueEmail('third')];
    expect((await register(event.ExternalId, first)).json()).toMatchObject({ Success: true, Waitlisted: false });
    const waiting = (await register(event.ExternalId, second)).json();
    expect(waiting).toMatchObject({ Success: true, Waitlisted: true, WaitlistPosition: 1, AlreadyRegistered: false });
    expect((await register(event.ExternalId, third, false)).json()).toMatchObject({ WaitlistPosition: 2 });
    // A repeat tells nothing of the registration it meets (events.test.ts); the mail tells the person their place.
    expect((await register(event.ExternalId, second.toUpperCase(), false)).json()).toMatchObject({
      Success: true,
      Waitlisted: false,
      WaitlistPosition: null,
      AlreadyRegistered: true,
    });
    const waitMail = await mailTo(second, /^You are on the waitlist: Small room/);
    expect(waitMail.text).toContain('number 1 in line');
    // A waiting person is told so by mail even without asking for a confirmation.
    await mailTo(third, /^You are on the waitlist/);

    const list = await attendees(event.Id);
    expect(
      list.Items.map((row: { Email: string; WaitlistPosition: number | null }) => [row.Email, row.WaitlistPosition]),
    ).toEqual([
      [first, null],
      [second, 1],
      [third, 2],
    ]);
    expect((await staff('GET', `/${event.Id}`)).json().Response).toMatchObject({ Registered: 1, Waitlisted: 2 });

    const firstRow = list.Items[0];
    const cancelled = await staff('POST', `/${event.Id}/Attendees/${firstRow.RegistrationId}/Cancel`);
    expect(cancelled.json().Success).toBe(true);
    const promotion = await mailTo(second, /^You have a place: Small room/);
    expect(calendarOf(promotion).text).toContain('METHOD:REQUEST');
    const after = await attendees(event.Id);
    expect(
      after.Items.map((row: { Email: string; WaitlistPosition: number | null; CancelledAt: string | null }) => [
        row.Email,
        row.WaitlistPosition,
        row.CancelledAt !== null,
      ]),
    ).toEqual([
      [second, null, false],
      [third, 1, false],
      [first, null, true],
    ]);
  });

  it('checks in a held place only, not someone still waiting', async () => {
    const startsAt = new Date(Date.now() - HOUR);
    const event = await publishedEvent({
      Name: 'Today, full',
      Capacity: 1,
      StartsAt: startsAt.toISOString(),
      EndsAt: new Date(startsAt.getTime() + 3 * HOUR).toISOString(),
    });
    const [holder, waiting] = [uniqueEmail('held'), uniqueEmail('wait')];
    await register(event.ExternalId, holder);
    await register(event.ExternalId, waiting);
    const checkIn = (AttendeeEmail: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Event/CheckIn',
        payload: { EventId: event.ExternalId, AttendeeEmail },
      });
    expect((await checkIn(holder)).json()).toMatchObject({ Success: true, CheckInSuccess: true });
    expect((await checkIn(waiting)).json()).toMatchObject({
      Success: false,
      ErrorMessage: eventMessages.waitlistedCheckIn,
    });
  });

  it('gives new places to the waitlist when the capacity grows', async () => {
    const event = await publishedEvent({ Name: 'Growing room', Capacity: 1 });
    const [first, second] = [uniqueEmail('grow1'), uniqueEmail('grow2')];
    await register(event.ExternalId, first);
    await register(event.ExternalId, second);
    await staff('PUT', `/${event.Id}`, eventInput({ Name: 'Growing room', Capacity: 2 }));
    await mailTo(second, /^You have a place: Growing room/);
    expect((await staff('GET', `/${event.Id}`)).json().Response).toMatchObject({ Registered: 2, Waitlisted: 0 });
  });

  it('accepts exactly C of N simultaneous registrations for C free places', async () => {
    const event = await publishedEvent({ Name: 'Race', Capacity: 10 });
    const captchas = [];
    for (let index = 0; index < 30; index += 1) captchas.push(await solveCaptcha(t.app));
    const answers = await Promise.all(
      captchas.map((Captcha, index) =>
        t.app.inject({
          method: 'POST',
          url: '/api/Event/Register',
          payload: { EventId: event.ExternalId, AttendeeEmail: uniqueEmail(`race${index}`), Captcha },
        }),
      ),
    );
    const bodies = answers.map((answer) => answer.json());
    expect(bodies.every((body) => body.Success)).toBe(true);
    expect(bodies.filter((body) => !body.Waitlisted)).toHaveLength(10);
    expect(
      bodies
        .map((body) => body.WaitlistPosition)
        .filter((position) => position !== null)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    const rows = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event.Id));
    expect(rows.filter((row) => row.waitlistedAt === null)).toHaveLength(10);
  });

  it('lets the attendee cancel through the signed link: GET changes nothing, POST cancels and promotes', async () => {
    const event = await publishedEvent({ Name: 'Link room', Capacity: 1 });
    const [holder, waiting] = [uniqueEmail('holder'), uniqueEmail('waiting')];
    await register(event.ExternalId, holder);
    await register(event.ExternalId, waiting);
    const confirmation = await mailTo(holder, /^You are registered: Link room/);
    const link = /http:\/\/localhost:3000\/CancelRegistration\/(\S+)/.exec(confirmation.text ?? '')?.[1];
    expect(link).toBeDefined();
    const token = decodeURIComponent(link ?? '');
    const url = `/api/Event/CancelRegistration/${encodeURIComponent(token)}`;
    const shown = await t.app.inject({ method: 'GET', url });
    expect(shown.json().Response).toMatchObject({ EventName: 'Link room', IsCancelled: false });
    expect((await attendees(event.Id)).Items[0].CancelledAt).toBeNull();

    expect((await t.app.inject({ method: 'POST', url })).json().Success).toBe(true);
    await mailTo(holder, /^Registration cancelled: Link room/);
    await mailTo(waiting, /^You have a place: Link room/);
    expect((await t.app.inject({ method: 'GET', url })).json().Response.IsCancelled).toBe(true);
    // A second click is harmless.
    expect((await t.app.inject({ method: 'POST', url })).json().Success).toBe(true);

    const forged = await t.app.inject({ method: 'POST', url: `${url.slice(0, -3)}abc` });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().ErrorMessage).toBe(eventPageMessages.cancelLinkInvalid);
  });
});

describe('attendees', () => {
  it('searches by name or e-mail and pages, with registration time, check-in and survey status', async () => {
    const event = await publishedEvent({ Name: 'Searchable' });
    const email = uniqueEmail('needle');
    await register(event.ExternalId, email);
    await register(event.ExternalId, uniqueEmail('hay'));
    const found = await attendees(event.Id, 'NEEDLE');
    expect(found.Total).toBe(1);
    expect(found.Items[0]).toMatchObject({
      Email: email,
      Name: 'Pat',
      CheckedInAt: null,
      HasCompletedSurvey: false,
      IsWalkIn: false,
      WaitlistPosition: null,
    });
    expect(Date.parse(found.Items[0].RegisteredAt)).not.toBeNaN();
    expect((await attendees(event.Id, '%')).Total).toBe(0);
    const paged = (await staff('GET', `/${event.Id}/Attendees?pageSize=1&page=2`)).json().Response;
    expect(paged).toMatchObject({ Total: 2, Page: 2, PageSize: 1 });
    expect(paged.Items).toHaveLength(1);
  });

  it('refuses to cancel a registration of another event', async () => {
    const one = await publishedEvent({ Name: 'One' });
    const other = await publishedEvent({ Name: 'Other' });
    await register(one.ExternalId, uniqueEmail('one'));
    const row = (await attendees(one.Id)).Items[0];
    const answer = await staff('POST', `/${other.Id}/Attendees/${row.RegistrationId}/Cancel`);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().ErrorMessage).toBe(eventMessages.registrationNotFound);
    expect((await attendees(one.Id)).Items[0].CancelledAt).toBeNull();
  });
});
