import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachments,
  captchaSpent,
  loginTokens,
  refreshTokens,
  staffLoginTokens,
  staffRefreshTokens,
  staffSessions,
} from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { registerAndSignIn, SAMPLE_FILES, type SignedInVendor, signIn, uploadFile } from '../../test/session.ts';
import { createStaff } from '../../test/staff-session.ts';
import { createPeriodicJobs, type PeriodicJob } from '../jobs/periodic-jobs.ts';
import { createFileStorage } from '../storage/file-storage.ts';
import { hashToken } from '../tokens/secret-token.ts';
import { CLEANUP_INTERVAL_MS, cleanupJobs } from './cleanup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The app's own storage folder, so that the clean-up removes the files the upload endpoint wrote. */
const storage = () => createFileStorage(path.join(t.dataDir, 'uploads'));
const cleanup = () => createPeriodicJobs(t.db, cleanupJobs(storage()), t.app.log, CLEANUP_INTERVAL_MS);
const hoursAgo = (hours: number) => sql`now() - ${`${hours} hours`}::interval`;

const upload = async (vendor: SignedInVendor) => {
  const response = await uploadFile(t, vendor, 'w9.pdf', SAMPLE_FILES.pdf);
  const id = response.json().Response as number;
  const [row] = await t.db.select().from(attachments).where(eq(attachments.id, id));
  if (!row) throw new Error(`upload failed: ${response.body}`);
  return row;
};

const refresh = (RefreshToken: string, Email: string) =>
  t.app.inject({ method: 'POST', url: '/api/Auth/VendorUser/Refresh', payload: { RefreshToken, Email } });

