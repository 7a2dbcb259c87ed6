// A worker that polls a queue in the database every pollMs (the order outbox, the desk's refunds):
// one poll at a time, the next scheduled when the last has ended, a failed poll logged and the
// polling kept up; stopping waits for a poll in progress.
import type { FastifyBaseLogger } from 'fastify';

export interface PollingWorker {
  /** One poll; resolves to how many items it handled. */
  runOnce(): Promise<number>;
  start(): void;
  /** Stops polling and waits for a poll in progress. */
  stop(): Promise<void>;
}

export function createPollingWorker(
  runOnce: () => Promise<number>,
  { pollMs, log, failure }: { pollMs: number; log: FastifyBaseLogger; failure: string },
): PollingWorker {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  const tick = () => {
    running = runOnce()
      .catch((error: unknown) => {
        log.error({ err: error }, failure);
        return 0;
      })
      .finally(() => {
        running = null;
        if (timer !== null) timer = setTimeout(tick, pollMs);
      });
  };

  return {
    runOnce,
    start() {
      if (timer === null) timer = setTimeout(tick, pollMs);
    },
    async stop() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
