import { OTHER_GROUP_ID, OTHER_GROUP_ORDER, type Position, type PositionGroup } from '@nori/contract';

export interface MenuSection {
  id: number;
  name: string;
  positions: Position[];
}

const byOrder = <T extends { order: number }>(a: T, b: T): number => a.order - b.order;

/**
 * The menu's groups in order with their positions; positions without a (known) group go to the
 * synthetic 'Прочее' (spec §3: group id 0, order 999999), which is therefore always last.
 * Empty groups are left out: a heading with nothing under it is noise.
 */
export const menuSections = (
  groups: readonly PositionGroup[],
  positions: readonly Position[],
  otherName: string,
): MenuSection[] => {
  const known = new Set<number>(groups.map((group) => group.id));
  const groupOf = (position: Position): number => {
    const id = position.positionGroup?.id;
    return id !== undefined && known.has(id) ? id : OTHER_GROUP_ID;
  };
  const ordered = [...groups.filter((group) => group.id !== OTHER_GROUP_ID)].sort(byOrder);
  const other = groups.find((group) => group.id === OTHER_GROUP_ID);
  const all = [
    ...ordered.map((group) => ({ id: group.id as number, name: group.name, order: group.order })),
    { id: OTHER_GROUP_ID, name: other?.name ?? otherName, order: OTHER_GROUP_ORDER },
  ];
  return all
    .map(({ id, name }) => ({
      id,
      name,
      positions: positions.filter((position) => groupOf(position) === id).sort(byOrder),
    }))
    .filter((section) => section.positions.length > 0);
};
