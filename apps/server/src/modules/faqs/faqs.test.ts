import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FAQS } from '../../db/lookups-data.ts';
import { faqs } from '../../db/schema.ts';
import { seedDatabase } from '../../db/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const listFaqs = async () => {
  const answer = await t.inject('listFaqs');
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('GET /api/FAQ', () => {
  it('answers an empty list before any FAQ exists', async () => {
    expect(await listFaqs()).toEqual({ Success: true, ErrorMessage: null, ErrorID: null, Response: [] });
  });

  it('lists the demo FAQs seeded into an empty database, in order, as plain text', async () => {
    await seedDatabase(t.db, { seedDemo: true });
    const body = await listFaqs();
    expect(body.Response).toHaveLength(DEMO_FAQS.length);
    expect(body.Response.map(({ Header, Body, DefaultOpen }) => ({ Header, Body, DefaultOpen }))).toEqual(DEMO_FAQS);
    for (const faq of body.Response) expect(typeof faq.Id).toBe('number');
  });

  it('does not seed demo FAQs twice, nor again after staff deleted them', async () => {
    await seedDatabase(t.db, { seedDemo: true });
    expect((await listFaqs()).Response).toHaveLength(DEMO_FAQS.length);
    await t.db.delete(faqs);
    await seedDatabase(t.db, { seedDemo: true });
    const [row] = await t.db.select({ value: count() }).from(faqs);
    expect(row?.value).toBe(0);
  });
});
