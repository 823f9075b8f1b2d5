import { randomBytes } from 'node:crypto';
import { broadcastMessages, failure, messages } from '@bridgehub/contract';
import { eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  broadcastRecipients,
  broadcasts,
  broadcastUnsubscribes,
  contacts,
  eventRegistrations,
  mailOutbox,
  states,
  vendors,
} from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertEvent, insertRegistration } from '../../test/events.ts';
import { uniqueEmail } from '../../test/factories.ts';
import { type BodyOf, type QueryOf, unchecked } from '../../test/inject.ts';
import { testModuleDeps } from '../../test/module-deps.ts';
import { newSignedInStaff, type SignedInStaff } from '../../test/staff-session.ts';
import { broadcastDeliveryJob } from './broadcast-delivery.ts';

/** Broadcasts: drafts, audiences, one send, batched delivery with one-click unsubscribe, and the delivery log. */
let t: TestApp;
let coordinator: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  coordinator = await newSignedInStaff(t, 'Coordinator');
});
afterAll(() => t.close());

/** A vendor named with `token` (the directory's search finds it) and its contacts. */
const insertVendor = async (
  token: string,
  people: { isEnabled?: boolean; isApproved?: boolean; unsubscribedAt?: Date }[] = [{}],
) => {
  const [state] = await t.db.select({ id: states.id }).from(states).limit(1);
  const [vendor] = await t.db
    .insert(vendors)
    .values({
      businessName: `${token} Builders`,
      normalizedName: `${token} builders`.toLowerCase(),
      email: uniqueEmail('vendor'),
      streetAddress: '1 Main St',
      city: 'Vancouver',
      stateId: state?.id ?? 1,
      zip: '98660',
    })
    .returning({ id: vendors.id });
  if (!vendor) throw new Error('vendor not stored');
  return t.db
    .insert(contacts)
    .values(
      people.map((person, i) => ({
        vendorId: vendor.id,
        email: uniqueEmail('contact'),
        firstName: 'Casey',
        lastName: `Contact ${i}`,
        isPrimary: i === 0,
        isApproved: true,
        ...person,
      })),
    )
    .returning();
};

const register = (eventId: number, override?: Parameters<typeof insertRegistration>[2]) =>
  insertRegistration(t.db, eventId, override);

const uniqueToken = () => `Zephyr${randomBytes(4).toString('hex')}`;

type Draft = BodyOf<'createBroadcast'>;

const draft = (Audience: Draft['Audience'], override: Partial<Draft> = {}): Draft => ({
  Subject: 'Bid opportunities this spring',
  BodyHtml: '<p>Three <strong>packages</strong> open for bids.</p><script>alert(1)</script>',
  Audience,
  ...override,
});

const create = (body: Draft) => t.inject('createBroadcast', { as: coordinator, body });
const update = (broadcastId: number, body: Draft) =>
  t.inject('updateBroadcast', { as: coordinator, params: { broadcastId }, body });
const preview = (body: Draft) => t.inject('previewBroadcast', { as: coordinator, body });
const get = (broadcastId: number) => t.inject('getBroadcast', { as: coordinator, params: { broadcastId } });
const remove = (broadcastId: number) => t.inject('deleteBroadcast', { as: coordinator, params: { broadcastId } });

const save = async (body: Draft) => {
  const answer = (await create(body)).body;
  if (!answer.Success || !answer.Response) throw new Error(`not saved: ${JSON.stringify(answer)}`);
  return answer.Response;
};

const send = (broadcastId: number) => t.inject('sendBroadcast', { as: coordinator, params: { broadcastId } });

const deliveryPage = (broadcastId: number, query: QueryOf<'listBroadcastDeliveries'> = {}) =>
  t.inject('listBroadcastDeliveries', { as: coordinator, params: { broadcastId }, query });
const deliveries = async (broadcastId: number, query: QueryOf<'listBroadcastDeliveries'> = {}) =>
  (await deliveryPage(broadcastId, query)).body.Response;

