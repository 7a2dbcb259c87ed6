// The order type of a menu, and when the menu a visitor opens chooses the type (issue 17: a tab
// tapped before the restaurant was known). A module of its own: only the menu page needs it, and
// the storefront loads it with the menu's code (apps/web/vite.config.ts).
import type { DeliveryType } from '../types';
import { menuServes, type MenuServing } from '../cart/availability';

/** The order type a menu is for: a delivery menu's, else take-away's. */
export const menuOrderType = (menu: MenuServing): DeliveryType =>
  menu.isDelivery ? 'DELIVERY' : 'TAKE_AWAY';

/**
 * The order type a visitor's opened menu chooses: only for one who has chosen none and whose cart
 * is empty, when the menu does not serve the type in force (the default) and the restaurant takes
 * the menu's own. Then the menu the visitor opened (a shared link, a tab tapped before the
 * restaurant was known) is the choice; null otherwise, and that menu gives way to the type in force.
 */
export const orderTypeChosenByMenu = (
  stored: DeliveryType | null,
  cartIsEmpty: boolean,
  menu: MenuServing,
  inForce: DeliveryType,
  offered: readonly DeliveryType[],
): DeliveryType | null => {
  if (stored !== null || !cartIsEmpty || menuServes(menu, inForce)) return null;
  const type = menuOrderType(menu);
  return offered.includes(type) ? type : null;
};
