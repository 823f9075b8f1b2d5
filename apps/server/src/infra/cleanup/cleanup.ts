import { and, inArray, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  attachments,
  captchaSpent,
  loginTokens,
  rateLimits,
  refreshTokens,
  staffLoginTokens,
  staffSessions,
} from '../../db/schema.ts';
import type { PeriodicJob } from '../jobs/periodic-jobs.ts';
import type { FileStorage } from '../storage/file-storage.ts';

/** Clean-ups run hourly: each deletes what is past its time, and its count is the rows that went. */
export const CLEANUP_INTERVAL_MS = 60 * 60_000;

/** Adding a clean-up is one line: the rows of `table` that `where` selects. */
export const deleteRows = (name: string, table: PgTable, where: SQL | undefined): PeriodicJob => ({
  name,
  run: async (tx) => ({ count: (await tx.delete(table).where(where).returning({ one: sql`1` })).length }),
});

/**
 * Files uploaded but never attached to a request or a document type within a day. The row goes first and the file
 * after the commit: a failure in between leaves a stray file, never a row pointing to a missing one.
 */
const unattachedUploads = (storage: FileStorage): PeriodicJob => ({
  name: 'uploads never attached',
  run: async (tx) => {
    const removed = await tx
      .delete(attachments)
      .where(and(isNull(attachments.attachedAt), lt(attachments.createdAt, sql`now() - interval '24 hours'`)))
      .returning({ key: attachments.storageKey });
    return {
      count: removed.length,
      afterCommit: async () => {
        for (const { key } of removed) await storage.remove(key);
      },
    };
  },
});

/**
 * A refresh-token family goes whole once its newest token has expired: until then its rotated tokens are what
 * reuse detection recognises a replay by.
 */
const expiredFamilies = inArray(
  refreshTokens.familyId,
  sql`(select ${refreshTokens.familyId} from ${refreshTokens} group by ${refreshTokens.familyId} having max(${refreshTokens.expiresAt}) < now())`,
);

export const cleanupJobs = (storage: FileStorage): PeriodicJob[] => [
  unattachedUploads(storage),
  deleteRows('spent captcha answers', captchaSpent, lt(captchaSpent.expiresAt, sql`now()`)),
  deleteRows('sign-in links', loginTokens, lt(loginTokens.expiresAt, sql`now()`)),
  deleteRows('refresh-token families', refreshTokens, expiredFamilies),
  deleteRows('staff sign-in links and invitations', staffLoginTokens, lt(staffLoginTokens.expiresAt, sql`now()`)),
  // A staff session's refresh tokens go with it; until its end they are kept for replay detection.
  deleteRows('staff sessions', staffSessions, lt(staffSessions.expiresAt, sql`now()`)),
  // A client seen again after its window ended starts a new one either way.
  deleteRows('rate-limit windows', rateLimits, lte(rateLimits.windowEndsAt, sql`now()`)),
];
