import {
  type AccommodationRequestInput,
  accommodationMailMessages,
  accommodationMessages,
  accommodationStaffMessages,
  failure,
  messages,
} from '@bridgehub/contract';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accommodationRequests, eventRegistrations, mailOutbox } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertEvent } from '../../test/events.ts';
import { solveCaptcha, uniqueEmail } from '../../test/factories.ts';
import { unchecked } from '../../test/inject.ts';
import { newSignedInStaff, type SignedInStaff } from '../../test/staff-session.ts';

/** Accommodations asked for with a registration (issue 22), as the registrant, the console and the door see them. */
let t: TestApp;
let coordinator: SignedInStaff;
let volunteer: SignedInStaff;
/** The app's log lines: no registrant's address, need or note may be among them. */
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logLines: { write: (line) => logLines.push(line) } });
  [coordinator, volunteer] = [await newSignedInStaff(t, 'Coordinator'), await newSignedInStaff(t, 'CheckInVolunteer')];
});
afterAll(() => t.close());

const ASL_AND_SOMALI: AccommodationRequestInput = {
  // Sent out of the form's order, and with the text of a need not ticked: both are put right.
  Needs: ['SpokenLanguage', 'SignLanguage'],
  SpokenLanguage: ' Somali ',
  Format: '',
  Other: 'not asked for',
};

/** Every registrant's address, for the log check. */
const registrants: string[] = [];

const register = async (eventId: string, email: string, Accommodations?: unknown) => {
  registrants.push(email);
  return t.inject('registerForEvent', {
    body: {
      EventId: eventId,
      AttendeeEmail: email,
      AttendeeName: 'Ada Attendee',
      SendConfirmation: true,
      Captcha: await solveCaptcha(t.app),
      ...(Accommodations === undefined ? {} : { Accommodations: unchecked(Accommodations) }),
    },
  });
};

const requestsOf = async (eventId: number) =>
  (await t.inject('listEventAccommodations', { as: coordinator, params: { eventId } })).body.Response;

const mailsTo = (email: string) =>
  t.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(asc(mailOutbox.id));

/** An event whose time to ask is still open (a month away) or already closed (tomorrow). */
const onTimeEvent = () => insertEvent(t.db, { days: 30, name: 'Budget hearing' });
const lateEvent = () => insertEvent(t.db, { days: 1, name: 'Open house tomorrow' });

