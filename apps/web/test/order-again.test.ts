// 'Order again': a past order's lines become cart lines at today's prices; what is gone is named,
// and so is every changed price.
import type { OrderLine, PositionModifiers } from '@nori/contract';
import { minorUnits } from '@nori/domain';
import { describe, expect, it } from 'vitest';
import type { MenuContent } from '../app/catalog';
import { orderAgain } from '../app/features/orders/order-again';

const menu = (positions: { id: number; name: string; price: number }[]): MenuContent =>
  ({
    menu: { id: 201, name: 'Доставка' },
    groups: [],
    positions: positions.map((position) => ({ ...position, menu: { id: 201 } })),
  }) as unknown as MenuContent;

interface PlainLine {
  id: number;
  name: string;
  count: number;
  price: number;
  modifiers: { id: number; name: string; count: number; price: number }[];
}

/** An order line as the API answers it (amounts in minor units). */
const line = (overrides: Partial<PlainLine>): OrderLine => {
  const plain: PlainLine = {
    id: 1,
    name: 'Филадельфия',
    count: 1,
    price: 64900,
    modifiers: [],
    ...overrides,
  };
  return { ...plain, discount: 0, sum: plain.price * plain.count } as unknown as OrderLine;
};

const sauces: PositionModifiers[] = [
  {
    positionId: 1 as PositionModifiers['positionId'],
    groups: [
      {
        id: 1,
        name: 'Соусы',
        minCount: 0,
        maxCount: 3,
        modifiers: [{ id: 7 as never, name: 'Соус спайси', price: minorUnits(4900), maxCount: 3 }],
      },
    ],
  },
];

describe('orderAgain', () => {
  it("moves a dish of another order type's menu to the same dish of today's menu", () => {
    // A delivery order (position 201001) repeated for take-away: the take-away menu's 1.
    const result = orderAgain(
      [line({ id: 201001, count: 2 })],
      [menu([{ id: 1, name: 'Филадельфия', price: 64900 }])],
      [],
    );
    expect(result.positions).toMatchObject([{ id: 1, menuId: 201, name: 'Филадельфия', count: 2 }]);
    expect(result.unavailable).toEqual([]);
  });

  it("rebuilds the lines with their counts and modifiers at today's prices", () => {
    const result = orderAgain(
      [line({ count: 2, modifiers: [{ id: 7, name: 'Соус спайси', count: 2, price: 4900 }] })],
      [menu([{ id: 1, name: 'Филадельфия', price: 64900 }])],
      sauces,
    );
    expect(result).toEqual({
      positions: [
        {
          id: 1,
          menuId: 201,
          name: 'Филадельфия',
          count: 2,
          price: 64900,
          modifiers: [{ id: 7, name: 'Соус спайси', count: 2, price: 4900 }],
        },
      ],
      unavailable: [],
      repriced: [],
    });
  });

  it('names a dish that is no longer on the menu, or whose modifier is gone, and leaves it out', () => {
    const result = orderAgain(
      [
        line({ id: 2, name: 'Сезонный ролл' }),
        line({ modifiers: [{ id: 8, name: 'Трюфельный соус', count: 1, price: 9900 }] }),
        line({ id: 3, name: 'Калифорния', price: 48900 }),
      ],
      [
        menu([
          { id: 1, name: 'Филадельфия', price: 64900 },
          { id: 3, name: 'Калифорния', price: 48900 },
        ]),
      ],
      sauces,
    );
    expect(result.unavailable).toEqual(['Сезонный ролл', 'Филадельфия']);
    expect(result.positions.map((position) => position.name)).toEqual(['Калифорния']);
  });

  it('names a changed price, of the dish or of a modifier, per dish with its modifiers', () => {
    const result = orderAgain(
      [line({ modifiers: [{ id: 7, name: 'Соус спайси', count: 2, price: 3900 }] })],
      [menu([{ id: 1, name: 'Филадельфия', price: 69900 }])],
      sauces,
    );
    // Then 649 + 2 × 39, now 699 + 2 × 49.
    expect(result.repriced).toEqual([{ name: 'Филадельфия', was: 72700, now: 79700 }]);
    expect(result.positions[0]?.price).toBe(69900);
    expect(result.positions[0]?.modifiers[0]?.price).toBe(4900);
  });
});
