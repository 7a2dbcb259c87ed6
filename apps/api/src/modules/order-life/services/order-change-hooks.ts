// What other modules write in the transaction of every change of an order — its placing and each
// status change: the order desk numbers an event for the restaurant's desks and, when the
// restaurant auto-accepts, accepts the order. They register here at start, so order-life (which
// the desk builds on) depends on none of them.
import type { Database } from '../../../db/client';
import type { OrderRow } from '../repositories/order-rows';

/** Runs in the change's transaction after the order row is written; answers the order as it leaves it. */
export type OrderChangeHook = (tx: Database, order: OrderRow, at: Date) => Promise<OrderRow>;

export interface OrderChangeHooks {
  add(hook: OrderChangeHook): void;
  run: OrderChangeHook;
}

export function createOrderChangeHooks(): OrderChangeHooks {
  const hooks: OrderChangeHook[] = [];
  return {
    add: (hook) => void hooks.push(hook),
    async run(tx, order, at) {
      let current = order;
      for (const hook of hooks) current = await hook(tx, current, at);
      return current;
    },
  };
}
