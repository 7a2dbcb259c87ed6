import type { MenuId, MinorUnits, ModifierId, PositionId } from '../brand';
import type { DeliveryType } from '../types';
import { menuServes, type MenuServing } from '../cart/availability';
import { cartReducer } from '../cart/reducer';
import { EMPTY_CART, type CartPosition } from '../cart/types';

/** A dish of a menu, as far as carrying a cart over needs it. */
export interface MenuDish {
  id: PositionId;
  name: string;
  price: MinorUnits;
}

export interface MenuDishes {
  menu: MenuServing;
  positions: readonly MenuDish[];
}

export interface CarriedCart {
  /** The lines that can be ordered in the new place and type, on that menu's positions. */
  positions: CartPosition[];
  /** The lines that cannot come along, to be named to the customer. */
  lost: CartPosition[];
}

/**
 * The key that makes two positions of one restaurant the same dish to the customer. The catalog
 * has no code shared between a restaurant's delivery and take-away menus: each menu has its own
 * position ids, and the same dish is the position with the same name.
 */
export const dishKey = (name: string): string => name.trim().toLocaleLowerCase('ru').replace(/\s+/g, ' ');

/**
 * The cart moved to another order type or restaurant (spec §4, saving the location): a line stays
 * when a menu serving the type has it, else it moves to the same dish of such a menu (at that
 * menu's price, with its modifiers when the dish offers them all); whatever cannot come along is
 * returned in `lost`. Lines that meet on one position become one line.
 */
export const carryCartOver = (
  lines: readonly CartPosition[],
  menus: readonly MenuDishes[],
  deliveryType: DeliveryType,
  offeredModifiers: (positionId: PositionId) => ReadonlySet<ModifierId>,
): CarriedCart => {
  const serving = menus.filter(({ menu }) => menuServes(menu, deliveryType));
  let carried = EMPTY_CART;
  const lost: CartPosition[] = [];
  for (const line of lines) {
    const same = serving.find(
      ({ menu, positions }) => menu.id === line.menuId && positions.some((dish) => dish.id === line.id),
    );
    const moved = same ? null : findDish(serving, line.name);
    const fits =
      moved !== null && line.modifiers.every((modifier) => offeredModifiers(moved.dish.id).has(modifier.id));
    if (!same && !fits) {
      lost.push(line);
      continue;
    }
    const position: CartPosition =
      moved && fits
        ? { ...line, id: moved.dish.id, menuId: moved.menuId, name: moved.dish.name, price: moved.dish.price }
        : line;
    carried = cartReducer(carried, { type: 'add', position });
  }
  return { positions: carried.positions, lost };
};

const findDish = (menus: readonly MenuDishes[], name: string): { menuId: MenuId; dish: MenuDish } | null => {
  const key = dishKey(name);
  for (const { menu, positions } of menus) {
    const dish = positions.find((position) => dishKey(position.name) === key);
    if (dish) return { menuId: menu.id, dish };
  }
  return null;
};