describe('the clean-up jobs', () => {
  it('delete uploads never attached after a day, row and file; attached and recent uploads stay', async () => {
    const vendor = await registerAndSignIn(t);
    const [abandoned, recent, attached] = [await upload(vendor), await upload(vendor), await upload(vendor)];
    if (!abandoned || !recent || !attached) throw new Error('uploads missing');
    await t.db
      .update(attachments)
      .set({ createdAt: hoursAgo(25) })
      .where(inArray(attachments.id, [abandoned.id, attached.id]));
    await t.db
      .update(attachments)
      .set({ attachedAt: hoursAgo(24) })
      .where(eq(attachments.id, attached.id));
    await t.db
      .update(attachments)
      .set({ createdAt: hoursAgo(23) })
      .where(eq(attachments.id, recent.id));

    const report = await cleanup().runOnce();

    expect(report['uploads never attached']).toBe(1);
    const left = await t.db
      .select({ id: attachments.id })
      .from(attachments)
      .where(inArray(attachments.id, [abandoned.id, recent.id, attached.id]));
    expect(left.map((row) => row.id).sort()).toEqual([recent.id, attached.id].sort());
    expect(await storage().exists(abandoned.storageKey)).toBe(false);
    expect(await storage().exists(recent.storageKey)).toBe(true);
    expect(await storage().exists(attached.storageKey)).toBe(true);
  });

  it('delete spent captcha answers and sign-in links past their expiry, and keep the live ones', async () => {
    const vendor = await registerAndSignIn(t);
    await t.db.insert(captchaSpent).values([
      { id: 'spent-expired', expiresAt: new Date(Date.now() - 1000) },
      { id: 'spent-live', expiresAt: new Date(Date.now() + 60_000) },
    ]);
    await t.db.insert(loginTokens).values([
      { contactId: vendor.contactId, tokenHash: 'link-expired', expiresAt: new Date(Date.now() - 1000) },
      { contactId: vendor.contactId, tokenHash: 'link-live', expiresAt: new Date(Date.now() + 60_000) },
    ]);

    await cleanup().runOnce();

    const spent = await t.db.select({ id: captchaSpent.id }).from(captchaSpent);
    expect(spent.map((row) => row.id)).toContain('spent-live');
    expect(spent.map((row) => row.id)).not.toContain('spent-expired');
    const links = await t.db
      .select({ tokenHash: loginTokens.tokenHash })
      .from(loginTokens)
      .where(inArray(loginTokens.tokenHash, ['link-expired', 'link-live']));
    expect(links).toEqual([{ tokenHash: 'link-live' }]);
  });

  it('delete staff links and staff sessions (with their refresh tokens) past their expiry, and keep live ones', async () => {
    const staff = await createStaff(t, 'Coordinator');
    const past = new Date(Date.now() - 1000);
    const future = new Date(Date.now() + 60_000);
    await t.db.insert(staffLoginTokens).values([
      { staffId: staff.id, tokenHash: 'staff-link-expired', expiresAt: past },
      { staffId: staff.id, tokenHash: 'staff-link-live', expiresAt: future },
    ]);
    await t.db.insert(staffSessions).values([
      { id: 'session-ended', staffId: staff.id, expiresAt: past },
      { id: 'session-live', staffId: staff.id, expiresAt: future },
    ]);
    await t.db.insert(staffRefreshTokens).values({ sessionId: 'session-ended', tokenHash: 'staff-refresh-ended' });

    await cleanup().runOnce();

    const links = await t.db.select({ tokenHash: staffLoginTokens.tokenHash }).from(staffLoginTokens);
    expect(links).toEqual([{ tokenHash: 'staff-link-live' }]);
    const sessions = await t.db.select({ id: staffSessions.id }).from(staffSessions);
    expect(sessions).toEqual([{ id: 'session-live' }]);
    expect(await t.db.select().from(staffRefreshTokens)).toEqual([]);
  });

  it('keep a refresh-token family while its newest token lives, so that a replay still ends the session', async () => {
    const vendor = await registerAndSignIn(t);
    const rotated = (await refresh(vendor.tokens.RefreshToken, vendor.email)).json().Response;
    const newest = (await refresh(rotated.RefreshToken, vendor.email)).json().Response;
    // The first token expired long ago and the second was rotated past the grace window.
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: hoursAgo(1) })
      .where(eq(refreshTokens.tokenHash, hashToken(vendor.tokens.RefreshToken)));
    await t.db
      .update(refreshTokens)
      .set({ rotatedAt: hoursAgo(1) })
      .where(eq(refreshTokens.tokenHash, hashToken(rotated.RefreshToken)));

    await cleanup().runOnce();

    const [family] = await t.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(newest.RefreshToken)));
    const kept = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, family?.familyId ?? ''));
    expect(kept).toHaveLength(3);
    expect((await refresh(rotated.RefreshToken, vendor.email)).json().Success).toBe(false);
    expect((await refresh(newest.RefreshToken, vendor.email)).json().Success).toBe(false);
  });

  it('delete a refresh-token family once every token of it has expired; other sessions go on', async () => {
    const vendor = await registerAndSignIn(t);
    const rotated = (await refresh(vendor.tokens.RefreshToken, vendor.email)).json().Response;
    const other = await signIn(t, vendor.email);
    const [expired] = await t.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(rotated.RefreshToken)));
    const familyId = expired?.familyId ?? '';
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: hoursAgo(1) })
      .where(eq(refreshTokens.familyId, familyId));

    await cleanup().runOnce();

    expect(await t.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, familyId))).toEqual([]);
    expect((await refresh(other.RefreshToken, vendor.email)).json().Success).toBe(true);
  });

  it.runIf(process.env.DATABASE_URL)(
    'run each job in one process when several start a pass at once (PostgreSQL: needs concurrent connections)',
    async () => {
      let release = () => {};
      const isHeld = new Promise<void>((resolve) => {
        release = resolve;
      });
      let signalStarted = () => {};
      const hasStarted = new Promise<void>((resolve) => {
        signalStarted = resolve;
      });
      const held: PeriodicJob = {
        name: 'held job',
        run: async () => {
          signalStarted();
          await isHeld;
          return { count: 1 };
        },
      };
      const first = createPeriodicJobs(t.db, [held], t.app.log, CLEANUP_INTERVAL_MS).runOnce();
      await hasStarted;
      const second = await createPeriodicJobs(t.db, [held], t.app.log, CLEANUP_INTERVAL_MS).runOnce();
      release();
      expect(await first).toEqual({ 'held job': 1 });
      expect(second).toEqual({ 'held job': null });
      // The claim ends with its transaction: the next pass runs the job again.
      expect(await createPeriodicJobs(t.db, [held], t.app.log, CLEANUP_INTERVAL_MS).runOnce()).toEqual({
        'held job': 1,
      });
    },
  );
});
