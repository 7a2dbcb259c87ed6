// The menu page and the order type stay one thing: the menu shown serves the order type
// (another menu's URL moves to the one that does), and the menu switch changes the order type,
// carrying the cart over and asking first when some dishes cannot come along.
import type { Menu } from '@nori/contract';
import {
  findDeliveryZone,
  isDeliveryType,
  menuOrderType,
  menuServes,
  orderTypeChosenByMenu,
  type CarriedCart,
} from '@nori/domain';
import { useEffect, useEffectEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { STORED_KEYS } from '../../platform/stored-keys';
import { requestLocationDialog } from '../../platform/open-location';
import { writeStored } from '../../platform/stored-settings';
import { useStored } from '../../platform/use-stored';
import { orderTypesOf, useBootSnapshot, useOrderType } from '../../catalog';
import { carryCart, dispatchCart, useCart, useStoredPlace } from '../../order';

export interface PendingSwitch {
  menu: Menu;
  carried: CarriedCart;
}

export const useOrderTypeSwitch = (menuId: number) => {
  const snapshot = useBootSnapshot();
  const orderType = useOrderType();
  const place = useStoredPlace();
  const cart = useCart();
  const navigate = useNavigate();
  const [pending, setPending] = useState<PendingSwitch | null>(null);
  const menus = snapshot?.menus ?? [];
  const shown = menus.find(({ menu }) => menu.id === menuId)?.menu;

  // No type chosen yet and nothing in the cart: the menu the visitor opened chooses it, instead of
  // being swapped for the default type's menu under the visitor's finger (domain's rule).
  const stored = useStored(STORED_KEYS.orderDeliveryType, isDeliveryType);
  const adopted =
    stored !== undefined && shown && orderType && snapshot?.resto
      ? orderTypeChosenByMenu(
          stored,
          cart.positions.length === 0,
          shown,
          orderType,
          orderTypesOf(snapshot.resto, snapshot.zones),
        )
      : null;
  useEffect(() => {
    if (adopted !== null) writeStored(STORED_KEYS.orderDeliveryType, adopted);
  }, [adopted]);

  // Another type's menu (an old link, the back button): the menu of the chosen type instead.
  const serving = orderType ? menus.find(({ menu }) => menuServes(menu, orderType))?.menu : undefined;
  const redirectTo =
    adopted === null && shown && orderType && !menuServes(shown, orderType) && serving ? serving.id : null;
  useEffect(() => {
    if (redirectTo !== null) void navigate(`/menus/${redirectTo}`, { replace: true });
  }, [redirectTo, navigate]);

  const commit = (menu: Menu, carried: CarriedCart) => {
    setPending(null);
    dispatchCart({ type: 'replacePositions', positions: carried.positions });
    writeStored(STORED_KEYS.orderDeliveryType, menuOrderType(menu));
    void navigate(`/menus/${menu.id}`);
  };

  // A menu chosen before the boot has the restaurant's menus (the switch is there from the first
  // paint, the dishes of the other menu come with the boot): answered as soon as they are in.
  const [waiting, setWaiting] = useState<Menu | null>(null);

  /** The switch's answer for a menu serving another type than the current one. */
  const choose = (menu: Menu) => {
    const type = menuOrderType(menu);
    const resto = snapshot?.resto;
    if (!resto || !menus.some((content) => content.menu.id === menu.id)) {
      setWaiting(menu);
      return;
    }
    setWaiting(null);
    // Delivery from this restaurant needs an address in one of its zones: the dialog asks for it.
    const zone = place ? findDeliveryZone(place.location, snapshot.zones, [resto.id]) : null;
    if (type === 'DELIVERY' && !zone) {
      requestLocationDialog();
      return;
    }
    const carried = carryCart(cart.positions, menus, snapshot.modifiers, type);
    if (carried.lost.length > 0) setPending({ menu, carried });
    else commit(menu, carried);
  };

  const ready = waiting !== null && menus.some((content) => content.menu.id === waiting.id);
  // Reads the catalog and cart of the render that runs it; the effect runs once, when the menus arrive.
  const chooseWaiting = useEffectEvent((menu: Menu) => choose(menu));
  useEffect(() => {
    if (ready && waiting) chooseWaiting(waiting);
  }, [ready, waiting]);

  return {
    /** Whether the restaurant takes orders of this menu's type (spec §4: a pay type for it). */
    offered: (menu: Menu) =>
      !snapshot?.resto || orderTypesOf(snapshot.resto, snapshot.zones).includes(menuOrderType(menu)),
    /** Whether choosing this menu changes the order type. */
    changesType: (menu: Menu) =>
      orderType !== undefined && orderType !== null && !menuServes(menu, orderType),
    choose,
    pending,
    confirm: () => pending && commit(pending.menu, pending.carried),
    cancel: () => setPending(null),
  };
};
