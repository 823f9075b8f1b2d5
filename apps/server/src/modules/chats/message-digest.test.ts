import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, staffAccounts, staffMessageDigests } from '../../db/schema.ts';
import { createPeriodicJobs } from '../../infra/jobs/periodic-jobs.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testModuleDeps } from '../../test/module-deps.ts';
import { registerAndSignIn } from '../../test/session.ts';
import { createStaff, signInStaff } from '../../test/staff-session.ts';
import { MESSAGE_DIGEST_CHECK_MS, MESSAGE_DIGEST_MINUTES, messageDigestJob } from './message-digest.ts';

/** Staff hear about vendor messages as a digest, sent once however many processes run the job. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const digestsTo = (email: string) =>
  t.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(sql`${mailOutbox.to} = ${email} and ${like(mailOutbox.subject, '%new vendor message%')}`);

const runDigest = () =>
  createPeriodicJobs(
    t.db,
    [messageDigestJob(testModuleDeps(t, { supportEmail: 'help@example.com' }))],
    t.app.log,
    MESSAGE_DIGEST_CHECK_MS,
  ).runOnce();

/** As if the digest interval had passed since the staff member's last digest. */
const runDigestAfterInterval = async (staffId: number) => {
  await t.db
    .update(staffMessageDigests)
    .set({ lastSentAt: sql`now() - make_interval(mins => ${MESSAGE_DIGEST_MINUTES + 1})` })
    .where(eq(staffMessageDigests.staffId, staffId));
  await runDigest();
};

describe('the staff message digest', () => {
  it('mails each administrator and coordinator one digest for many messages, once across two app instances', async () => {
    const admin = await createStaff(t, 'Administrator');
    const coordinator = await createStaff(t, 'Coordinator');
    const volunteer = await createStaff(t, 'CheckInVolunteer');
    const disabled = await createStaff(t, 'Coordinator');
    await t.db.update(staffAccounts).set({ isEnabled: false }).where(eq(staffAccounts.id, disabled.id));

    const vendor = await registerAndSignIn(t);
    const first = await t.inject('startChat', { as: vendor, body: { Subject: 'Insurance', Message: 'Which limits?' } });
    const chatId = first.body.Response?.ChatId ?? 0;
    await t.inject('sendChatMessage', { as: vendor, body: { ChatId: chatId, Message: 'Also: umbrella?' } });
    await t.inject('startChat', { as: vendor, body: { Subject: 'Site visit', Message: 'When?' } });

    // Two more instances of the app on the same database start together: each runs a digest pass as it starts.
    const others = await Promise.all([
      createTestApp({ database: t.database }),
      createTestApp({ database: t.database }),
    ]);
    // Closing waits for a pass under way.
    await Promise.all(others.map((other) => other.close()));
    await runDigest();

    for (const staff of [admin, coordinator]) {
      const digests = await digestsTo(staff.email);
      expect(digests).toHaveLength(1);
      expect(digests[0]?.subject).toBe('3 new vendor messages in 2 threads');
      expect(digests[0]?.text).toContain('Insurance (2 new)');
      expect(digests[0]?.text).toContain('Site visit (1 new)');
    }
    expect(await digestsTo(volunteer.email)).toEqual([]);
    expect(await digestsTo(disabled.email)).toEqual([]);
  });

  it(`sends nothing new within ${MESSAGE_DIGEST_MINUTES} minutes, then only the messages since the last digest`, async () => {
    const coordinator = await createStaff(t, 'Coordinator');
    const vendor = await registerAndSignIn(t);
    await t.inject('startChat', { as: vendor, body: { Subject: 'Bonding', Message: 'Question one' } });
    await runDigest();
    expect(await digestsTo(coordinator.email)).toHaveLength(1);

    await t.inject('startChat', { as: vendor, body: { Subject: 'Payroll', Message: 'Question two' } });
    await runDigest();
    expect(await digestsTo(coordinator.email)).toHaveLength(1);

    await runDigestAfterInterval(coordinator.id);
    const digests = await digestsTo(coordinator.email);
    expect(digests).toHaveLength(2);
    const latest = digests.find((digest) => digest.text.includes('Payroll'));
    expect(latest?.subject).toBe('1 new vendor message in 1 thread');
    expect(latest?.text).not.toContain('Bonding');

    // A staff reply is no vendor message: nothing to send.
    const signedIn = await signInStaff(t, coordinator);
    const chatId = (
      await t.inject('startChat', { as: vendor, body: { Subject: 'Bonding', Message: 'Question three' } })
    ).body.Response?.ChatId;
    await runDigestAfterInterval(coordinator.id);
    expect(await digestsTo(coordinator.email)).toHaveLength(3);
    await t.inject('replyToStaffThread', {
      as: signedIn,
      params: { chatId: chatId ?? 0 },
      body: { Message: 'Answer' },
    });
    await runDigestAfterInterval(coordinator.id);
    expect(await digestsTo(coordinator.email)).toHaveLength(3);
  });
});
