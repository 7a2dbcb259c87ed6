import { NOTHING_SOLD_OUT, type SoldOut } from '@nori/domain';
import type { CatalogSnapshot } from './catalog-snapshot';

/** What the restaurant has sold out, as the catalog's soldOut flags say (issue 25). */
export function soldOutOf(snapshot: Pick<CatalogSnapshot, 'menus' | 'modifiers'> | null): SoldOut {
  if (!snapshot) return NOTHING_SOLD_OUT;
  const positionIds = new Set<number>();
  const modifierIds = new Set<number>();
  for (const { positions } of snapshot.menus)
    for (const position of positions) if (position.soldOut) positionIds.add(position.id);
  for (const { groups } of snapshot.modifiers)
    for (const group of groups)
      for (const modifier of group.modifiers) if (modifier.soldOut) modifierIds.add(modifier.id);
  return positionIds.size + modifierIds.size === 0 ? NOTHING_SOLD_OUT : { positionIds, modifierIds };
}