/** Waits until every recipient of the broadcast has a mail or was skipped, and every mail was sent or gave up. */
const waitForDelivery = (broadcastId: number) =>
  vi.waitFor(
    async () => {
      const { Counts } = await deliveries(broadcastId);
      expect(Counts.Queued).toBe(0);
    },
    { timeout: 20_000, interval: 100 },
  );

const mailTo = (email: string, subject: string) =>
  t.smtp.waitForMail((mail) => JSON.stringify(mail.to ?? '').includes(email) && mail.subject === subject, 15_000);

/** A header as it travelled (mailparser reads List-* headers into objects). */
const header = (mail: ParsedMail, name: string) =>
  (mail.headerLines.find((line) => line.key === name.toLowerCase())?.line ?? '')
    .replace(/^[^:]+:\s*/, '')
    .replace(/\r?\n[ \t]+/g, '');

describe('broadcast drafts', () => {
  it('are saved sanitized, changed, listed and deleted; a sent one stays as it went', async () => {
    const created = await save(draft({ Kind: 'AllContacts' }));
    expect(created.BodyHtml).toBe('<p>Three <strong>packages</strong> open for bids.</p>');
    expect(created.SentAt).toBeNull();

    const changed = await update(created.BroadcastId, draft({ Kind: 'AllContacts' }, { Subject: 'Changed' }));
    expect(changed.body.Response).toMatchObject({ BroadcastId: created.BroadcastId });
    const got = (await get(created.BroadcastId)).body.Response;
    expect(got).toMatchObject({
      Subject: 'Changed',
      Audience: { Kind: 'AllContacts', Description: 'All enabled vendor contacts' },
      CreatedBy: 'Test Coordinator',
      Counts: { Queued: 0, Sent: 0, Failed: 0, Skipped: 0 },
    });
    const list = (await t.inject('listBroadcasts', { as: coordinator, query: { PageSize: 100 } })).body.Response;
    expect(list.Items.map((item) => item.BroadcastId)).toContain(created.BroadcastId);

    expect((await remove(created.BroadcastId)).body.Success).toBe(true);
    expect((await get(created.BroadcastId)).status).toBe(404);
    expect((await remove(created.BroadcastId)).status).toBe(404);

    await insertVendor(uniqueToken());
    const sent = await save(draft({ Kind: 'AllContacts' }));
    expect((await send(sent.BroadcastId)).body.Success).toBe(true);
    const edit = await update(sent.BroadcastId, draft({ Kind: 'AllContacts' }));
    expect(edit.body).toEqual(failure(broadcastMessages.alreadySent));
    expect((await remove(sent.BroadcastId)).body).toEqual(failure(broadcastMessages.alreadySent));
  });

  it('need a subject, words in the message and an event that exists', async () => {
    const cases: [Draft, string][] = [
      [draft({ Kind: 'AllContacts' }, { Subject: '   ' }), broadcastMessages.subjectRequired],
      [
        draft({ Kind: 'AllContacts' }, { BodyHtml: '<p> </p><script>alert(1)</script>' }),
        broadcastMessages.bodyRequired,
      ],
      [draft({ Kind: 'EventRegistrants' }), broadcastMessages.eventRequired],
      [draft({ Kind: 'CheckedInAttendees', EventId: 'no-such-event' }), broadcastMessages.eventRequired],
    ];
    for (const [body, message] of cases) {
      expect((await create(body)).body).toEqual(failure(message));
      expect((await preview(body)).body).toEqual(failure(message));
    }
    expect((await create(unchecked(draft({ Kind: 'Everyone' })))).status).toBe(400);
  });

  it('are for Administrators and Coordinators only', async () => {
    const volunteer = await newSignedInStaff(t, 'CheckInVolunteer');
    const answer = await t.inject('listBroadcasts', { as: volunteer });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(failure(messages.accessDenied));
  });
});

