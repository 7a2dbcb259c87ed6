// "Order N changed" signals for the live status streams. The change is announced with NOTIFY in
// the transaction that makes it, so it is heard only once committed, and by every API node
// listening on PostgreSQL (PGlite, single-process, delivers it in-process the same way). One
// LISTEN per process fans out to the streams open on it.
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../../db/client';

const CHANNEL = 'order_status';

export interface OrderEvents {
  /** Announces a change of the order; call inside the transaction that changes it. */
  announce(tx: Database, orderId: number): Promise<void>;
  /** Calls onChange after each committed change of the order; returns the unsubscribe. */
  subscribe(orderId: number, onChange: () => void): () => void;
  close(): Promise<void>;
}

export async function createOrderEvents(database: DatabaseHandle): Promise<OrderEvents> {
  const emitter = new EventEmitter();
  // Every open status page listens here; the default limit of 10 is a leak warning, not a limit.
  emitter.setMaxListeners(0);
  const stop = await database.listen(CHANNEL, (payload) => emitter.emit(payload));
  return {
    async announce(tx, orderId) {
      await tx.execute(sql`select pg_notify(${CHANNEL}, ${String(orderId)})`);
    },
    subscribe(orderId, onChange) {
      const name = String(orderId);
      emitter.on(name, onChange);
      return () => emitter.off(name, onChange);
    },
    close: () => stop(),
  };
}
