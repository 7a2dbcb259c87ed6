// What the desk may put on the stop list: the restaurant's dishes (each menu's, from the public
// catalog calls the storefront uses) and their options, found by name.
import { api } from '../api/client';

export interface StopCandidate {
  kind: 'positions' | 'modifiers';
  id: number;
  name: string;
  /** The menu's name for a dish (the same dish may sit in the delivery and take-away menus). */
  where: string | null;
}

export const loadStopCandidates = async (restoId: number): Promise<StopCandidate[]> => {
  const [resto, modifierSets] = await Promise.all([
    api.getResto({ params: { id: restoId } }),
    api.listPositionModifiers({ params: { restoId } }),
  ]);
  const menus = await Promise.all(
    resto.menus.map(async (menu) => ({
      menu,
      positions: await api.listPositions({ params: { id: menu.id }, query: { restoId } }),
    })),
  );
  const dishes = menus.flatMap(({ menu, positions }) =>
    positions.map((position) => ({
      kind: 'positions' as const,
      id: position.id,
      name: position.name,
      where: menu.name,
    })),
  );
  const options = new Map<number, StopCandidate>();
  for (const set of modifierSets)
    for (const group of set.groups)
      for (const modifier of group.modifiers)
        options.set(modifier.id, { kind: 'modifiers', id: modifier.id, name: modifier.name, where: null });
  return [...dishes, ...options.values()];
};

const fold = (text: string) => text.toLocaleLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

export const matchCandidates = (candidates: readonly StopCandidate[], query: string, limit = 12) => {
  const wanted = fold(query.trim());
  if (!wanted) return [];
  return candidates.filter((candidate) => fold(candidate.name).includes(wanted)).slice(0, limit);
};
