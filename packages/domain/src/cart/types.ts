import type { MenuId, MinorUnits, ModifierId, PositionId } from '../brand';

export interface CartModifier {
  id: ModifierId;
  name: string;
  count: number;
  /** Price of one unit of the modifier, added to the position price per modifier count. */
  price: MinorUnits;
}

/** One line of the cart: a dish from a menu with a particular set of modifiers, `count` times. */
export interface CartPosition {
  id: PositionId;
  menuId: MenuId;
  name: string;
  count: number;
  price: MinorUnits;
  modifiers: CartModifier[];
}

export interface Cart {
  positions: CartPosition[];
  /** How many people the order is for; at least 1. */
  personCount: number;
  promoCode: string | null;
}

/** What identifies a cart line: the same dish with other modifiers is another line. */
export type CartLineKey = Pick<CartPosition, 'id' | 'menuId' | 'modifiers'>;

export const EMPTY_CART: Cart = { positions: [], personCount: 1, promoCode: null };
