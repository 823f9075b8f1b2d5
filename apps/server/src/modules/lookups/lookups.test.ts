import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_CLASSIFICATIONS, CERTIFICATION_GROUPS, PUBLIC_ORGANIZATIONS, STATES } from '../../db/lookups-data.ts';
import { seedDatabase } from '../../db/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body).toMatchObject({ Success: true, ErrorMessage: null, ErrorID: null });
  return body.Response;
};

describe('lookup lists (§7)', () => {
  it('GET /api/Vendor/Dropdown/State lists every state as {Id, Name}', async () => {
    const states = await get('/api/Vendor/Dropdown/State');
    expect(states).toHaveLength(STATES.length);
    expect(states).toContainEqual({ Id: 38, Name: 'Oregon' });
    expect(Object.keys(states[0]).sort()).toEqual(['Id', 'Name']);
  });

  it('GET /api/Certifications/List lists the groups with their certification types, in order', async () => {
    const groups = await get('/api/Certifications/List');
    expect(groups).toEqual(CERTIFICATION_GROUPS);
  });

  it('GET /api/BusinessClassification/List lists the tax classifications', async () => {
    expect(await get('/api/BusinessClassification/List')).toEqual(BUSINESS_CLASSIFICATIONS);
  });

  it('GET /api/PublicOrganization/List lists ids above 0 first, then Other (-1)', async () => {
    const organizations: { Id: number }[] = await get('/api/PublicOrganization/List');
    expect(organizations).toHaveLength(PUBLIC_ORGANIZATIONS.length);
    const ids = organizations.map((organization) => organization.Id);
    expect(ids.at(-1)).toBe(-1);
    expect(ids.slice(0, -1).every((id) => id > 0)).toBe(true);
    expect(organizations).toContainEqual({ Id: -1, Name: 'Other' });
  });

  it('seeding again changes nothing (idempotent on every start)', async () => {
    await seedDatabase(t.db, { seedDemo: false });
    await seedDatabase(t.db, { seedDemo: false });
    expect(await get('/api/Certifications/List')).toEqual(CERTIFICATION_GROUPS);
    expect(await get('/api/Vendor/Dropdown/State')).toHaveLength(STATES.length);
  });
});
