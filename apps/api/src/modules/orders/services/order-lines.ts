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
  type MinorUnits,
  type ModifierGroupRule,
  type ModifierId,
  type PositionId,
} from '@nori/domain';
import { catalogueError } from '../../../errors';
import type { OrderInput, OrderInputLine } from './order-input';
import type { RestoCatalog } from '../../catalog/services/resto-catalog';

export interface CatalogLine {
  /** The cart line at catalog prices, modifiers named and priced per unit. */
  position: CartPosition;
  sum: MinorUnits;
  /** The dish's menu group (null: none), for the chain's bonus exclusions. */
  groupId: number | null;
}

function modifierRulesOf(
  positionId: number,
  { groups, items }: RestoCatalog['modifierGroups'],
): ModifierGroupRule[] {
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

function catalogLine(catalog: RestoCatalog, input: OrderInput, line: OrderInputLine): CatalogLine {
  const row = catalog.positions[input.deliveryType].get(line.id);
  if (!row) throw catalogueError(ERROR_CODES.positionNotFoundInResto);
  const chosen = line.modifiers.map((modifier) => ({
    id: id<ModifierId>(modifier.id),
    count: modifier.count,
  }));
  if (!areModifiersValid(chosen, modifierRulesOf(row.id, catalog.modifierGroups)))
    throw catalogueError(ERROR_CODES.modifierInvalid);
  const position: CartPosition = {
    id: id<PositionId>(row.id),
    menuId: id<MenuId>(row.menuId),
    name: row.name,
    count: line.count,
    price: minorUnits(row.price),
    modifiers: line.modifiers.map((modifier) => {
      // Valid modifiers are the position's, so each has its row.
      const item = catalog.modifierGroups.items.find((candidate) => candidate.id === modifier.id);
      if (!item) throw catalogueError(ERROR_CODES.modifierInvalid);
      return {
        id: id<ModifierId>(item.id),
        name: item.name,
        count: modifier.count,
        price: minorUnits(item.price),
      };
    }),
  };
  return { position, sum: positionSum(position), groupId: row.groupId };
}

/** The request's lines at catalog prices, in request order; refusals in the order a customer fixes them. */
export function catalogLines(catalog: RestoCatalog, input: OrderInput, nowMs: number): CatalogLine[] {
  const onMenu = catalog.positions[input.deliveryType];
  if (input.positions.some((line) => !onMenu.has(line.id)))
    throw catalogueError(ERROR_CODES.positionNotFoundInResto);
  const { timeSlots, resto } = catalog;
  if (input.positions.some((line) => !isPositionAvailable(id(line.id), timeSlots, nowMs, resto.timezone)))
    throw catalogueError(ERROR_CODES.positionNotAvailable);
  return input.positions.map((line) => catalogLine(catalog, input, line));
}
