import { failure, faqMessages, messages } from '@bridgehub/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { faqs } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { newSignedInStaff, post, type SignedInStaff } from '../../test/staff-session.ts';

/** FAQs edited in the console and read on the public FAQ page. */
let t: TestApp;
let coordinator: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  coordinator = await newSignedInStaff(t, 'Coordinator');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(faqs);
});

const publicFaqs = async () => (await t.app.inject({ method: 'GET', url: '/api/FAQ' })).json().Response;
const change = (action: string, payload: object) => post(t, `/api/Staff/Faqs/${action}`, payload, coordinator.auth);
const create = async (Header: string, DefaultOpen = false) =>
  (await change('New', { Header, Body: `About ${Header}.`, DefaultOpen })).json().Response as {
    Id: number;
    Header: string;
  }[];
const headers = (list: { Header: string }[]) => list.map((faq) => faq.Header);

describe('FAQs in the console', () => {
  it('creates FAQs last in order, as plain text, and the public list shows them at once', async () => {
    expect(await publicFaqs()).toEqual([]);
    await create('Who can register?', true);
    const list = await create('<b>Is it free?</b>');
    expect(list).toEqual([
      { Id: expect.any(Number), Header: 'Who can register?', Body: 'About Who can register?.', DefaultOpen: true },
      { Id: expect.any(Number), Header: '<b>Is it free?</b>', Body: 'About <b>Is it free?</b>.', DefaultOpen: false },
    ]);
    expect(await publicFaqs()).toEqual(list);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/Staff/Faqs', headers: coordinator.auth })).json().Response,
    ).toEqual(list);
  });

  it('edits header, body and DefaultOpen', async () => {
    const [faq] = await create('Old');
    const list = (await change('Update', { Id: faq?.Id, Header: ' New ', Body: 'Answer', DefaultOpen: true })).json()
      .Response;
    expect(list).toEqual([{ Id: faq?.Id, Header: 'New', Body: 'Answer', DefaultOpen: true }]);
  });

  it('moves an FAQ up and down; the ends stay put', async () => {
    await create('A');
    await create('B');
    const list = await create('C');
    const [a, , c] = list;
    expect(headers((await change('Move', { Id: c?.Id, Direction: 'Up' })).json().Response)).toEqual(['A', 'C', 'B']);
    expect(headers((await change('Move', { Id: a?.Id, Direction: 'Down' })).json().Response)).toEqual(['C', 'A', 'B']);
    expect(headers((await change('Move', { Id: c?.Id, Direction: 'Up' })).json().Response)).toEqual(['C', 'A', 'B']);
    expect(headers(await publicFaqs())).toEqual(['C', 'A', 'B']);
    // One created after a move still goes last.
    expect(headers(await create('D'))).toEqual(['C', 'A', 'B', 'D']);
  });

  it('deletes an FAQ; the public list is empty once the last is gone', async () => {
    const [faq] = await create('Only');
    expect((await change('Delete', { Id: faq?.Id })).json().Response).toEqual([]);
    expect(await publicFaqs()).toEqual([]);
  });

  it('refuses an empty header or body with a message, and answers 404 for an unknown FAQ', async () => {
    expect((await change('New', { Header: ' ', Body: 'x', DefaultOpen: false })).json()).toEqual(
      failure(faqMessages.headerRequired),
    );
    expect((await change('New', { Header: 'x', Body: '', DefaultOpen: false })).json()).toEqual(
      failure(faqMessages.bodyRequired),
    );
    expect(await publicFaqs()).toEqual([]);
    for (const [action, payload] of [
      ['Update', { Id: 2_000_000_000, Header: 'x', Body: 'y', DefaultOpen: false }],
      ['Move', { Id: 2_000_000_000, Direction: 'Up' }],
      ['Delete', { Id: 2_000_000_000 }],
    ] as const) {
      const answer = await change(action, payload);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ Success: false, ErrorMessage: messages.notFound });
    }
  });

  it('is for Administrators and Coordinators, not check-in volunteers', async () => {
    const volunteer = await newSignedInStaff(t, 'CheckInVolunteer');
    const answer = await post(t, '/api/Staff/Faqs/New', { Header: 'x', Body: 'y', DefaultOpen: false }, volunteer.auth);
    expect(answer.statusCode).toBe(403);
    expect(await publicFaqs()).toEqual([]);
  });
});
