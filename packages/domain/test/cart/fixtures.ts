import { id, minorUnits, type MenuId, type ModifierId, type PositionId } from '../../src/brand';
import type { CartModifier, CartPosition } from '../../src/cart';

export const modifier = (modifierId: number, price: number, count = 1): CartModifier => ({
  id: id<ModifierId>(modifierId),
  name: `Modifier ${modifierId}`,
  count,
  price: minorUnits(price),
});

export const position = (
  positionId: number,
  { price = 10000, count = 1, menuId = 1, modifiers = [] as CartModifier[] } = {},
): CartPosition => ({
  id: id<PositionId>(positionId),
  menuId: id<MenuId>(menuId),
  name: `Position ${positionId}`,
  count,
  price: minorUnits(price),
  modifiers,
});
