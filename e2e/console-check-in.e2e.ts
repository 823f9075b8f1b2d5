import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { FRAME_HEIGHT, FRAME_WIDTH, qrFrame } from '../apps/web/src/test/qr-frame.ts';
import { captchaAnswer, uniqueAddress } from './api-support.ts';
import { openConsoleAs, openConsoleSection, type StaffMember, test } from './console-support.ts';
import { expect, expectAccessible } from './fixtures.ts';

/** The demo's event of today (apps/server/src/db/demo-events.ts). */
const TODAY = 'Bridge Program Open House';

/**
 * Chromium's fake camera plays this file; it is read when the camera opens, so each test worker writes the QR code
 * of its own attendee here just before scanning.
 */
const FAKE_CAMERA = join(tmpdir(), `bridgehub-fake-camera-${process.env.TEST_WORKER_INDEX ?? 0}.y4m`);

test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${FAKE_CAMERA}`,
    ],
  },
});

/** A tiny y4m writer: the camera frame of the QR code of `text`, as a few identical 4:2:0 frames. */
const writeQrVideo = (path: string, text: string) => {
  const chroma = Buffer.alloc((FRAME_WIDTH / 2) * (FRAME_HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), qrFrame(text), chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${FRAME_WIDTH} H${FRAME_HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]));
};

const todaysEventId = async (request: APIRequestContext) => {
  const events = (await (await request.get('/api/Event/Upcoming')).json()).Response as {
    ExternalId: string;
    EventName: string;
  }[];
  const event = events.find((listed) => listed.EventName === TODAY);
  if (!event) throw new Error('the demo event of today is missing');
  return event.ExternalId;
};

/** A person of this test alone, registered through the public API (the registration screen has its own suite). */
const registerAttendee = async (request: APIRequestContext, eventId: string, label: string) => {
  const name = `${label} ${Math.random().toString(36).slice(2, 8)}`;
  const email = uniqueAddress(label.toLowerCase().replace(/\W/g, ''));
  const answer = await (
    await request.post('/api/Event/Register', {
      data: { EventId: eventId, AttendeeEmail: email, AttendeeName: name, Captcha: await captchaAnswer(request) },
    })
  ).json();
  expect(answer.Success).toBe(true);
  return { name, email };
};

/** A check-in volunteer of this test alone, at the station of today's event. */
const openStation = async (page: Page, request: APIRequestContext, volunteer: StaffMember) => {
  const eventId = await todaysEventId(request);
  await openConsoleAs(page, volunteer.tokens);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await openConsoleSection(page, 'Check-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();
  await expectAccessible(page, 'check-in events');
  await page.getByRole('link', { name: new RegExp(`^${TODAY}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Check-in: ${TODAY}` })).toBeVisible();
  return { volunteer, eventId };
};

const search = async (page: Page, text: string) => {
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(text);
  return page.getByRole('list', { name: 'Attendees found' });
};

const codeOf = async (request: APIRequestContext, token: string, eventId: string, email: string) => {
  const roster = (
    await (
      await request.get(`/api/Staff/CheckIn/Roster?eventId=${eventId}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()
  ).Response as { Attendees: { Email: string; Code: string; CheckedInAt: string | null }[] };
  const attendee = roster.Attendees.find((listed) => listed.Email === email);
  if (!attendee) throw new Error('attendee not in the roster');
  return attendee;
};

test('a volunteer checks in by search; a second time says "Already checked in at …"', async ({
  page,
  request,
  staffMember,
}) => {
  const { eventId } = await openStation(page, request, await staffMember('CheckInVolunteer'));
  await expectAccessible(page, 'station');
  const attendee = await registerAttendee(request, eventId, 'Searched Person');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Check-in: ${TODAY}` })).toBeVisible();
  const checkedInCount = page.getByRole('definition').nth(1);
  const countOf = async () => Number((await checkedInCount.textContent())?.replace(/\D/g, ''));
  const checkedInBefore = await countOf();

  await search(page, 'S');
  await expect(page.getByRole('list', { name: 'Attendees found' })).toHaveCount(0);
  const found = await search(page, attendee.name.split(' ')[2] ?? '');
  await expect(found.getByRole('listitem')).toHaveCount(1);
  await expect(found).toContainText(attendee.email);
  await expectAccessible(page, 'station with a search result');
  await found.getByRole('button', { name: `Check in ${attendee.name}` }).click();
  const status = page.getByRole('status').filter({ hasText: 'Checked in:' });
  await expect(status).toContainText(`Checked in: ${attendee.name}`);
  // Other tests check people in to the same event meanwhile: the count grows by this check-in at least.
  await expect.poll(countOf, { timeout: 15_000 }).toBeGreaterThan(checkedInBefore);
  await expectAccessible(page, 'station after a check-in');

  await found.getByRole('button', { name: `Check in ${attendee.name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Already checked in at' })).toContainText(
    /Already checked in at \d{1,2}:\d{2} (AM|PM)/,
  );
  await expectAccessible(page, 'station saying already checked in');

  await page.getByRole('textbox', { name: 'Check-in code' }).fill('ZZZZZ-99999');
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Not checked in' })).toContainText(
    'No registration for this event has this check-in code',
  );
  await expectAccessible(page, 'station refusing an unknown code');
});

