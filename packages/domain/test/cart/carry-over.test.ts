import { describe, expect, it } from 'vitest';
import { id, minorUnits, type MenuId, type ModifierId, type PositionId } from '../../src/brand';
import { carryCartOver, type CartPosition, type MenuDishes } from '../../src/cart';

const dish = (positionId: number, name: string, price: number) => ({
  id: id<PositionId>(positionId),
  name,
  price: minorUnits(price),
});
const menus: MenuDishes[] = [
  {
    menu: { id: id<MenuId>(201), isDelivery: true, isTakeAway: false },
    positions: [dish(201001, 'Филадельфия', 64900), dish(201050, 'Мисо-суп', 19900)],
  },
  {
    menu: { id: id<MenuId>(202), isDelivery: false, isTakeAway: true },
    positions: [dish(202001, 'Филадельфия', 62900), dish(202060, 'Моти', 15900)],
  },
];
const line = (positionId: number, menuId: number, name: string, modifiers: number[] = []): CartPosition => ({
  id: id<PositionId>(positionId),
  menuId: id<MenuId>(menuId),
  name,
  count: 2,
  price: minorUnits(64900),
  modifiers: modifiers.map((modifier) => ({
    id: id<ModifierId>(modifier),
    name: 'Соус',
    count: 1,
    price: minorUnits(4900),
  })),
});
const sauces = () => new Set([id<ModifierId>(20111)]);

describe('carryCartOver', () => {
  it('moves a dish to the same dish of the take-away menu, at its price, and names what cannot come', () => {
    const carried = carryCartOver(
      [line(201001, 201, 'Филадельфия', [20111]), line(201050, 201, 'Мисо-суп')],
      menus,
      'TAKE_AWAY',
      sauces,
    );
    expect(carried.positions).toEqual([
      { ...line(202001, 202, 'Филадельфия', [20111]), price: minorUnits(62900) },
    ]);
    expect(carried.lost.map((lost) => lost.name)).toEqual(['Мисо-суп']);
  });

  it('keeps lines already on a serving menu as they are, and merges lines meeting on one dish', () => {
    const carried = carryCartOver(
      [line(202001, 202, 'Филадельфия'), line(201001, 201, ' филадельфия ')],
      menus,
      'TAKE_AWAY',
      sauces,
    );
    expect(carried.lost).toEqual([]);
    expect(carried.positions).toHaveLength(1);
    expect(carried.positions[0]?.count).toBe(4);
  });

  it('loses a dish whose modifiers the new dish does not offer', () => {
    const carried = carryCartOver([line(201001, 201, 'Филадельфия', [999])], menus, 'TAKE_AWAY', sauces);
    expect(carried.lost).toHaveLength(1);
  });
});
