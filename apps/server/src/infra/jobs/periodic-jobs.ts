import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';

/** A job that runs now and then in whichever process claims it, in the transaction that holds the claim. */
export interface PeriodicJob {
  /** Names the job in logs; its hash keys the job's advisory lock. */
  name: string;
  /** Returns how much it did (rows deleted, mails sent), and work that must wait for the commit (files). */
  run(tx: Database): Promise<{ count: number; afterCommit?: () => Promise<void> }>;
}

/** What one pass did: each job's count, or null where another process held the job. */
export type PassReport = Record<string, number | null>;

export interface PeriodicJobs {
  /** Runs every job now, then every interval, until stopped. */
  start(): void;
  stop(): Promise<void>;
  runOnce(): Promise<PassReport>;
}

// The first key of every job's two-key advisory lock; the second is the hash of its name.
const JOB_LOCK_CLASS = 7_216_044;

/**
 * Runs jobs every `intervalMs` in every process. Each job runs in a transaction that first takes the job's advisory
 * lock without waiting: when several processes start a pass together, each job runs in one of them and the others
 * skip it.
 */
export const createPeriodicJobs = (
  db: Database,
  jobs: PeriodicJob[],
  log: FastifyBaseLogger,
  intervalMs: number,
): PeriodicJobs => {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<PassReport> | null = null;

  const runJob = async (job: PeriodicJob): Promise<number | null> => {
    const outcome = await db.transaction(async (tx) => {
      const [claim] = await tx
        .select({ isClaimed: sql<boolean>`pg_try_advisory_xact_lock(${JOB_LOCK_CLASS}, hashtext(${job.name}))` })
        .from(sql`(values (1)) as one`);
      return claim?.isClaimed ? job.run(tx) : null;
    });
    if (!outcome) return null;
    await outcome.afterCommit?.();
    if (outcome.count > 0) log.info({ job: job.name, count: outcome.count }, 'periodic job');
    return outcome.count;
  };

  const runAll = async () => {
    const report: PassReport = {};
    for (const job of jobs) {
      report[job.name] = await runJob(job).catch((error: unknown) => {
        log.error({ err: error, job: job.name }, 'periodic job failed');
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
