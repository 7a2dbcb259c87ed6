import type { MenuId } from '../brand';
import type { DeliveryType } from '../types';
import type { CartPosition } from './types';

/** What a restaurant's menu says about the orders it serves (spec §3 menu flags). */
export interface MenuServing {
  id: MenuId;
  isDelivery: boolean;
  isTakeAway: boolean;
}

export const menuServes = (menu: MenuServing, deliveryType: DeliveryType): boolean =>
  deliveryType === 'DELIVERY' ? menu.isDelivery : menu.isTakeAway;

/**
 * The cart lines a restaurant cannot serve for a delivery type (spec §4, saving the location):
 * a line belongs to the menu it was added from, so it can go only where one of the restaurant's
 * menus is that menu and serves the type. Positions are per menu, so the menu decides.
 */
export const unavailableCartLines = (
  positions: readonly CartPosition[],
  menus: readonly MenuServing[],
  deliveryType: DeliveryType,
): CartPosition[] => {
  const serving = new Set(menus.filter((menu) => menuServes(menu, deliveryType)).map((menu) => menu.id));
  return positions.filter((line) => !serving.has(line.menuId));
};
