import { and, inArray, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import {
  attachments,
  captchaSpent,
  loginTokens,
  rateLimits,
  refreshTokens,
  staffLoginTokens,
  staffSessions,
} from '../../db/schema.ts';
import type { FileStorage } from '../storage/file-storage.ts';

/** A clean-up job: deletes what is past its time, in the transaction that holds the job's claim. */
export interface CleanupJob {
  /** Names the job in logs; its hash keys the job's advisory lock. */
  name: string;
  /** Returns how many rows went, and work that must wait until they are gone for good (files). */
  run(tx: Database): Promise<{ deleted: number; afterCommit?: () => Promise<void> }>;
}

/** What one pass did: rows deleted per job, or null where another process held the job. */
export type CleanupReport = Record<string, number | null>;

export interface Cleanup {
  /** Runs every job now, then hourly, until stopped. */
  start(): void;
  stop(): Promise<void>;
  runOnce(): Promise<CleanupReport>;
}

export const CLEANUP_INTERVAL_MS = 60 * 60_000;
// The first key of every job's two-key advisory lock; the second is the hash of its name.
const CLEANUP_LOCK_CLASS = 7_216_044;

/** Adding a clean-up is one line: the rows of `table` that `where` selects. */
export const deleteRows = (name: string, table: PgTable, where: SQL | undefined): CleanupJob => ({
  name,
  run: async (tx) => ({ deleted: (await tx.delete(table).where(where).returning({ one: sql`1` })).length }),
});

/**
 * Files uploaded but never attached to a request or a document type within a day. The row goes first and the file
 * after the commit: a failure in between leaves a stray file, never a row pointing to a missing one.
 */
const unattachedUploads = (storage: FileStorage): CleanupJob => ({
  name: 'uploads never attached',
  run: async (tx) => {
    const removed = await tx
      .delete(attachments)
      .where(and(isNull(attachments.attachedAt), lt(attachments.createdAt, sql`now() - interval '24 hours'`)))
      .returning({ key: attachments.storageKey });
    return {
      deleted: removed.length,
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

export const cleanupJobs = (storage: FileStorage): CleanupJob[] => [
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

/**
 * Runs the clean-up jobs in every process. Each job runs in a transaction that first takes the job's advisory lock
 * without waiting: when several processes start a pass together, each job runs in one of them and the others skip it.
 */
export const createCleanup = (
  db: Database,
  jobs: CleanupJob[],
  log: FastifyBaseLogger,
  intervalMs = CLEANUP_INTERVAL_MS,
): Cleanup => {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<CleanupReport> | null = null;

  const runJob = async (job: CleanupJob): Promise<number | null> => {
    const outcome = await db.transaction(async (tx) => {
      const [claim] = await tx
        .select({ isClaimed: sql<boolean>`pg_try_advisory_xact_lock(${CLEANUP_LOCK_CLASS}, hashtext(${job.name}))` })
        .from(sql`(values (1)) as one`);
      return claim?.isClaimed ? job.run(tx) : null;
    });
    if (!outcome) return null;
    await outcome.afterCommit?.();
    if (outcome.deleted > 0) log.info({ job: job.name, deleted: outcome.deleted }, 'clean-up');
    return outcome.deleted;
  };

  const runAll = async () => {
    const report: CleanupReport = {};
    for (const job of jobs) {
      report[job.name] = await runJob(job).catch((error: unknown) => {
        log.error({ err: error, job: job.name }, 'clean-up failed');
        return null;
      });
    }
    return report;
  };

  const runOnce = () => {
    running ??= runAll().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    start: () => {
      if (timer) return;
      timer = setInterval(() => void runOnce(), intervalMs);
      timer.unref();
      void runOnce();
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
    runOnce,
  };
};
