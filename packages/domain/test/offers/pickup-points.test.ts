import { describe, expect, it } from 'vitest';
import { firstPickupPoint, sortPickupPoints } from '../../src/offers';

const resto = (id: number, order: number, address: string) => ({ id, order, address });

describe('sortPickupPoints', () => {
  it('sorts by order first, then by address', () => {
    const sorted = sortPickupPoints(
      [resto(1, 2, 'Арбат, 1'), resto(2, 1, 'Тверская, 5'), resto(3, 1, 'Арбат, 10')],
      'ru',
    );
    expect(sorted.map((r) => r.id)).toEqual([3, 2, 1]);
  });

  it('compares addresses the way the language reads them, numbers by value', () => {
    const sorted = sortPickupPoints(
      [
        resto(1, 0, 'ёлочная, 1'),
        resto(2, 0, 'Ясная, 1'),
        resto(3, 0, 'Елецкая, 10'),
        resto(4, 0, 'Елецкая, 9'),
      ],
      'ru',
    );
    // Code-unit order would put 'Ясная' before 'ёлочная' and '10' before '9'.
    expect(sorted.map((r) => r.id)).toEqual([4, 3, 1, 2]);
  });

  it('sorts Montenegrin Latin addresses with their letters', () => {
    const sorted = sortPickupPoints(
      [resto(1, 0, 'Zetska'), resto(2, 0, 'Čađavica'), resto(3, 0, 'Cetinjska')],
      'cnr',
    );
    expect(sorted.map((r) => r.id)).toEqual([3, 2, 1]);
  });

  it('leaves the input untouched', () => {
    const restos = [resto(1, 2, 'B'), resto(2, 1, 'A')];
    sortPickupPoints(restos, 'en');
    expect(restos.map((r) => r.id)).toEqual([1, 2]);
  });
});

describe('firstPickupPoint', () => {
  it('is the first sorted pickup point, or null when there is none', () => {
    expect(firstPickupPoint([resto(1, 5, 'A'), resto(2, 3, 'Z')], 'ru')?.id).toBe(2);
    expect(firstPickupPoint([], 'ru')).toBeNull();
  });
});
