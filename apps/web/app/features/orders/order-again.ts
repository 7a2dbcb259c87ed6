// 'Order again' (issue 10): a past order's lines rebuilt as cart lines from today's menus of the
// chosen restaurant and order type (the caller passes only those), at today's prices. A dish (or one of its modifiers) that is no longer on a
// menu is left out and named; a dish whose price changed is named with both prices.
import type { OrderLine, PositionModifiers } from '@nori/contract';
import {
  dishKey,
  id,
  minorUnits,
  sumMinorUnits,
  type CartModifier,
  type CartPosition,
  type MinorUnits,
  type ModifierId,
} from '@nori/domain';
import type { MenuContent } from '../../catalog';

export interface Repriced {
  name: string;
  /** One dish with its modifiers, then and now. */
  was: MinorUnits;
  now: MinorUnits;
}

export interface OrderAgain {
  positions: CartPosition[];
  unavailable: string[];
  repriced: Repriced[];
}

const unitPrice = (price: number, modifiers: readonly { price: number; count: number }[]): MinorUnits =>
  sumMinorUnits([
    minorUnits(price),
    ...modifiers.map((modifier) => minorUnits(modifier.price * modifier.count)),
  ]);

export const orderAgain = (
  lines: readonly OrderLine[],
  menus: readonly MenuContent[],
  modifiers: readonly PositionModifiers[],
): OrderAgain => {
  const result: OrderAgain = { positions: [], unavailable: [], repriced: [] };
  for (const line of lines) {
    // The same position, else the same dish on a menu of today's order type (carry-over's rule).
    const positions = menus.flatMap((menu) => menu.positions);
    const position =
      positions.find((item) => item.id === line.id) ??
      positions.find((item) => dishKey(item.name) === dishKey(line.name));
    const offered = new Map(
      (modifiers.find((entry) => entry.positionId === position?.id)?.groups ?? [])
        .flatMap((group) => group.modifiers)
        .map((modifier) => [modifier.id as number, modifier]),
    );
    const chosen = line.modifiers.map((modifier) => ({ modifier, now: offered.get(modifier.id) }));
    if (!position || chosen.some(({ now }) => now === undefined)) {
      result.unavailable.push(line.name);
      continue;
    }
    const cartModifiers: CartModifier[] = chosen.map(({ modifier, now }) => ({
      id: id<ModifierId>(modifier.id),
      name: now?.name ?? modifier.name,
      count: modifier.count,
      price: minorUnits(now?.price ?? modifier.price),
    }));
    result.positions.push({
      id: position.id,
      menuId: position.menu.id,
      name: position.name,
      count: line.count,
      price: minorUnits(position.price),
      modifiers: cartModifiers,
    });
    const was = unitPrice(line.price, line.modifiers);
    const now = unitPrice(position.price, cartModifiers);
    if (was !== now) result.repriced.push({ name: position.name, was, now });
  }
  return result;
};
