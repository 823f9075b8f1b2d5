import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for, so that its answer (and its timing) does not depend on it — the
 * sign-in request answers the same whether or not the e-mail is registered. Failures are logged; `drain` waits for
 * what is in flight (on shutdown, and in tests).
 */
export interface BackgroundTasks {
  run(name: string, work: () => Promise<unknown>): void;
  drain(): Promise<void>;
  /** The app's logger, set once the app exists. */
  setLogger(log: FastifyBaseLogger): void;
}

export const createBackgroundTasks = (): BackgroundTasks => {
  const inFlight = new Set<Promise<unknown>>();
  let logger: FastifyBaseLogger | null = null;
  return {
    run: (name, work) => {
      const task: Promise<unknown> = new Promise((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => logger?.error({ err: error, task: name }, 'background task failed'))
        .finally(() => inFlight.delete(task));
      inFlight.add(task);
    },
    drain: async () => {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    setLogger: (log) => {
      logger = log;
    },
  };
};
