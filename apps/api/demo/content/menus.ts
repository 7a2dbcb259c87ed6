// Each country has a delivery menu and a take-away menu: prices differ by currency, and the
// take-away-only resto must be able to list no delivery menu at all.
import type { DemoMenu } from '../model';

export const KAZAN_DELIVERY_MENU: DemoMenu = {
  id: 201,
  name: 'Доставка',
  order: 1,
  currency: 'RUB',
  isDelivery: true,
  isOnline: true,
  isTable: false,
  isTakeAway: false,
};
export const KAZAN_TAKE_AWAY_MENU: DemoMenu = {
  id: 202,
  name: 'Самовывоз',
  order: 2,
  currency: 'RUB',
  isDelivery: false,
  isOnline: true,
  isTable: true,
  isTakeAway: true,
};
export const BUDVA_DELIVERY_MENU: DemoMenu = { ...KAZAN_DELIVERY_MENU, id: 203, currency: 'EUR' };
export const BUDVA_TAKE_AWAY_MENU: DemoMenu = { ...KAZAN_TAKE_AWAY_MENU, id: 204, currency: 'EUR' };

export const DEMO_MENUS: DemoMenu[] = [
  KAZAN_DELIVERY_MENU,
  KAZAN_TAKE_AWAY_MENU,
  BUDVA_DELIVERY_MENU,
  BUDVA_TAKE_AWAY_MENU,
];