test('a volunteer checks in by scanning the QR code of the confirmation mail', async ({
  page,
  request,
  staffMember,
}) => {
  const { volunteer, eventId } = await openStation(page, request, await staffMember('CheckInVolunteer'));
  const attendee = await registerAttendee(request, eventId, 'Scanned Person');
  const { Code } = await codeOf(request, volunteer.tokens.AccessToken, eventId, attendee.email);
  writeQrVideo(FAKE_CAMERA, Code);
  await page.getByRole('button', { name: 'Scan QR code' }).click();
  await expect(page.getByRole('group', { name: /^Camera/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Checked in:' })).toContainText(
    `Checked in: ${attendee.name}`,
    { timeout: 20_000 },
  );
  await expectAccessible(page, 'station scanning');
  await page.getByRole('button', { name: 'Stop scanning' }).click();
  await expect(page.getByRole('button', { name: 'Scan QR code' })).toBeVisible();
  expect((await codeOf(request, volunteer.tokens.AccessToken, eventId, attendee.email)).CheckedInAt).not.toBeNull();
});

test.describe('scanner failures', () => {
  // The browser reports the decoder it could not fetch, and the decoder's loader each way it tried.
  test.use({ expectedConsoleErrors: [/net::ERR_FAILED|wasm|ArrayBuffer instantiation/] });

  test('a QR code reader that cannot be loaded, or a camera that cannot be opened, says so; a new try fetches the reader again', async ({
    page,
    request,
    staffMember,
  }) => {
    await page.route('**/*.wasm', (route) => route.abort());
    await openStation(page, request, await staffMember('CheckInVolunteer'));
    const scan = page.getByRole('button', { name: 'Scan QR code' });
    const refusal = page.getByRole('alert').filter({ hasText: 'could not be' });
    await scan.click();
    await expect(refusal).toHaveText(
      'The QR code reader could not be loaded. Type the check-in code, or search by name.',
    );
    await expect(scan).toBeVisible();
    await expectAccessible(page, 'station without its QR code reader');
    await page.unroute('**/*.wasm');

    await page.evaluate(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Refused', 'NotAllowedError'));
    });
    await scan.click();
    await expect(refusal).toHaveText(
      'The camera could not be opened. Allow the camera for this site, or type the check-in code.',
    );
    await expect(scan).toBeVisible();
  });
});

test.describe('offline', () => {
  // The browser reports each request it could not send while offline (the session's and the counts' polls).
  test.use({ expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

  test('keeps checking in offline, shows the check-ins as pending, and sends them when the connection returns', async ({
    page,
    context,
    request,
    staffMember,
  }) => {
    const { volunteer, eventId } = await openStation(page, request, await staffMember('CheckInVolunteer'));
    const first = await registerAttendee(request, eventId, 'Offline First');
    const second = await registerAttendee(request, eventId, 'Offline Second');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `Check-in: ${TODAY}` })).toBeVisible();

    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
    for (const attendee of [first, second]) {
      const found = await search(page, attendee.name.split(' ')[2] ?? '');
      await found.getByRole('button', { name: `Check in ${attendee.name}` }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Checked in on this device' })).toContainText(
        `Checked in on this device: ${attendee.name}`,
      );
    }
    const pending = page.getByRole('list', { name: 'Pending (2)' });
    await expect(pending.getByRole('listitem')).toHaveCount(2);
    await expectAccessible(page, 'station offline with pending check-ins');
    expect((await codeOf(request, volunteer.tokens.AccessToken, eventId, first.email)).CheckedInAt).toBeNull();

    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: /^Pending/ })).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Online' })).toBeVisible();
    for (const attendee of [first, second]) {
      expect((await codeOf(request, volunteer.tokens.AccessToken, eventId, attendee.email)).CheckedInAt).not.toBeNull();
    }
    const found = await search(page, first.name.split(' ')[2] ?? '');
    await found.getByRole('button', { name: `Check in ${first.name}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Already checked in at' })).toBeVisible();
  });

  test('the QR code reader comes with the station: offline, a scanned card is checked in on this device', async ({
    page,
    context,
    request,
    staffMember,
  }) => {
    const { volunteer, eventId } = await openStation(page, request, await staffMember('CheckInVolunteer'));
    const attendee = await registerAttendee(request, eventId, 'Offline Scanned');
    const { Code } = await codeOf(request, volunteer.tokens.AccessToken, eventId, attendee.email);
    const reader = page.waitForResponse((response) => response.url().endsWith('.wasm'), { timeout: 20_000 });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `Check-in: ${TODAY}` })).toBeVisible();
    await reader;

    await context.setOffline(true);
    writeQrVideo(FAKE_CAMERA, Code);
    await page.getByRole('button', { name: 'Scan QR code' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Checked in on this device' })).toContainText(
      `Checked in on this device: ${attendee.name}`,
      { timeout: 20_000 },
    );
    await expect(page.getByRole('list', { name: 'Pending (1)' })).toBeVisible();
  });
});

test('a volunteer adds a walk-in, who is checked in at once', async ({ page, request, staffMember }) => {
  await openStation(page, request, await staffMember('CheckInVolunteer'));
  await page.getByRole('button', { name: 'Add a walk-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a walk-in' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'walk-in dialog');
  await dialog.getByRole('button', { name: 'Add and check in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter the name');
  await expectAccessible(page, 'walk-in dialog refusing an empty name');
  const name = `Walk In ${Math.random().toString(36).slice(2, 8)}`;
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(uniqueAddress('walkin'));
  await dialog.getByRole('button', { name: 'Add and check in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Checked in:' })).toContainText(`Checked in: ${name}`);
  const found = await search(page, name.split(' ')[2] ?? '');
  await expect(found).toContainText(/Checked in at/);
});
