// Refuses a cart holding a dish or an option on the restaurant's stop list (issue 25), for the
// preflight and the order alike; where the list is read differs:
// - an order reads it in its own transaction (`lockedStopList`), which holds the restaurant's
//   stop-list lock shared until it commits, so a stop-list change either waits for the order or is
//   seen by it (catalog/repositories/stop-lists.ts): no order is written with a dish sold out when it commits;
// - a preflight, which writes nothing, reads this node's copy (stop-list-state.ts: a change through
//   this node at once, through another within its refresh age). Reading the database there cost two
//   round trips per preflight, which on the embedded database share the API's one thread.
import { ERROR_CODES, soldOutAt, soldOutReason, type StopListEntry } from '@nori/domain';
import type { Database } from '../../../db/client';
import { catalogueError } from '../../../errors';
import { listStopListEntries, lockStopList, stopListEntryOf } from '../../catalog/repositories/stop-lists';
import type { CatalogLine } from './order-lines';

/** Where a restaurant's stop list is read for pricing a cart. */
export type StopListSource = (restoId: number) => Promise<StopListEntry[]>;

/** The list as an order in transaction `tx` must see it: under the restaurant's lock, shared. */
export const lockedStopList =
  (tx: Database): StopListSource =>
  async (restoId) => {
    await lockStopList(tx, restoId, 'shared');
    return (await listStopListEntries(tx, restoId)).map(stopListEntryOf);
  };

export function refuseSoldOut(lines: CatalogLine[], entries: StopListEntry[], nowMs: number) {
  if (entries.length === 0) return;
  const soldOut = soldOutAt(entries, nowMs);
  for (const { position } of lines) {
    const reason = soldOutReason(position, soldOut);
    if (!reason) continue;
    const option = position.modifiers.find((modifier) => modifier.id === reason.modifierId);
    throw catalogueError(ERROR_CODES.soldOut, {
      positionId: position.id,
      ...(option && { modifierId: option.id }),
      name: option ? `${position.name} (${option.name})` : position.name,
    });
  }
}
