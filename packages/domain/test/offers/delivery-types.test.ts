import { describe, expect, it } from 'vitest';
import { id, type MenuId } from '../../src/brand';
import {
  defaultDeliveryType,
  deliveryTypesOffered,
  orderTypeOf,
  restoOrderTypes,
  showsDeliveryTypeToggle,
} from '../../src/offers';
import { isDeliveryType, type PayModeConfig } from '../../src/types';

const none: PayModeConfig = { cardOnline: '', cardUponReceipt: false, cashUponReceipt: false };

describe('deliveryTypesOffered', () => {
  it('offers a delivery type only when at least one pay type is enabled for it', () => {
    expect(deliveryTypesOffered({ delivery: { ...none, cardOnline: 'acc' }, takeAway: none })).toEqual([
      'DELIVERY',
    ]);
    expect(deliveryTypesOffered({ delivery: none, takeAway: { ...none, cashUponReceipt: true } })).toEqual([
      'TAKE_AWAY',
    ]);
    expect(
      deliveryTypesOffered({
        delivery: { ...none, cardUponReceipt: true },
        takeAway: { ...none, cardOnline: 'a' },
      }),
    ).toEqual(['DELIVERY', 'TAKE_AWAY']);
    expect(deliveryTypesOffered({ delivery: none, takeAway: none })).toEqual([]);
  });
});

describe('defaultDeliveryType and the toggle', () => {
  it('chooses DELIVERY when delivery menus and zones exist', () => {
    expect(defaultDeliveryType({ hasDeliveryMenusAndZones: true, hasTakeAwayMenus: true })).toBe('DELIVERY');
    expect(defaultDeliveryType({ hasDeliveryMenusAndZones: true, hasTakeAwayMenus: false })).toBe('DELIVERY');
  });

  it('chooses DELIVERY when there is nothing for take-away either, else TAKE_AWAY', () => {
    expect(defaultDeliveryType({ hasDeliveryMenusAndZones: false, hasTakeAwayMenus: false })).toBe(
      'DELIVERY',
    );
    expect(defaultDeliveryType({ hasDeliveryMenusAndZones: false, hasTakeAwayMenus: true })).toBe(
      'TAKE_AWAY',
    );
  });

  it('shows the toggle only when both exist', () => {
    expect(showsDeliveryTypeToggle({ hasDeliveryMenusAndZones: true, hasTakeAwayMenus: true })).toBe(true);
    expect(showsDeliveryTypeToggle({ hasDeliveryMenusAndZones: true, hasTakeAwayMenus: false })).toBe(false);
    expect(showsDeliveryTypeToggle({ hasDeliveryMenusAndZones: false, hasTakeAwayMenus: true })).toBe(false);
  });
});

describe('isDeliveryType', () => {
  it('accepts the two order types and nothing else', () => {
    expect(isDeliveryType('DELIVERY')).toBe(true);
    expect(isDeliveryType('TAKE_AWAY')).toBe(true);
    for (const other of ['ONLINE', 'TABLE', 'delivery', '', null, undefined, 1, {}]) {
      expect(isDeliveryType(other)).toBe(false);
    }
  });
});

describe('restoOrderTypes and orderTypeOf', () => {
  const both = { delivery: { ...none, cashUponReceipt: true }, takeAway: { ...none, cardOnline: 'a' } };
  const menus = [
    { id: id<MenuId>(1), isDelivery: true, isTakeAway: false },
    { id: id<MenuId>(2), isDelivery: false, isTakeAway: true },
  ];

  it('takes a type with a menu serving it and a pay type for it; delivery also needs a zone', () => {
    expect(restoOrderTypes({ menus, payConfig: both }, true)).toEqual(['DELIVERY', 'TAKE_AWAY']);
    expect(restoOrderTypes({ menus, payConfig: both }, false)).toEqual(['TAKE_AWAY']);
    expect(restoOrderTypes({ menus: menus.slice(0, 1), payConfig: both }, true)).toEqual(['DELIVERY']);
    expect(restoOrderTypes({ menus, payConfig: { ...both, delivery: none } }, true)).toEqual(['TAKE_AWAY']);
  });

  it('keeps the stored type while it is taken, else falls back to DELIVERY, then TAKE_AWAY (spec §4)', () => {
    expect(orderTypeOf('TAKE_AWAY', ['DELIVERY', 'TAKE_AWAY'])).toBe('TAKE_AWAY');
    expect(orderTypeOf(null, ['DELIVERY', 'TAKE_AWAY'])).toBe('DELIVERY');
    expect(orderTypeOf('DELIVERY', ['TAKE_AWAY'])).toBe('TAKE_AWAY');
    expect(orderTypeOf(null, ['TAKE_AWAY'])).toBe('TAKE_AWAY');
    expect(orderTypeOf('TAKE_AWAY', [])).toBe('TAKE_AWAY');
    expect(orderTypeOf(null, [])).toBe('DELIVERY');
  });
});