describe('asking with the registration', () => {
  it('records the request, promised before the time to ask closes, and the confirmation mail says so', async () => {
    const event = await onTimeEvent();
    const details = (await t.inject('getEventDetails', { params: { id: event.externalId } })).body.Response;
    expect(Date.parse(details.Accommodations.ClosesAt)).toBeGreaterThan(Date.now());
    const email = uniqueEmail('asl');
    expect((await register(event.externalId, email, ASL_AND_SOMALI)).body.Success).toBe(true);

    const list = await requestsOf(event.id);
    expect(list?.LeadDays).toBe(5);
    expect(list?.Window).toEqual(details.Accommodations);
    expect(list?.Items).toEqual([
      expect.objectContaining({
        Needs: ['SignLanguage', 'SpokenLanguage'],
        SpokenLanguage: 'Somali',
        Format: '',
        Other: '',
        Email: email,
        Name: 'Ada Attendee',
        IsOnTime: true,
        IsWaitlisted: false,
        IsCancelled: false,
        State: 'New',
        Note: '',
        StateChangedAt: null,
      }),
    ]);
    const [confirmation] = await mailsTo(email);
    expect(confirmation?.subject).toBe(`You are registered: ${event.name}`);
    expect(confirmation?.text).toContain(accommodationMailMessages.requestedOnTime);
    expect(confirmation?.text).toContain(accommodationMessages.needs.SignLanguage);
    expect(confirmation?.text).toContain(accommodationMessages.needWithDetail.SpokenLanguage('Somali'));
  });

  it('records a request asked after the time to ask closed as not promised, and says it may not be possible', async () => {
    const event = await lateEvent();
    const details = (await t.inject('getEventDetails', { params: { id: event.externalId } })).body.Response;
    expect(Date.parse(details.Accommodations.ClosesAt)).toBeLessThanOrEqual(Date.now());
    const email = uniqueEmail('late');
    const needs = { Needs: ['Format', 'Other'], Format: 'Braille', Other: 'A seat near the door' };
    expect((await register(event.externalId, email, needs)).body.Success).toBe(true);
    expect((await requestsOf(event.id))?.Items).toEqual([
      expect.objectContaining({ Needs: ['Format', 'Other'], Format: 'Braille', IsOnTime: false, State: 'New' }),
    ]);
    const [confirmation] = await mailsTo(email);
    expect(confirmation?.text).toContain(accommodationMailMessages.requestedLate);
    expect(confirmation?.text).toContain(accommodationMessages.needWithDetail.Other('A seat near the door'));
  });

  it('records nothing for a registration without accommodations, or with none ticked', async () => {
    const event = await onTimeEvent();
    await register(event.externalId, uniqueEmail('none'));
    await register(event.externalId, uniqueEmail('empty'), { Needs: [], SpokenLanguage: 'Spanish' });
    expect((await requestsOf(event.id))?.Items).toEqual([]);
  });

  it.each([
    [
      'an interpreter without a language',
      { Needs: ['SpokenLanguage'] },
      accommodationMessages.problems.languageRequired,
    ],
    [
      'another format without saying which',
      { Needs: ['Format'], Format: '  ' },
      accommodationMessages.problems.formatRequired,
    ],
    ['something else without saying what', { Needs: ['Other'] }, accommodationMessages.problems.otherRequired],
    ['a need twice', { Needs: ['Wheelchair', 'Wheelchair'] }, accommodationMessages.problems.needRepeated],
    ['a need the form does not offer', { Needs: ['Telepathy'] }, 'Needs.0'],
    ['an over-long text', { Needs: ['Other'], Other: 'x'.repeat(1001) }, 'Other'],
    ['needs that are not a list', { Needs: 'SignLanguage' }, 'Needs'],
  ])('refuses %s with a 400 that registers nobody', async (_case, accommodations, problem) => {
    const event = await onTimeEvent();
    const email = uniqueEmail('refused');
    const answer = await register(event.externalId, email, accommodations);
    expect(answer.status).toBe(400);
    expect(answer.body.Success).toBe(false);
    expect(answer.body.ErrorMessage).toContain(problem);
    const [registered] = await t.db
      .select({ value: count() })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.email, email));
    expect(registered?.value).toBe(0);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('changes nothing of the request on a repeat registration, which may come from anyone who knows the e-mail', async () => {
    const event = await onTimeEvent();
    const email = uniqueEmail('repeat');
    await register(event.externalId, email, { Needs: ['SignLanguage'] });
    const repeat = await register(event.externalId, email, { Needs: ['Captioning'] });
    expect(repeat.body).toMatchObject({ Success: true, AlreadyRegistered: true });
    expect((await requestsOf(event.id))?.Items.map((item) => item.Needs)).toEqual([['SignLanguage']]);
    // The confirmation sent again repeats what is recorded.
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain(accommodationMessages.needs.SignLanguage);
    expect(mails[1]?.text).not.toContain(accommodationMessages.needs.Captioning);
  });

  it('replaces the request of a cancelled registration when the person registers again', async () => {
    const event = await onTimeEvent();
    const email = uniqueEmail('again');
    await register(event.externalId, email, { Needs: ['Wheelchair'] });
    const [registration] = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.email, email));
    await t.inject('cancelEventRegistration', {
      as: coordinator,
      params: { eventId: event.id, registrationId: registration?.id ?? 0 },
    });
    await register(event.externalId, email);
    expect((await requestsOf(event.id))?.Items).toEqual([]);
    await t.db.update(eventRegistrations).set({ cancelledAt: new Date() }).where(eq(eventRegistrations.email, email));
    await register(event.externalId, email, { Needs: ['AssistiveListening'] });
    expect((await requestsOf(event.id))?.Items.map((item) => item.Needs)).toEqual([['AssistiveListening']]);
  });
});

