// When the menu a visitor opens chooses the order type (issue 17: a tab tapped before the
// restaurant was known), and which type a menu is for.
import { describe, expect, it } from 'vitest';
import { id, type MenuId } from '../../src/brand';
import { menuOrderType, orderTypeChosenByMenu } from '../../src/offers';

describe('orderTypeChosenByMenu', () => {
  const pickup = { id: id<MenuId>(2), isDelivery: false, isTakeAway: true };
  const delivery = { id: id<MenuId>(1), isDelivery: true, isTakeAway: false };
  const both = ['DELIVERY', 'TAKE_AWAY'] as const;

  it("makes the opened menu's type the choice of a visitor with none and an empty cart", () => {
    expect(orderTypeChosenByMenu(null, true, pickup, 'DELIVERY', both)).toBe('TAKE_AWAY');
  });

  it('leaves the type in force when one was chosen, the cart has lines, or the menu serves it', () => {
    expect(orderTypeChosenByMenu('DELIVERY', true, pickup, 'DELIVERY', both)).toBeNull();
    expect(orderTypeChosenByMenu(null, false, pickup, 'DELIVERY', both)).toBeNull();
    expect(orderTypeChosenByMenu(null, true, delivery, 'DELIVERY', both)).toBeNull();
  });

  it('chooses no type the restaurant does not take', () => {
    expect(orderTypeChosenByMenu(null, true, pickup, 'DELIVERY', ['DELIVERY'])).toBeNull();
  });
});

describe('menuOrderType', () => {
  it("is a delivery menu's DELIVERY, else TAKE_AWAY", () => {
    expect(menuOrderType({ id: id<MenuId>(1), isDelivery: true, isTakeAway: false })).toBe('DELIVERY');
    expect(menuOrderType({ id: id<MenuId>(2), isDelivery: false, isTakeAway: true })).toBe('TAKE_AWAY');
  });
});
