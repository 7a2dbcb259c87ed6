import { describe, expect, it } from 'vitest';
import { id, type MenuId } from '../../src/brand';
import { menuServes, unavailableCartLines, type MenuServing } from '../../src/cart';
import { position } from './fixtures';

const menu = (menuId: number, flags: Partial<Omit<MenuServing, 'id'>>): MenuServing => ({
  id: id<MenuId>(menuId),
  isDelivery: false,
  isTakeAway: false,
  ...flags,
});

// The demo chain's shape: one delivery menu and one take-away menu shared by two restaurants.
const DELIVERY_MENU = menu(201, { isDelivery: true });
const TAKE_AWAY_MENU = menu(202, { isTakeAway: true });

describe('menuServes', () => {
  it('reads the flag of the delivery type', () => {
    expect(menuServes(DELIVERY_MENU, 'DELIVERY')).toBe(true);
    expect(menuServes(DELIVERY_MENU, 'TAKE_AWAY')).toBe(false);
    expect(menuServes(TAKE_AWAY_MENU, 'TAKE_AWAY')).toBe(true);
    expect(menuServes(TAKE_AWAY_MENU, 'DELIVERY')).toBe(false);
  });

  it('serves both types when a menu has both flags', () => {
    const both = menu(7, { isDelivery: true, isTakeAway: true });
    expect(menuServes(both, 'DELIVERY') && menuServes(both, 'TAKE_AWAY')).toBe(true);
  });
});

describe('unavailableCartLines', () => {
  it('finds nothing in an empty cart', () => {
    expect(unavailableCartLines([], [], 'DELIVERY')).toEqual([]);
  });

  it('keeps lines of a menu the restaurant serves for the type', () => {
    const lines = [position(1, { menuId: 201 }), position(2, { menuId: 201, count: 3 })];
    expect(unavailableCartLines(lines, [DELIVERY_MENU, TAKE_AWAY_MENU], 'DELIVERY')).toEqual([]);
  });

  it('returns lines whose menu the restaurant does not have', () => {
    const foreign = position(3, { menuId: 203 });
    const lines = [position(1, { menuId: 201 }), foreign];
    expect(unavailableCartLines(lines, [DELIVERY_MENU, TAKE_AWAY_MENU], 'DELIVERY')).toEqual([foreign]);
  });

  it('returns lines of a menu the restaurant has but not for the new type', () => {
    const takeAwayLine = position(1, { menuId: 202 });
    expect(unavailableCartLines([takeAwayLine], [DELIVERY_MENU, TAKE_AWAY_MENU], 'DELIVERY')).toEqual([
      takeAwayLine,
    ]);
    expect(unavailableCartLines([takeAwayLine], [DELIVERY_MENU, TAKE_AWAY_MENU], 'TAKE_AWAY')).toEqual([]);
  });

  it('returns every line at a restaurant without menus', () => {
    const lines = [position(1, { menuId: 201 }), position(2, { menuId: 202 })];
    expect(unavailableCartLines(lines, [], 'TAKE_AWAY')).toEqual(lines);
  });
});
