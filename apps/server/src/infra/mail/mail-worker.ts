import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseClient } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import { isWaitingMail, MAIL_CHANNEL } from './outbox.ts';
import type { MailTransport } from './transport.ts';

export interface MailWorkerOptions {
  pollIntervalMs: number;
  retryBaseMs: number;
  maxAttempts: number;
  /** How often a worker with mail waiting after a failure checks whether the mail server is back. */
  probeIntervalMs: number;
}

export interface MailWorker {
  start(): Promise<void>;
  stop(): Promise<void>;
}

const BATCH_SIZE = 10;
// A claimed mail is retried after this long if its process died while sending it.
const LEASE = sql`now() + interval '5 minutes'`;
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;

export const retryDelayMs = (attempts: number, baseMs: number) =>
  Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempts - 1));

/**
 * Sends the outbox. Rows are claimed with FOR UPDATE SKIP LOCKED and leased, so any number of processes can run a
 * worker against one database without sending a mail twice; the connection is not held while SMTP talks.
 *
 * Backoff spares a mail server that is down, but once it is back nothing should wait out hours of backoff: a
 * successful send, or a successful connection check made while mail waits, makes every waiting mail due at once.
 */
export const createMailWorker = (
  client: DatabaseClient,
  transport: MailTransport,
  options: MailWorkerOptions,
  log: FastifyBaseLogger,
): MailWorker => {
  const { db } = client;
  let timer: NodeJS.Timeout | null = null;
  let unlisten: (() => Promise<void>) | null = null;
  let running: Promise<void> | null = null;
  let isWakeRequested = false;
  let isStopped = true;

  const claimDue = () =>
    db.transaction(async (tx) => {
      const due = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            isNull(mailOutbox.sentAt),
            lte(mailOutbox.nextAttemptAt, sql`now()`),
            lt(mailOutbox.attempts, options.maxAttempts),
          ),
        )
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return (
        tx
          .update(mailOutbox)
          // A leased mail carries no error, which tells it apart from one waiting out its backoff (isWaitingMail).
          .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: LEASE, lastError: null })
          .where(
            inArray(
              mailOutbox.id,
              due.map((row) => row.id),
            ),
          )
          .returning()
      );
    });

  /** Makes every mail waiting after a failure due now, in every process: the mail server answers again. */
  const wakeWaiting = async () => {
    const woken = await db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(and(isWaitingMail, lt(mailOutbox.attempts, options.maxAttempts)))
      .returning({ id: mailOutbox.id });
    if (woken.length === 0) return;
    await db.execute(sql`select pg_notify(${MAIL_CHANNEL}, '')`);
    log.info({ mails: woken.length }, 'mail server answers again: waiting mails are due now');
  };

  let lastProbeAt = 0;
  const probeIfWaiting = async () => {
    if (Date.now() - lastProbeAt < options.probeIntervalMs) return;
    lastProbeAt = Date.now();
    const [waiting] = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isWaitingMail, lt(mailOutbox.attempts, options.maxAttempts)))
      .limit(1);
    if (!waiting) return;
    const isUp = await transport.verify().then(
      () => true,
      () => false,
    );
    if (isUp) await wakeWaiting();
  };

  /** Resolves true when the mail was sent. */
  const sendOne = async (mail: typeof mailOutbox.$inferSelect) => {
    try {
      await transport.send(mail);
      await db.update(mailOutbox).set({ sentAt: sql`now()`, lastError: null }).where(eq(mailOutbox.id, mail.id));
      log.info({ mailId: mail.id, attempts: mail.attempts }, 'mail sent');
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const delay = retryDelayMs(mail.attempts, options.retryBaseMs);
      await db
        .update(mailOutbox)
        .set({ lastError: message.slice(0, 2000), nextAttemptAt: sql`now() + ${`${delay} milliseconds`}::interval` })
        .where(eq(mailOutbox.id, mail.id));
      if (mail.attempts >= options.maxAttempts) {
        log.error({ mailId: mail.id, attempts: mail.attempts, err: error }, 'mail undelivered: no attempt left');
      } else {
        log.warn({ mailId: mail.id, attempts: mail.attempts, err: error }, 'mail not sent, will retry');
      }
      return false;
    }
  };

  const drainOnce = async () => {
    await probeIfWaiting();
    // Stopping leaves unclaimed mail in the outbox for the next process; only the batch in hand is finished.
    while (!isStopped) {
      isWakeRequested = false;
      const claimed = await claimDue();
      let isAnySent = false;
      for (const mail of claimed) isAnySent = (await sendOne(mail)) || isAnySent;
      if (isAnySent) await wakeWaiting();
      if (claimed.length === 0 && !isWakeRequested) return;
    }
  };

  const drain = (): Promise<void> => {
    isWakeRequested = true;
    if (!running) {
      running = drainOnce()
        .catch((error) => log.error({ err: error }, 'mail worker failed'))
        .finally(() => {
          running = null;
        });
    }
    return running;
  };

  const wake = () => {
    if (!isStopped) void drain();
  };

  return {
    start: async () => {
      if (!isStopped) return;
      isStopped = false;
      unlisten = await client.listen(MAIL_CHANNEL, wake);
      timer = setInterval(wake, options.pollIntervalMs);
      timer.unref();
      wake();
    },
    stop: async () => {
      isStopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await unlisten?.();
      unlisten = null;
      await running;
      transport.close();
    },
  };
};
