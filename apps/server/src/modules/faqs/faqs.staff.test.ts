import { failure, faqMessages, messages } from '@bridgehub/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { faqs } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { newSignedInStaff, type SignedInStaff } from '../../test/staff-session.ts';

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

const publicFaqs = async () => (await t.inject('listFaqs')).body.Response;
const create = async (Header: string, DefaultOpen = false) =>
  (await t.inject('createStaffFaq', { as: coordinator, body: { Header, Body: `About ${Header}.`, DefaultOpen } })).body
    .Response ?? [];
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
    expect((await t.inject('listStaffFaqs', { as: coordinator })).body.Response).toEqual(list);
  });

  it('edits header, body and DefaultOpen', async () => {
    const [faq] = await create('Old');
    const updated = await t.inject('updateStaffFaq', {
      as: coordinator,
      params: { faqId: faq?.Id ?? 0 },
      body: { Header: ' New ', Body: 'Answer', DefaultOpen: true },
    });
    const list = updated.body.Response;
    expect(list).toEqual([{ Id: faq?.Id, Header: 'New', Body: 'Answer', DefaultOpen: true }]);
  });

  it('moves an FAQ up and down; the ends stay put', async () => {
    await create('A');
    await create('B');
    const list = await create('C');
    const [a, , c] = list;
    const move = async (Id: number | undefined, Direction: 'Up' | 'Down') =>
      headers(
        (await t.inject('moveStaffFaq', { as: coordinator, params: { faqId: Id ?? 0 }, body: { Direction } })).body
          .Response ?? [],
      );
    expect(await move(c?.Id, 'Up')).toEqual(['A', 'C', 'B']);
    expect(await move(a?.Id, 'Down')).toEqual(['C', 'A', 'B']);
    expect(await move(c?.Id, 'Up')).toEqual(['C', 'A', 'B']);
    expect(headers((await publicFaqs()) ?? [])).toEqual(['C', 'A', 'B']);
    // One created after a move still goes last.
    expect(headers(await create('D'))).toEqual(['C', 'A', 'B', 'D']);
  });

  it('deletes an FAQ; the public list is empty once the last is gone', async () => {
    const [faq] = await create('Only');
    const deleted = await t.inject('deleteStaffFaq', { as: coordinator, params: { faqId: faq?.Id ?? 0 } });
    expect(deleted.body.Response).toEqual([]);
    expect(await publicFaqs()).toEqual([]);
  });

  it('refuses an empty header or body with a message, and answers 404 for an unknown FAQ', async () => {
    const createAs = (Header: string, Body: string) =>
      t.inject('createStaffFaq', { as: coordinator, body: { Header, Body, DefaultOpen: false } });
    expect((await createAs(' ', 'x')).body).toEqual(failure(faqMessages.headerRequired));
    expect((await createAs('x', '')).body).toEqual(failure(faqMessages.bodyRequired));
    expect(await publicFaqs()).toEqual([]);
    const params = { faqId: 2_000_000_000 };
    for (const answer of [
      await t.inject('updateStaffFaq', {
        as: coordinator,
        params,
        body: { Header: 'x', Body: 'y', DefaultOpen: false },
      }),
      await t.inject('moveStaffFaq', { as: coordinator, params, body: { Direction: 'Up' } }),
      await t.inject('deleteStaffFaq', { as: coordinator, params }),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ Success: false, ErrorMessage: messages.notFound });
    }
  });

  it('is for Administrators and Coordinators, not check-in volunteers', async () => {
    const volunteer = await newSignedInStaff(t, 'CheckInVolunteer');
    const answer = await t.inject('createStaffFaq', {
      as: volunteer,
      body: { Header: 'x', Body: 'y', DefaultOpen: false },
    });
    expect(answer.status).toBe(403);
    expect(await publicFaqs()).toEqual([]);
  });
});
