import { describe, expect, it } from 'vitest';
import { id, type ModifierId } from '../../src/brand';
import {
  areModifiersValid,
  groupsMissingAChoice,
  isRequiredSingleChoice,
  preselectedModifiers,
  type ChosenModifier,
  type ModifierGroupRule,
} from '../../src/pricing';

const m = (modifierId: number) => id<ModifierId>(modifierId);
const chosen = (modifierId: number, count = 1): ChosenModifier => ({ id: m(modifierId), count });

// 'Соус' of the test chain: up to 2 of 'Спайси'; and a required 'Размер' group.
const sauces: ModifierGroupRule = { minCount: 0, maxCount: 2, modifiers: [{ id: m(1), maxCount: 2 }] };
const size: ModifierGroupRule = {
  minCount: 1,
  maxCount: 1,
  modifiers: [
    { id: m(10), maxCount: 1 },
    { id: m(11), maxCount: 1 },
  ],
};

describe('areModifiersValid', () => {
  it('accepts no modifiers where none are required, and choices within the limits', () => {
    expect(areModifiersValid([], [sauces])).toBe(true);
    expect(areModifiersValid([chosen(1, 2)], [sauces])).toBe(true);
    expect(areModifiersValid([chosen(1), chosen(10)], [sauces, size])).toBe(true);
  });

  it('refuses a modifier that is not one of the position', () => {
    expect(areModifiersValid([chosen(99)], [sauces])).toBe(false);
    expect(areModifiersValid([chosen(1)], [])).toBe(false);
  });

  it("refuses more than a modifier's or a group's maximum, also when split over two entries", () => {
    expect(areModifiersValid([chosen(1, 3)], [sauces])).toBe(false);
    expect(areModifiersValid([chosen(1, 2), chosen(1, 1)], [sauces])).toBe(false);
    expect(areModifiersValid([chosen(10), chosen(11)], [size])).toBe(false);
  });

  it("refuses a required group left empty, and a count that isn't a positive integer", () => {
    expect(areModifiersValid([], [size])).toBe(false);
    expect(areModifiersValid([chosen(1, 0)], [sauces])).toBe(false);
  });
});

describe('modifier choices a dish opens with', () => {
  const spice: ModifierGroupRule = {
    minCount: 0,
    maxCount: 1,
    modifiers: [
      { id: m(21), maxCount: 1 },
      { id: m(22), maxCount: 1 },
    ],
  };
  const pizzaSize: ModifierGroupRule = {
    minCount: 1,
    maxCount: 1,
    modifiers: [
      { id: m(11), maxCount: 1 },
      { id: m(12), maxCount: 1 },
    ],
  };
  const twoSauces: ModifierGroupRule = { minCount: 2, maxCount: 3, modifiers: [{ id: m(31), maxCount: 2 }] };

  it('starts each required single choice on its first option, and nothing else', () => {
    expect(isRequiredSingleChoice(pizzaSize)).toBe(true);
    expect(isRequiredSingleChoice(spice)).toBe(false);
    expect([...preselectedModifiers([pizzaSize, spice, twoSauces])]).toEqual([[m(11), 1]]);
  });

  it('names the groups whose minimum is not reached', () => {
    expect(groupsMissingAChoice([pizzaSize, spice, twoSauces], new Map())).toEqual([pizzaSize, twoSauces]);
    const counts = new Map([
      [m(12), 1],
      [m(31), 2],
    ]);
    expect(groupsMissingAChoice([pizzaSize, spice, twoSauces], counts)).toEqual([]);
  });
});
