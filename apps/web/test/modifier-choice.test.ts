// Which modifiers a dish opens with, and what the layer says is missing before it can be added.
import type { ModifierGroup } from '@nori/contract';
import { minorUnits, type ModifierId } from '@nori/domain';
import { describe, expect, it } from 'vitest';
import { missingGroupNames, preselectedCounts } from '../app/features/menu/modifier-picker';

const modifier = (id: number, maxCount = 1) => ({
  id: id as ModifierId,
  name: `m${id}`,
  price: minorUnits(0),
  maxCount,
});
const size: ModifierGroup = {
  id: 1,
  name: 'Размер',
  minCount: 1,
  maxCount: 1,
  modifiers: [modifier(11), modifier(12)],
};
const spice: ModifierGroup = {
  id: 2,
  name: 'Острота',
  minCount: 0,
  maxCount: 1,
  modifiers: [modifier(21), modifier(22)],
};
const sauces: ModifierGroup = {
  id: 3,
  name: 'Соусы',
  minCount: 2,
  maxCount: 3,
  modifiers: [modifier(31, 2)],
};

describe('modifier choices', () => {
  it('starts each required single choice on its first option, and nothing else', () => {
    expect([...preselectedCounts([size, spice, sauces])]).toEqual([[11, 1]]);
  });

  it('names the groups whose minimum is not reached', () => {
    expect(missingGroupNames([size, spice, sauces], new Map())).toEqual(['Размер', 'Соусы']);
    const chosen = new Map([
      [12 as ModifierId, 1],
      [31 as ModifierId, 2],
    ]);
    expect(missingGroupNames([size, spice, sauces], chosen)).toEqual([]);
  });
});
