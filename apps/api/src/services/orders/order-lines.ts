// Turns the requested cart lines into lines priced from the catalog, refusing what the restaurant
// cannot sell now: a position not on its menus for the order type, one outside its time slots, or
// modifiers that are not the position's or break their limits (spec §8 person-order.* codes).
import {
  areModifiersValid,
  ERROR_CODES,
  id,
  isPositionAvailable,
  minorUnits,
  positionSum,
  type CartPosition,
  type MenuId,
  type ModifierGroupRule,
  type ModifierId,
  type PositionId,
} from '@nori/domain';
import type { Database } from '../../db/client';
import { catalogueError } from '../../errors';
import { listModifierGroupsOf, listTimeSlots, type RestoRow } from '../../repositories/catalog-queries';
import { findOrderablePositions, menuIdsFor } from '../../repositories/order-catalog';
import type { OrderInput } from './order-input';

export interface CatalogLine {
  /** The cart line at catalog prices, modifiers named and priced per unit. */
  position: CartPosition;
  sum: ReturnType<typeof positionSum>;
}

type ModifierGroups = Awaited<ReturnType<typeof listModifierGroupsOf>>;

function modifierRulesOf(positionId: number, { groups, items }: ModifierGroups): ModifierGroupRule[] {
  return groups
    .filter((group) => group.positionIds.includes(positionId))
    .map((group) => ({
      minCount: group.minCount,
      maxCount: group.maxCount,
      modifiers: items
        .filter((item) => item.groupId === group.id)
        .map((item) => ({ id: id<ModifierId>(item.id), maxCount: item.maxCount })),
    }));
}

export async function catalogLines(
  db: Database,
  resto: RestoRow,
  input: OrderInput,
  nowMs: number,
): Promise<CatalogLine[]> {
  const ids = [...new Set(input.positions.map((line) => line.id))];
  const menuIds = await menuIdsFor(db, resto, input.deliveryType);
  const found = new Map(
    (await findOrderablePositions(db, resto.tenantId, menuIds, ids)).map((row) => [row.id, row]),
  );
  if (ids.some((positionId) => !found.has(positionId)))
    throw catalogueError(ERROR_CODES.positionNotFoundInResto);

  const slots = (await listTimeSlots(db, resto.id)).map((slot) => ({
    positionIds: slot.positionIds.map((positionId) => id<PositionId>(positionId)),
    details: slot.details,
  }));
  if (ids.some((positionId) => !isPositionAvailable(id(positionId), slots, nowMs, resto.timezone)))
    throw catalogueError(ERROR_CODES.positionNotAvailable);

  const groups = await listModifierGroupsOf(db, resto.tenantId, ids);
  const modifierRows = new Map(groups.items.map((item) => [item.id, item]));
  return input.positions.map((line) => {
    const row = found.get(line.id);
    if (!row) throw catalogueError(ERROR_CODES.positionNotFoundInResto);
    const chosen = line.modifiers.map((modifier) => ({
      id: id<ModifierId>(modifier.id),
      count: modifier.count,
    }));
    if (!areModifiersValid(chosen, modifierRulesOf(row.id, groups)))
      throw catalogueError(ERROR_CODES.modifierInvalid);
    const position: CartPosition = {
      id: id<PositionId>(row.id),
      menuId: id<MenuId>(row.menuId),
      name: row.name,
      count: line.count,
      price: minorUnits(row.price),
      modifiers: line.modifiers.map((modifier) => {
        const modifierRow = modifierRows.get(modifier.id);
        if (!modifierRow) throw catalogueError(ERROR_CODES.modifierInvalid);
        return {
          id: id<ModifierId>(modifier.id),
          name: modifierRow.name,
          count: modifier.count,
          price: minorUnits(modifierRow.price),
        };
      }),
    };
    return { position, sum: positionSum(position) };
  });
}