describe('staff handling a request', () => {
  /** An event with one request, and its id. */
  const eventWithRequest = async (email = uniqueEmail('registrant')) => {
    const event = await onTimeEvent();
    await register(event.externalId, email, ASL_AND_SOMALI);
    const [item] = (await requestsOf(event.id))?.Items ?? [];
    if (!item) throw new Error('no request recorded');
    return { event, email, requestId: item.RequestId };
  };

  it('marks a request arranged with a note, which mails the registrant; the same again mails nobody', async () => {
    const { event, email, requestId } = await eventWithRequest();
    const update = (State: 'New' | 'Arranged' | 'NotPossible', Note: string) =>
      t.inject('updateAccommodation', {
        as: coordinator,
        params: { eventId: event.id, requestId },
        body: { State, Note },
      });
    const arranged = await update('Arranged', ' The interpreter stands left of the stage. ');
    expect(arranged.body.Response).toMatchObject({
      RequestId: requestId,
      State: 'Arranged',
      Note: 'The interpreter stands left of the stage.',
      StateChangedAt: expect.any(String),
    });
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `You are registered: ${event.name}`,
      accommodationMailMessages.subject(event.name),
    ]);
    expect(mails[1]?.text).toContain(accommodationMailMessages.arranged(event.name));
    expect(mails[1]?.text).toContain(accommodationMailMessages.note('The interpreter stands left of the stage.'));
    expect(mails[1]?.text).toContain(accommodationMessages.needWithDetail.SpokenLanguage('Somali'));

    expect((await update('Arranged', 'The interpreter stands left of the stage.')).body.Response?.State).toBe(
      'Arranged',
    );
    expect(await mailsTo(email)).toHaveLength(2);

    await update('NotPossible', '');
    const last = (await mailsTo(email)).at(-1);
    expect(last?.text).toContain(accommodationMailMessages.notPossible(event.name));
    expect(last?.text).not.toContain('A note from the event team');
    expect((await requestsOf(event.id))?.Items[0]).toMatchObject({ State: 'NotPossible', Note: '' });
  });

  it('checks every id against the event: another event’s request or an unknown one is a 404 that changes nothing', async () => {
    const { requestId } = await eventWithRequest();
    const other = await onTimeEvent();
    const body = { State: 'Arranged', Note: '' } as const;
    for (const params of [
      { eventId: other.id, requestId },
      { eventId: other.id, requestId: 2_000_000_000 },
    ]) {
      const answer = await t.inject('updateAccommodation', { as: coordinator, params, body });
      expect([answer.status, answer.body]).toEqual([404, failure(accommodationStaffMessages.requestNotFound)]);
    }
    expect(
      (await t.inject('listEventAccommodations', { as: coordinator, params: { eventId: 2_000_000_000 } })).status,
    ).toBe(404);
    const [stored] = await t.db.select().from(accommodationRequests).where(eq(accommodationRequests.id, requestId));
    expect(stored?.state).toBe('new');
  });

  it('refuses a state it does not know or an over-long note with a 400 that changes nothing', async () => {
    const { event, email, requestId } = await eventWithRequest();
    for (const body of [
      { State: 'Done', Note: '' },
      { State: 'Arranged', Note: 'x'.repeat(1001) },
    ]) {
      const answer = await t.inject('updateAccommodation', {
        as: coordinator,
        params: { eventId: event.id, requestId },
        body: unchecked(body),
      });
      expect(answer.status).toBe(400);
    }
    expect((await requestsOf(event.id))?.Items[0]?.State).toBe('New');
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('leaves the request of a cancelled registration as it is', async () => {
    const { event, email, requestId } = await eventWithRequest();
    await t.db.update(eventRegistrations).set({ cancelledAt: new Date() }).where(eq(eventRegistrations.email, email));
    const answer = await t.inject('updateAccommodation', {
      as: coordinator,
      params: { eventId: event.id, requestId },
      body: { State: 'Arranged', Note: '' },
    });
    expect([answer.status, answer.body]).toEqual([409, failure(accommodationStaffMessages.registrationCancelled)]);
    expect((await requestsOf(event.id))?.Items[0]).toMatchObject({ State: 'New', IsCancelled: true });
  });

  it('is for Administrators and Coordinators: a check-in volunteer is refused, and nobody signed out sees anything', async () => {
    const { event, requestId } = await eventWithRequest();
    const params = { eventId: event.id, requestId };
    const body = { State: 'Arranged', Note: '' } as const;
    for (const [as, status, message] of [
      [volunteer, 403, messages.accessDenied],
      [undefined, 401, messages.notSignedIn],
    ] as const) {
      const answers = [
        await t.inject('listEventAccommodations', { ...(as ? { as } : {}), params: { eventId: event.id } }),
        await t.inject('updateAccommodation', { ...(as ? { as } : {}), params, body }),
        await t.inject('listDueAccommodations', as ? { as } : {}),
      ];
      for (const answer of answers) expect([answer.status, answer.body]).toEqual([status, failure(message)]);
    }
    expect((await requestsOf(event.id))?.Items[0]?.State).toBe('New');
  });
});

describe('the console home', () => {
  it('lists upcoming events whose time to ask has closed with requests still new', async () => {
    const late = await lateEvent();
    const onTime = await onTimeEvent();
    await register(late.externalId, uniqueEmail('due'), { Needs: ['Captioning'] });
    await register(late.externalId, uniqueEmail('due'), { Needs: ['Wheelchair'] });
    await register(onTime.externalId, uniqueEmail('not-due'), { Needs: ['Captioning'] });
    const due = async () => (await t.inject('listDueAccommodations', { as: coordinator })).body.Response ?? [];
    expect((await due()).find((item) => item.EventId === late.id)).toMatchObject({
      EventName: late.name,
      NewRequests: 2,
      Window: expect.objectContaining({ LastDay: expect.any(String) }),
    });
    expect((await due()).some((item) => item.EventId === onTime.id)).toBe(false);

    for (const item of (await requestsOf(late.id))?.Items ?? []) {
      await t.inject('updateAccommodation', {
        as: coordinator,
        params: { eventId: late.id, requestId: item.RequestId },
        body: { State: 'Arranged', Note: '' },
      });
    }
    expect((await due()).some((item) => item.EventId === late.id)).toBe(false);
  });
});

