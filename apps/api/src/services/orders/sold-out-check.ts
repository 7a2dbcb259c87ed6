// Refuses a cart holding a dish or an option on the restaurant's stop list (issue 25), for the
// preflight and the order alike. Read from the database, never from a node's copy: when placing an
// order, `db` is its transaction, which holds the restaurant's stop-list lock shared until it
// commits, so a stop-list change either waits for the order or is seen by it (repositories/stop-lists.ts).
import { ERROR_CODES, soldOutAt, soldOutReason } from '@nori/domain';
import type { Database } from '../../db/client';
import { catalogueError } from '../../errors';
import { listStopListEntries, lockStopList, stopListEntryOf } from '../../repositories/stop-lists';
import type { CatalogLine } from './order-lines';

export async function refuseSoldOut(db: Database, restoId: number, lines: CatalogLine[], nowMs: number) {
  await lockStopList(db, restoId, 'shared');
  const rows = await listStopListEntries(db, restoId);
  if (rows.length === 0) return;
  const soldOut = soldOutAt(rows.map(stopListEntryOf), nowMs);
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
