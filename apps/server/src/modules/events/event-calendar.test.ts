import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { solveCaptcha, uniqueEmail } from '../../test/factories.ts';
import { newSignedInStaff, type SignedInStaff } from '../../test/staff-session.ts';

/**
 * Every calendar file the product writes — the download and the mailed invitations (REQUEST on registration and on
 * change, CANCEL when a registration or the event is cancelled) — with names staff can type: RFC 5545 §3.3.11 text, so
 * a line break or a comma in a name stays in the name and adds no property or component.
 */
let t: TestApp;
let coordinator: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  coordinator = await newSignedInStaff(t, 'Coordinator');
});
afterAll(() => t.close());

const HOUR = 3_600_000;

const HOSTILE_NAMES = [
  'Fair\r\nX-INJECTED:crlf',
  'Fair\nBEGIN:VEVENT\nSUMMARY:Injected\nEND:VEVENT',
  'Fair\rMETHOD:PUBLISH',
  'Fair, Market; Day \\ Night \\n \\, \\;',
  `${'Brücke 🌉 Ωμέγα 漢字 '.repeat(10)}end`,
];

const staff = (method: 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/Staff/Events${url}`, headers: coordinator.auth, ...(payload ? { payload } : {}) });

const eventInput = (Name: string, Location: string) => {
  const startsAt = new Date(Date.now() + 3 * 24 * HOUR);
  return {
    Name,
    Description: '<p>Bring a pen.</p>',
    Location,
    StartsAt: startsAt.toISOString(),
    EndsAt: new Date(startsAt.getTime() + 2 * HOUR).toISOString(),
    IBREvent: true,
    CanRegister: true,
    Capacity: null,
    SurveyId: null,
  };
};

const register = async (EventId: string, AttendeeEmail: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Event/Register',
    payload: { EventId, AttendeeEmail, SendConfirmation: true, Captcha: await solveCaptcha(t.app) },
  });

/** The calendar file of the next mail to `email` whose calendar has this METHOD; the mail is taken from the box. */
const mailedCalendar = async (email: string, method: 'REQUEST' | 'CANCEL') => {
  const calendarOf = (mail: Awaited<ReturnType<TestApp['smtp']['waitForMail']>>) =>
    mail.attachments.find((attachment) => attachment.filename?.endsWith('.ics'))?.content.toString('utf8');
  const mail = await t.smtp.waitForMail(
    (received) =>
      JSON.stringify(received.to ?? '').includes(email) && (calendarOf(received) ?? '').includes(`METHOD:${method}`),
  );
  t.smtp.mails.splice(t.smtp.mails.indexOf(mail), 1);
  return { calendar: calendarOf(mail) ?? '', text: mail.text ?? '' };
};

/** Every calendar file one event's life writes, by what wrote it. */
const calendarsOf = async (name: string, location: string) => {
  const created = (await staff('POST', '', eventInput(name, location))).json().Response;
  await staff('POST', `/${created.Id}/Publish`, { IsPublished: true });
  const download = await t.app.inject({ method: 'GET', url: `/api/Event/ICal/${created.ExternalId}` });
  const [leaving, staying] = [uniqueEmail('leaving'), uniqueEmail('staying')];
  await register(created.ExternalId, leaving);
  await register(created.ExternalId, staying);
  const confirmation = await mailedCalendar(leaving, 'REQUEST');
  await mailedCalendar(staying, 'REQUEST');
  await staff('PUT', `/${created.Id}`, eventInput(name, `${location} (moved)`));
  const update = await mailedCalendar(leaving, 'REQUEST');
  const cancelToken = /\/CancelRegistration\/(\S+)/.exec(confirmation.text)?.[1] ?? '';
  await t.app.inject({ method: 'POST', url: `/api/Event/CancelRegistration/${cancelToken}` });
  const registrationCancelled = await mailedCalendar(leaving, 'CANCEL');
  await staff('POST', `/${created.Id}/Cancel`);
  const eventCancelled = await mailedCalendar(staying, 'CANCEL');
  return {
    download: download.body,
    confirmation: confirmation.calendar,
    update: update.calendar,
    registrationCancelled: registrationCancelled.calendar,
    eventCancelled: eventCancelled.calendar,
  };
};

const propertyNames = (component: ICAL.Component) =>
  component
    .getAllProperties()
    .map((property) => property.name)
    .sort();

/** NAME and X-WR-CALNAME are text (RFC 7986 §5.1) that ical.js does not know, so it leaves them escaped. */
const textOf = (component: ICAL.Component, name: string) =>
  ICAL.design.icalendar.value.text.fromICAL(String(component.getFirstPropertyValue(name)));

const parse = (text: string) => {
  const jcal = ICAL.parse(text);
  // More than one top-level component parses as a list of them.
  expect(jcal[0]).toBe('vcalendar');
  const calendar = new ICAL.Component(jcal);
  expect(calendar.getAllSubcomponents().map((component) => component.name)).toEqual(['vevent']);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { calendar, vevent };
};

describe('calendar files', () => {
  let plain: Awaited<ReturnType<typeof calendarsOf>>;
  beforeAll(async () => {
    plain = await calendarsOf('Plain fair', 'City Hall');
  });

  it.each(HOSTILE_NAMES)('keep the name %j whole, and nothing more, in every file', async (hostile) => {
    const location = `Hall ${hostile}`;
    const files = await calendarsOf(hostile, location);
    // A calendar text holds a line break, not which one (RFC 5545 §3.3.11).
    const expected = hostile.trim().replace(/\r\n?/g, '\n');
    for (const [writer, text] of Object.entries(files)) {
      const { calendar, vevent } = parse(text);
      const reference = parse(plain[writer as keyof typeof plain]);
      expect(propertyNames(calendar), writer).toEqual(propertyNames(reference.calendar));
      expect(propertyNames(vevent), writer).toEqual(propertyNames(reference.vevent));
      expect(textOf(calendar, 'name'), writer).toBe(expected);
      expect(textOf(calendar, 'x-wr-calname'), writer).toBe(expected);
      expect(vevent.getFirstPropertyValue('summary'), writer).toBe(expected);
      expect(String(vevent.getFirstPropertyValue('location')).startsWith(`Hall ${expected}`), writer).toBe(true);
    }
  });
});