describe('broadcast audiences', () => {
  it('vendors by the directory filter: their enabled, approved contacts; the unsubscribed counted as skipped', async () => {
    const token = uniqueToken();
    await insertVendor(token, [{}, { isEnabled: false }, { isApproved: false }, { unsubscribedAt: new Date() }]);
    await insertVendor(token, [{}]);
    await insertVendor(uniqueToken(), [{}]);
    const previewed = (await preview(draft({ Kind: 'Vendors', Filter: { Search: token } }))).body.Response;
    expect(previewed).toMatchObject({ Subject: 'Bid opportunities this spring', Recipients: 2, Skipped: 1 });
    expect(previewed?.Html).toContain('<p>Three <strong>packages</strong> open for bids.</p>');
    expect(previewed?.Html).not.toContain('<script');
    expect(previewed?.Html).toContain('Unsubscribe from these e-mails');

    const saved = await save(draft({ Kind: 'Vendors', Filter: { Search: token, Verified: 'false' } }));
    const got = (await get(saved.BroadcastId)).body.Response;
    expect(got?.Audience).toMatchObject({ Kind: 'Vendors', Filter: { Search: token, Verified: 'false' } });
  });

  it('registrants of an event hold a place; checked-in attendees came; an attendee who is a contact is that contact', async () => {
    const event = await insertEvent(t.db, { days: -1 });
    const [contact] = await insertVendor(uniqueToken());
    const checkedIn = await register(event.id, { checkedInAt: new Date() });
    const asContact = await register(event.id, {
      email: (contact?.email ?? '').toUpperCase(),
      checkedInAt: new Date(),
    });
    await register(event.id);
    await register(event.id, { waitlistedAt: new Date() });
    await register(event.id, { cancelledAt: new Date() });
    const reach = async (Kind: string) => (await preview(draft({ Kind, EventId: event.externalId }))).body.Response;
    expect(await reach('EventRegistrants')).toMatchObject({ Recipients: 3, Skipped: 0 });
    expect(await reach('CheckedInAttendees')).toMatchObject({ Recipients: 2, Skipped: 0 });

    const events = (await t.inject('listBroadcastEvents', { as: coordinator })).body.Response;
    expect(events).toContainEqual(expect.objectContaining({ EventId: event.externalId, Registrants: 3, CheckedIn: 2 }));

    const broadcast = await save(
      draft({ Kind: 'CheckedInAttendees', EventId: event.externalId }, { Subject: 'Thanks for coming' }),
    );
    await send(broadcast.BroadcastId);
    const rows = await t.db
      .select()
      .from(broadcastRecipients)
      .where(eq(broadcastRecipients.broadcastId, broadcast.BroadcastId));
    expect(rows.map((row) => [row.email, row.contactId]).sort()).toEqual(
      [
        [checkedIn.email, null],
        [asContact.email, contact?.id],
      ].sort(),
    );
    await waitForDelivery(broadcast.BroadcastId);
  });
});

