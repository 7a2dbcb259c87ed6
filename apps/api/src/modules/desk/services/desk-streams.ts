// The desk's live stream: every change of a restaurant's orders, as the desk view of the order,
// under the id of its desk event. One LISTEN per node (the desk_events channel: every node hears
// every commit); per restaurant one reader for all its desks on this node, reading the events
// after the oldest id any of them has been sent. A desk that reconnects with Last-Event-ID (or
// ?after=) is sent every order changed since, at its current state: it misses nothing, and never
// needs the intermediate states (the order's latest is what the kitchen acts on).
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle } from '../../../db/client';
import { DESK_CHANNEL, deskEventsAfter, lastDeskEventId } from '../repositories/desk-events-repository';
import type { DeskViews } from './desk-views';

const BATCH = 500;
export const DESK_PING_MS = 15_000;
const RETRY_MS = 3000;

type Subscriber = { sentUpTo: number; write: (chunk: string) => void };

export interface DeskStreamsOptions {
  views: DeskViews;
  log: FastifyBaseLogger;
  pingMs?: number;
}

export async function createDeskStreams(
  database: Pick<DatabaseHandle, 'listen'> & { db: Database },
  { views, log, pingMs = DESK_PING_MS }: DeskStreamsOptions,
) {
  const { db } = database;
  const watches = new Map<number, ReturnType<typeof watch>>();

  function watch(restoId: number) {
    const subscribers = new Set<Subscriber>();
    let running: Promise<void> = Promise.resolve();
    let queued: Promise<void> | null = null;

    const sendBatch = async (afterId: number): Promise<number | null> => {
      const events = await deskEventsAfter(db, restoId, afterId, BATCH);
      const last = events.at(-1);
      if (!last) return null;
      const latest = new Map<number, number>();
      for (const event of events) latest.set(event.orderId, event.id);
      const shown = await views.byIds(restoId, [...latest.keys()]);
      const byId = [...latest].sort(([, a], [, b]) => a - b);
      for (const subscriber of subscribers) {
        for (const [orderId, eventId] of byId) {
          const view = shown.get(orderId);
          if (view && eventId > subscriber.sentUpTo)
            subscriber.write(`id: ${eventId}\nevent: order\ndata: ${JSON.stringify(view)}\n\n`);
        }
        subscriber.sentUpTo = Math.max(subscriber.sentUpTo, last.id);
      }
      return events.length === BATCH ? last.id : null;
    };

    const readAndSend = async () => {
      queued = null;
      try {
        let from: number | null = Math.min(...[...subscribers].map((s) => s.sentUpTo));
        while (from !== null && Number.isFinite(from)) from = await sendBatch(from);
      } catch (error) {
        // The next announcement reads again from what each desk was sent; the streams stay open.
        log.warn({ err: error, restoId }, 'desk events not read for their streams');
      }
    };
    /** Reads once more after the read in progress, unless such a read is already waiting. */
    const refresh = (): Promise<void> => {
      if (queued) return queued;
      queued = running.then(readAndSend);
      running = queued;
      return queued;
    };
    return { subscribers, refresh };
  }

  const stop = await database.listen(DESK_CHANNEL, (payload) => void watches.get(Number(payload))?.refresh());

  return {
    /**
     * Starts a desk's stream: events after `afterId` (none: only what happens from now), then live.
     * Returns its close.
     */
    async open(restoId: number, afterId: number | undefined, write: (chunk: string) => void) {
      await views.ensureResto(restoId);
      const sentUpTo = afterId ?? (await lastDeskEventId(db, restoId));
      let current = watches.get(restoId);
      if (!current) {
        current = watch(restoId);
        watches.set(restoId, current);
      }
      const subscriber: Subscriber = { sentUpTo, write };
      write(`retry: ${RETRY_MS}\n\n`);
      current.subscribers.add(subscriber);
      await current.refresh();
      const ping = setInterval(() => write(': ping\n\n'), pingMs);
      const owner = current;
      return () => {
        clearInterval(ping);
        owner.subscribers.delete(subscriber);
        if (owner.subscribers.size === 0 && watches.get(restoId) === owner) watches.delete(restoId);
      };
    },
    close: () => stop(),
  };
}

export type DeskStreams = Awaited<ReturnType<typeof createDeskStreams>>;
