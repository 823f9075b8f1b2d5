import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { staffAccounts } from '../../db/schema.ts';
import { DEMO_STAFF } from '../../db/seed.ts';
import {
  describeWithServerProcesses,
  openProcessDatabase,
  type ProcessDatabase,
  startServerProcess,
  writeTestWebBuild,
} from '../../test/server-process.ts';

/** The first administrator and the demo staff, as `npm start` creates them: the real process, started twice. */
let dataDir: string;
let db: ProcessDatabase;
let env: Record<string, string>;
const ADMIN_EMAIL = 'First.Admin@program.example';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'bridgehub-staff-start-'));
  db = await openProcessDatabase(dataDir);
  env = {
    ...db.env,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: await writeTestWebBuild(dataDir),
    STAFF_ADMIN_EMAIL: ADMIN_EMAIL,
    SEED_DEMO: 'true',
  };
});
afterAll(async () => {
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
});

const accountsOf = async (email: string) => {
  const database = await db.reopen();
  return database.db
    .select({ role: staffAccounts.role, isEnabled: staffAccounts.isEnabled, displayName: staffAccounts.displayName })
    .from(staffAccounts)
    .where(sql`lower(${staffAccounts.email}) = lower(${email})`);
};

const startAndStop = async () => {
  await db.admitServers();
  const server = await startServerProcess(env);
  await server.stop();
  return server.output();
};

describeWithServerProcesses('starting the server (server processes: runs on PostgreSQL)', () => {
  it('creates the STAFF_ADMIN_EMAIL administrator and the demo staff, and says how to sign in as them', async () => {
    const output = await startAndStop();
    expect(await accountsOf(ADMIN_EMAIL)).toEqual([
      { role: 'Administrator', isEnabled: true, displayName: 'First.Admin' },
    ]);
    expect(await accountsOf(DEMO_STAFF.administrator)).toEqual([expect.objectContaining({ role: 'Administrator' })]);
    expect(await accountsOf(DEMO_STAFF.coordinator)).toEqual([expect.objectContaining({ role: 'Coordinator' })]);
    expect(output).toContain(
      `Sign in as demo staff: open http://localhost:3000/console/login, enter ${DEMO_STAFF.administrator}`,
    );
    expect(output).toContain('npm run staff:code');
  });

  it('a second start changes nothing, even after staff disabled and demoted that administrator', async () => {
    const database = await db.reopen();
    await database.db
      .update(staffAccounts)
      .set({ role: 'Coordinator', isEnabled: false })
      .where(eq(staffAccounts.email, ADMIN_EMAIL));
    await startAndStop();
    expect(await accountsOf(ADMIN_EMAIL)).toEqual([
      { role: 'Coordinator', isEnabled: false, displayName: 'First.Admin' },
    ]);
  });

  it('in production, refuses to start while demo staff of an earlier run are enabled, and starts once they are not', async () => {
    const production = { ...env, NODE_ENV: 'production', PUBLIC_URL: 'https://vendors.example.gov', SEED_DEMO: '' };
    await db.admitServers();
    const refusal = await startServerProcess(production).then(
      () => 'started',
      (error: Error) => error.message,
    );
    expect(refusal).toMatch(/Not starting: this production configuration is unsafe\.\n {2}- demo staff accounts/);
    const fix = refusal.match(/update staff_accounts set is_enabled = false where id in \([\d, ]+\);/)?.[0] ?? '';
    expect(fix).not.toBe('');
    // Every unsafe setting is a warning line of its own, the refused one and those only warned about.
    expect(refusal).toMatch(/"level":40,.*"setting":"demo staff"/);
    expect(refusal).toMatch(/"level":40,.*"setting":"SMTP_URL"/);

    await (await db.reopen()).db.execute(sql.raw(fix));
    await db.admitServers();
    const server = await startServerProcess(production);
    expect(await server.stop()).toBe(0);
    expect(await accountsOf(DEMO_STAFF.administrator)).toEqual([expect.objectContaining({ isEnabled: false })]);
  }, 90_000);
});