describe('sending a broadcast', () => {
  it('sends once under concurrency; each mail carries its own RFC 8058 headers and body link', async () => {
    const token = uniqueToken();
    const people = await insertVendor(token, [{}, {}, {}]);
    const broadcast = await save(draft({ Kind: 'Vendors', Filter: { Search: token } }, { Subject: `News ${token}` }));
    const answers = await Promise.all(Array.from({ length: 4 }, () => send(broadcast.BroadcastId)));
    expect(answers.filter((answer) => answer.body.Success)).toHaveLength(1);
    for (const answer of answers.filter((one) => !one.body.Success)) {
      expect(answer.body).toEqual(failure(broadcastMessages.alreadySent));
    }
    await waitForDelivery(broadcast.BroadcastId);
    const log = await deliveries(broadcast.BroadcastId);
    expect(log.Counts).toEqual({ Queued: 0, Sent: 3, Failed: 0, Skipped: 0 });
    expect(log.Items.map((item) => item.Status)).toEqual(['Sent', 'Sent', 'Sent']);

    const targets = new Set<string>();
    for (const person of people) {
      const mail = await mailTo(person.email, `News ${token}`);
      const listUnsubscribe = header(mail, 'List-Unsubscribe');
      expect(listUnsubscribe).toMatch(
        /^<http:\/\/localhost:3000\/api\/Contacts\/UnsubscribeBroadcast\/\d+\.[\w-]{43}>$/,
      );
      expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      const signed = listUnsubscribe.match(/UnsubscribeBroadcast\/([^>]+)>/)?.[1] ?? '';
      expect(mail.text).toContain(
        `Unsubscribe from these e-mails: http://localhost:3000/UnsubscribeBroadcast/${signed}`,
      );
      expect(mail.html).toContain(`href="http://localhost:3000/UnsubscribeBroadcast/${signed}"`);
      expect(mail.html).toContain('<strong>packages</strong>');
      targets.add(signed);
    }
    expect(targets.size).toBe(3);
    expect(
      await t.db
        .select()
        .from(mailOutbox)
        .where(sql`${mailOutbox.subject} = ${`News ${token}`}`),
    ).toHaveLength(3);
  });

  it('honours a one-click unsubscribe (contact or attendee) on the next broadcast, shown as skipped', async () => {
    const event = await insertEvent(t.db, { days: -1 });
    const [contact] = await insertVendor(uniqueToken());
    const contactAttendee = await register(event.id, { email: contact?.email ?? '' });
    const attendee = await register(event.id);
    const stays = await register(event.id);
    const first = await save(
      draft({ Kind: 'EventRegistrants', EventId: event.externalId }, { Subject: `First ${event.externalId}` }),
    );
    await send(first.BroadcastId);
    for (const leaving of [contactAttendee, attendee]) {
      const mail = await mailTo(leaving.email, `First ${event.externalId}`);
      const url = header(mail, 'List-Unsubscribe')
        .replace(/^<http:\/\/localhost:3000/, '')
        .replace(/>$/, '');
      const oneClick = await t.app.inject({
        method: 'POST',
        url,
        payload: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(oneClick.statusCode).toBe(200);
      expect(oneClick.json().Success).toBe(true);
    }
    const [stored] = await t.db
      .select()
      .from(contacts)
      .where(eq(contacts.id, contact?.id ?? 0));
    expect(stored?.unsubscribedAt).toBeInstanceOf(Date);
    const byAddress = await t.db
      .select()
      .from(broadcastUnsubscribes)
      .where(inArray(broadcastUnsubscribes.email, [attendee.email, contactAttendee.email]));
    expect(byAddress.map((row) => row.email)).toEqual([attendee.email]);

    const second = await save(
      draft({ Kind: 'EventRegistrants', EventId: event.externalId }, { Subject: `Second ${event.externalId}` }),
    );
    const previewed = (await preview(draft({ Kind: 'EventRegistrants', EventId: event.externalId }))).body.Response;
    expect(previewed).toMatchObject({ Recipients: 1, Skipped: 2 });
    await send(second.BroadcastId);
    await waitForDelivery(second.BroadcastId);
    const log = await deliveries(second.BroadcastId);
    expect(log.Counts).toEqual({ Queued: 0, Sent: 1, Failed: 0, Skipped: 2 });
    const skipped = await deliveries(second.BroadcastId, { Status: 'Skipped' });
    expect(skipped.Items.map((item) => item.Email).sort()).toEqual([contactAttendee.email, attendee.email].sort());
    expect(skipped.Total).toBe(2);
    await mailTo(stays.email, `Second ${event.externalId}`);
  });

  it('skips at queuing time whoever unsubscribed after the send', async () => {
    const event = await insertEvent(t.db, { days: -1 });
    const attendee = await register(event.id);
    const broadcast = await save(draft({ Kind: 'EventRegistrants', EventId: event.externalId }));
    // Sent, but not yet queued: the recipient row exists without a mail when the address unsubscribes.
    await t.db.transaction(async (tx) => {
      await tx.update(broadcasts).set({ sentAt: new Date() }).where(eq(broadcasts.id, broadcast.BroadcastId));
      await tx
        .insert(broadcastRecipients)
        .values({ broadcastId: broadcast.BroadcastId, email: attendee.email, name: attendee.name });
      await tx.insert(broadcastUnsubscribes).values({ email: attendee.email.toUpperCase() });
    });
    await waitForDelivery(broadcast.BroadcastId);
    expect((await deliveries(broadcast.BroadcastId)).Counts).toEqual({ Queued: 0, Sent: 0, Failed: 0, Skipped: 1 });
  });

  it('queues a batch of recipients per pass, then the rest on the next passes', async () => {
    const event = await insertEvent(t.db, { days: -1 });
    const batch = 5;
    const total = batch + 3;
    await t.db.insert(eventRegistrations).values(
      Array.from({ length: total }, () => ({
        eventId: event.id,
        email: uniqueEmail('crowd'),
        surveyToken: randomBytes(16).toString('base64url'),
      })),
    );
    const broadcast = await save(draft({ Kind: 'EventRegistrants', EventId: event.externalId }));
    const job = broadcastDeliveryJob(testModuleDeps(t, { supportEmail: 'help@example.com' }), batch);
    // Sent and one pass run in one transaction, so no other runner sees these recipients before it.
    const firstPass = await t.db.transaction(async (tx) => {
      await tx.update(broadcasts).set({ sentAt: new Date() }).where(eq(broadcasts.id, broadcast.BroadcastId));
      const crowd = await tx
        .select({ email: eventRegistrations.email, name: eventRegistrations.name })
        .from(eventRegistrations)
        .where(eq(eventRegistrations.eventId, event.id));
      await tx
        .insert(broadcastRecipients)
        .values(crowd.map((person) => ({ broadcastId: broadcast.BroadcastId, ...person })));
      const pass = await job.run(tx);
      const left = await tx
        .select({ id: broadcastRecipients.id })
        .from(broadcastRecipients)
        .where(
          sql`${eq(broadcastRecipients.broadcastId, broadcast.BroadcastId)} and ${isNull(broadcastRecipients.mailId)}`,
        );
      return { queued: pass.count, left: left.length };
    });
    expect(firstPass).toEqual({ queued: batch, left: total - batch });
    await waitForDelivery(broadcast.BroadcastId);
    const log = await deliveries(broadcast.BroadcastId, { PageSize: 5, Page: 2 });
    expect(log.Total).toBe(total);
    expect(log.Items).toHaveLength(total - 5);
    expect(log.Counts).toEqual({ Queued: 0, Sent: total, Failed: 0, Skipped: 0 });
  });

  it('logs a mail the receiving server refuses as failed, with its error', async () => {
    const event = await insertEvent(t.db, { days: -1 });
    const refused = await register(event.id);
    const accepted = await register(event.id);
    t.smtp.refusedRecipients.add(refused.email.toLowerCase());
    const broadcast = await save(draft({ Kind: 'EventRegistrants', EventId: event.externalId }));
    await send(broadcast.BroadcastId);
    await vi.waitFor(
      async () =>
        expect((await deliveries(broadcast.BroadcastId)).Counts).toEqual({ Queued: 0, Sent: 1, Failed: 1, Skipped: 0 }),
      { timeout: 20_000, interval: 200 },
    );
    const failed = await deliveries(broadcast.BroadcastId, { Status: 'Failed' });
    expect(failed.Items).toEqual([
      expect.objectContaining({
        Email: refused.email,
        Status: 'Failed',
        SentAt: null,
        Error: expect.stringContaining('550'),
      }),
    ]);
    const sent = await deliveries(broadcast.BroadcastId, { Status: 'Sent' });
    expect(sent.Items).toEqual([expect.objectContaining({ Email: accepted.email, Status: 'Sent', Error: null })]);
  }, 30_000);

  it('refuses an audience nobody is left in, and a broadcast that does not exist', async () => {
    const event = await insertEvent(t.db, { days: -1 });
    const broadcast = await save(draft({ Kind: 'EventRegistrants', EventId: event.externalId }));
    expect((await send(broadcast.BroadcastId)).body).toEqual(failure(broadcastMessages.noRecipients));
    const [still] = await t.db.select().from(broadcasts).where(eq(broadcasts.id, broadcast.BroadcastId));
    expect(still?.sentAt).toBeNull();
    expect((await send(2_000_000_000)).status).toBe(404);
    expect((await deliveryPage(2_000_000_000)).status).toBe(404);
  });
});
