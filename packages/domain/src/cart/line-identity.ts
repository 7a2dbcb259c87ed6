import type { CartLineKey, CartModifier } from './types';

// The modifiers as a multiset: id → total count. Order does not matter, a modifier listed
// twice counts once with the summed count, and a zero count is the same as no modifier.
const modifierCounts = (modifiers: readonly CartModifier[]): Map<number, number> => {
  const counts = new Map<number, number>();
  for (const modifier of modifiers) {
    const count = (counts.get(modifier.id) ?? 0) + modifier.count;
    if (count === 0) counts.delete(modifier.id);
    else counts.set(modifier.id, count);
  }
  return counts;
};

/** Same set of modifier ids with the same counts, in any order (spec §4). */
export const sameModifiers = (a: readonly CartModifier[], b: readonly CartModifier[]): boolean => {
  const left = modifierCounts(a);
  const right = modifierCounts(b);
  if (left.size !== right.size) return false;
  for (const [id, count] of left) {
    if (right.get(id) !== count) return false;
  }
  return true;
};

/**
 * Whether two lines are the same line. Spec §4 matches additions by id and modifiers and
 * removals by id, menu and modifiers; we use the stricter rule for both, so whatever was added
 * as one line can always be found again to remove it.
 */
export const isSameLine = (a: CartLineKey, b: CartLineKey): boolean =>
  a.id === b.id && a.menuId === b.menuId && sameModifiers(a.modifiers, b.modifiers);
