import { staffMessages } from '@bridgehub/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAccounts } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { newSignedInStaff, type SignedInStaff } from '../../test/staff-session.ts';

/**
 * Two administrators demoting each other at the same moment must leave one (DESIGN.md §10). On PostgreSQL the two
 * requests run in two connections at once; the row locks decide.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const activeAdministrators = async () =>
  (
    await t.db.select({ id: staffAccounts.id }).from(staffAccounts).where(sql`role = 'Administrator' and is_enabled`)
  ).map((row) => row.id);

describe('concurrent demotions', () => {
  it('leave exactly one active administrator, round after round', async () => {
    let survivor: SignedInStaff = await newSignedInStaff(t, 'Administrator');
    for (let round = 0; round < 5; round++) {
      const other = await newSignedInStaff(t, 'Administrator');
      const demote = (by: SignedInStaff, target: SignedInStaff) =>
        t.inject('changeStaffRole', { as: by, params: { staffId: target.id }, body: { Role: 'Coordinator' } });
      const answers = await Promise.all([demote(survivor, other), demote(other, survivor)]);
      const bodies = answers.map((answer) => answer.body);
      expect(bodies.filter((body) => body.Success)).toHaveLength(1);
      // The other request lost: refused by the rule, or by the gate once its sender's session had ended.
      for (const [index, body] of bodies.entries()) {
        if (!body.Success) {
          expect([body.ErrorMessage, answers[index]?.status]).toSatisfy(
            ([message, status]: [string, number]) =>
              (message === staffMessages.lastAdministrator && status === 200) || status === 401,
          );
        }
      }
      const remaining = await activeAdministrators();
      expect(remaining).toHaveLength(1);
      survivor = remaining[0] === survivor.id ? survivor : other;
    }
  });
});
