import { OTHER_GROUP_ID, OTHER_GROUP_ORDER, type Position, type PositionGroup } from '@nori/contract';
import type { MenuContent } from '../../catalog';

export interface MenuSection {
  id: number;
  name: string;
  positions: Position[];
  /**
   * How many dishes follow `positions` in the document as markup whose records the browser does
   * not have yet (a page's seed holds the first screen's only: page-seed.server.ts).
   */
  later?: number;
}

const byOrder = <T extends { order: number }>(a: T, b: T): number => a.order - b.order;

/**
 * Orderable now first (issue 34: business lunches on a weekend led the menu): in each section its
 * dishes that can be ordered now, then the others; and the sections with something to order now
 * before those with nothing, each in its own order otherwise. 'Прочее' stays last (spec §3).
 */
const orderableFirst = (sections: MenuSection[], isAvailable: (position: Position) => boolean) => {
  const now = (section: MenuSection) => section.id !== OTHER_GROUP_ID && section.positions.some(isAvailable);
  const later = (section: MenuSection) => section.id !== OTHER_GROUP_ID && !now(section);
  const sorted = sections.map((section) => ({
    ...section,
    positions: [
      ...section.positions.filter(isAvailable),
      ...section.positions.filter((position) => !isAvailable(position)),
    ],
  }));
  return [
    ...sorted.filter(now),
    ...sorted.filter(later),
    ...sorted.filter((section) => section.id === OTHER_GROUP_ID),
  ];
};

/**
 * The menu's groups in order with their positions; positions without a (known) group go to the
 * synthetic 'Прочее' (spec §3: group id 0, order 999999), last among the sections with dishes to
 * order now. Empty groups are left out: a heading with nothing under it is noise. With
 * `isAvailable`, what cannot be ordered now goes after what can (orderableFirst).
 */
export const menuSections = (
  groups: readonly PositionGroup[],
  positions: readonly Position[],
  otherName: string,
  isAvailable?: (position: Position) => boolean,
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
  const sections = all
    .map(({ id, name }) => ({
      id,
      name,
      positions: positions.filter((position) => groupOf(position) === id).sort(byOrder),
    }))
    .filter((section) => section.positions.length > 0);
  return isAvailable ? orderableFirst(sections, isAvailable) : sections;
};

/**
 * The sections of a menu as its document shows them: with a seed's outline, each section's dishes
 * rendered from records (the first `live` of the page) and the number after them the document has
 * as markup; the same as menuSections once the menu's records are all there.
 */
export const shownSections = (
  content: MenuContent,
  otherName: string,
  isAvailable?: (position: Position) => boolean,
): MenuSection[] => {
  const { outline } = content;
  const known = menuSections(content.groups, content.positions, otherName, isAvailable);
  if (!outline) return known;
  const live = known.flatMap((section) => section.positions).slice(0, outline.live);
  const names = new Map(known.map((section) => [section.id, section.name]));
  const groupName = (id: number) =>
    names.get(id) ??
    content.groups.find((group) => group.id === id)?.name ??
    (id === OTHER_GROUP_ID ? otherName : '');
  return outline.sections.map(({ id, size }) => {
    const positions =
      known.find((section) => section.id === id)?.positions.filter((p) => live.includes(p)) ?? [];
    return { id, name: groupName(id), positions, later: size - positions.length };
  });
};
