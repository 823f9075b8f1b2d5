import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Env, loadConfig } from '../config.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import type { Database } from './client.ts';
import { contacts, events, faqs, staffAccounts } from './schema.ts';
import { DEMO_CONTACTS, DEMO_STAFF, DEMO_TOTP_SECRET, findDemoStaff, seedDatabase } from './seed.ts';

let dataDir = '';
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'bridgehub-seed-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const opened: TestDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
});

/** A fresh database seeded as `npm start` seeds it with this environment. */
const startedWith = async (env: Env) => {
  const database = await createTestDatabase();
  opened.push(database);
  await seedDatabase(database.db, loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'j'.repeat(48), ...env }));
  return database.db;
};

const rowsIn = async (db: Database, table: typeof faqs | typeof events | typeof staffAccounts) =>
  (await db.select({ value: count() }).from(table))[0]?.value ?? 0;

const demoVendorIn = async (db: Database) =>
  (await db.select().from(contacts).where(eq(contacts.email, DEMO_CONTACTS.primary))).length;

describe('demo data', () => {
  it('is not seeded in production unless asked for', async () => {
    const db = await startedWith({ NODE_ENV: 'production' });
    expect([await demoVendorIn(db), await rowsIn(db, faqs), await rowsIn(db, events)]).toEqual([0, 0, 0]);
    expect(await rowsIn(db, staffAccounts)).toBe(0);
  });

  it('asked for in production, brings the demo vendor, events and FAQs but never the demo staff', async () => {
    const db = await startedWith({ NODE_ENV: 'production', SEED_DEMO: 'true' });
    expect(await demoVendorIn(db)).toBe(1);
    expect(await rowsIn(db, faqs)).toBeGreaterThan(0);
    expect(await rowsIn(db, events)).toBeGreaterThan(0);
    expect(await rowsIn(db, staffAccounts)).toBe(0);
    expect(await findDemoStaff(db)).toEqual([]);
  });

  it('outside production, comes by default with the demo staff, whom the start-up check finds', async () => {
    for (const NODE_ENV of ['development', 'test']) {
      const db = await startedWith({ NODE_ENV });
      expect(await demoVendorIn(db), NODE_ENV).toBe(1);
      const staff = await db.select({ id: staffAccounts.id, email: staffAccounts.email }).from(staffAccounts);
      expect(staff.map((account) => account.email).sort(), NODE_ENV).toEqual(Object.values(DEMO_STAFF).sort());
      expect(await findDemoStaff(db)).toEqual(staff.map(({ id }) => ({ id })));
    }
  });
});

describe('findDemoStaff', () => {
  it('finds enabled accounts with a demo address or the demo secret, and not disabled ones', async () => {
    const db = await startedWith({ NODE_ENV: 'development' });
    const idOf = async (email: string) =>
      (await db.select({ id: staffAccounts.id }).from(staffAccounts).where(eq(staffAccounts.email, email)))[0]?.id ?? 0;
    const administrator = await idOf(DEMO_STAFF.administrator);
    const coordinator = await idOf(DEMO_STAFF.coordinator);
    // The administrator enrolled a factor of their own and changed address case; the coordinator left.
    await db
      .update(staffAccounts)
      .set({ totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', email: DEMO_STAFF.administrator.toUpperCase() })
      .where(eq(staffAccounts.id, administrator));
    await db.update(staffAccounts).set({ isEnabled: false }).where(eq(staffAccounts.id, coordinator));
    const [real] = await db
      .insert(staffAccounts)
      .values([
        { email: 'real.admin@program.example.gov', displayName: 'Real', role: 'Administrator' },
        {
          email: 'copied.secret@program.example.gov',
          displayName: 'Copied',
          role: 'Coordinator',
          totpPendingSecret: DEMO_TOTP_SECRET,
        },
      ])
      .returning({ id: staffAccounts.id });
    const found = (await findDemoStaff(db)).map(({ id }) => id);
    expect(found).toContain(administrator);
    expect(found).not.toContain(coordinator);
    expect(found).not.toContain(real?.id);
    expect(found).toHaveLength(2);
  });
});
