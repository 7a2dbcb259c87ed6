import type { ModifierId } from '../brand';

/** A modifier group as the menu defines it for a position: how many of its modifiers may be chosen. */
export interface ModifierGroupRule {
  minCount: number;
  maxCount: number;
  modifiers: readonly { id: ModifierId; maxCount: number }[];
}

export interface ChosenModifier {
  id: ModifierId;
  count: number;
}

const countsById = (chosen: readonly ChosenModifier[]): Map<ModifierId, number> => {
  const counts = new Map<ModifierId, number>();
  for (const modifier of chosen) counts.set(modifier.id, (counts.get(modifier.id) ?? 0) + modifier.count);
  return counts;
};

/**
 * Whether the modifiers chosen for one unit of a position are allowed: each belongs to a group of
 * that position and stays within its own maximum, and each group's total lies between its
 * minimum and maximum (a group with minCount 1 is a required choice, such as a size). The same
 * modifier listed twice counts once with both counts added, so splitting it cannot pass a limit.
 */
export const areModifiersValid = (
  chosen: readonly ChosenModifier[],
  groups: readonly ModifierGroupRule[],
): boolean => {
  if (chosen.some((modifier) => !Number.isSafeInteger(modifier.count) || modifier.count < 1)) return false;
  const counts = countsById(chosen);
  let matched = 0;
  for (const group of groups) {
    let groupTotal = 0;
    for (const modifier of group.modifiers) {
      const count = counts.get(modifier.id);
      if (count === undefined) continue;
      if (count > modifier.maxCount) return false;
      groupTotal += count;
      matched += 1;
    }
    if (groupTotal < group.minCount || groupTotal > group.maxCount) return false;
  }
  // A chosen id that no group of the position lists is not a modifier of this position.
  return matched === counts.size;
};

/** A required choice of exactly one, such as a pizza's size: the storefront shows a radio group. */
export const isRequiredSingleChoice = (group: ModifierGroupRule): boolean =>
  group.minCount === 1 &&
  group.maxCount === 1 &&
  group.modifiers.every((modifier) => modifier.maxCount === 1);

const groupTotal = (group: ModifierGroupRule, counts: ReadonlyMap<ModifierId, number>): number =>
  group.modifiers.reduce((sum, modifier) => sum + (counts.get(modifier.id) ?? 0), 0);

/**
 * The counts a dish opens with: each required single choice starts on its first option (the
 * catalog lists the usual one first), so it can be added at once and the customer only changes
 * what they want different.
 */
export const preselectedModifiers = (groups: readonly ModifierGroupRule[]): Map<ModifierId, number> =>
  new Map(
    groups.flatMap((group) => {
      const first = group.modifiers[0];
      return isRequiredSingleChoice(group) && first ? [[first.id, 1] as const] : [];
    }),
  );

/** The groups whose minimum the chosen counts do not reach yet. */
export const groupsMissingAChoice = <G extends ModifierGroupRule>(
  groups: readonly G[],
  counts: ReadonlyMap<ModifierId, number>,
): G[] => groups.filter((group) => groupTotal(group, counts) < group.minCount);