describe('the lead time', () => {
  const input = (AccommodationLeadDays?: number) => {
    const startsAt = new Date(Date.now() + 40 * 24 * 3_600_000);
    return {
      Name: 'Lead time hearing',
      Description: '',
      Location: '',
      StartsAt: startsAt.toISOString(),
      EndsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
      IBREvent: true,
      CanRegister: true,
      Capacity: null,
      SurveyId: null,
      ...(AccommodationLeadDays === undefined ? {} : { AccommodationLeadDays }),
    };
  };

  it('is set per event in the editor, kept when an edit leaves it out, and copied with the event', async () => {
    const created = (await t.inject('createStaffEvent', { as: coordinator, body: input(10) })).body.Response;
    expect(created?.AccommodationLeadDays).toBe(10);
    const eventId = created?.Id ?? 0;
    const list = await requestsOf(eventId);
    expect(list?.LeadDays).toBe(10);
    const tenDays = Date.parse(list?.Window.ClosesAt ?? '');
    await t.inject('updateStaffEvent', { as: coordinator, params: { eventId }, body: input() });
    expect(
      (await t.inject('getStaffEvent', { as: coordinator, params: { eventId } })).body.Response?.AccommodationLeadDays,
    ).toBe(10);
    await t.inject('updateStaffEvent', { as: coordinator, params: { eventId }, body: input(0) });
    expect(Date.parse((await requestsOf(eventId))?.Window.ClosesAt ?? '')).toBeGreaterThan(tenDays);
    const copy = (await t.inject('duplicateStaffEvent', { as: coordinator, params: { eventId } })).body.Response;
    expect(copy?.AccommodationLeadDays).toBe(0);
    expect(
      (await t.inject('createStaffEvent', { as: coordinator, body: input() })).body.Response?.AccommodationLeadDays,
    ).toBe(5);
  });

  it('refuses a lead time past 30 business days or below 0 with a 400', async () => {
    for (const days of [31, -1, 2.5]) {
      expect((await t.inject('createStaffEvent', { as: coordinator, body: unchecked(input(days)) })).status).toBe(400);
    }
  });
});

describe('where else staff see requests', () => {
  it('the attendee export has the needs, whether they were asked in time, the state and the note', async () => {
    const event = await onTimeEvent();
    await register(event.externalId, uniqueEmail('export'), ASL_AND_SOMALI);
    await register(event.externalId, uniqueEmail('plain'));
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/Staff/Events/${event.id}/Attendees/Export?format=csv`,
      headers: coordinator.auth,
    });
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toContain('Accommodations,Asked in time,Accommodation state,Accommodation note');
    expect(lines[1]).toContain(
      `,${accommodationMessages.needs.SignLanguage}; ${accommodationMessages.needWithDetail.SpokenLanguage('Somali')},yes,New,`,
    );
    expect(lines[2]).toMatch(/,,,,$/);
  });

  it('the check-in station shows what each attendee asked for, in its list, its search and its outcome', async () => {
    const event = await insertEvent(t.db, { name: 'Today’s open house' });
    const email = uniqueEmail('door');
    await register(event.externalId, email, { Needs: ['Wheelchair'] });
    await register(event.externalId, uniqueEmail('other'));
    const roster = (await t.inject('getCheckInRoster', { as: volunteer, query: { eventId: event.externalId } })).body
      .Response;
    const attendee = roster?.Attendees.find((item) => item.Email === email);
    expect(attendee?.Accommodation).toEqual({
      Needs: ['Wheelchair'],
      SpokenLanguage: '',
      Format: '',
      Other: '',
      State: 'New',
    });
    expect(roster?.Attendees.filter((item) => item.Accommodation === null)).toHaveLength(1);
    const found = await t.inject('searchCheckInAttendees', {
      as: volunteer,
      query: { eventId: event.externalId, q: email.slice(0, 8) },
    });
    expect(found.body.Response?.[0]?.Accommodation?.Needs).toEqual(['Wheelchair']);
    const checkedIn = await t.inject('checkInAttendee', {
      as: volunteer,
      body: { EventId: event.externalId, RegistrationId: attendee?.RegistrationId ?? 0 },
    });
    expect(checkedIn.body.Response?.Attendee.Accommodation?.Needs).toEqual(['Wheelchair']);
  });
});

describe('the log', () => {
  it('holds no registrant’s address, need or note, refusals included (this file’s requests made it)', () => {
    const log = logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(50);
    for (const secret of [...registrants, 'Somali', 'Braille', 'near the door', 'left of the stage']) {
      expect(log).not.toContain(secret);
    }
  });
});
