// Issue 34: business lunches on a weekend led the menu with an active 'Добавить'. What cannot be
// ordered now goes after what can: within a section, and sections with nothing to order now last.
import type { Position, PositionGroup } from '@nori/contract';
import { describe, expect, it } from 'vitest';
import { menuSections } from '../app/features/menu/menu-sections';

const group = (id: number, name: string, order: number) => ({ id, menuId: 201, name, order, photos: [] });
const dish = (id: number, groupId: number, order: number) =>
  ({
    id,
    menu: { id: 201 },
    positionGroup: { id: groupId },
    name: `dish ${id}`,
    description: '',
    price: 10000,
    measure: { value: 100, unit: 'g' },
    photos: [],
    tags: [],
    order,
    hasModifiers: false,
  }) as unknown as Position;

const groups = [
  group(1, 'Бизнес-ланч', 1),
  group(2, 'Роллы', 2),
  group(3, 'Супы', 3),
] as unknown as PositionGroup[];
// Lunches (1xx) are not sold now; one soup (301) is not either; 901 has no group ('Прочее').
const positions = [
  dish(101, 1, 1),
  dish(102, 1, 2),
  dish(201, 2, 1),
  dish(301, 3, 1),
  dish(302, 3, 2),
  dish(901, 99, 1),
];
const notNow = new Set([101, 102, 301]);
const isAvailable = (position: Position) => !notNow.has(position.id);
const layout = (sections: ReturnType<typeof menuSections>) =>
  sections.map((section) => [section.name, section.positions.map((position) => position.id)]);

describe('the menu in the order one can order from it', () => {
  it('puts what can be ordered now first, in each section and among the sections, Прочее last', () => {
    expect(layout(menuSections(groups, positions, 'Прочее', isAvailable))).toEqual([
      ['Роллы', [201]],
      ['Супы', [302, 301]],
      ['Бизнес-ланч', [101, 102]],
      ['Прочее', [901]],
    ]);
  });

  it('keeps the groups’ own order when everything can be ordered', () => {
    expect(layout(menuSections(groups, positions, 'Прочее', () => true))).toEqual([
      ['Бизнес-ланч', [101, 102]],
      ['Роллы', [201]],
      ['Супы', [301, 302]],
      ['Прочее', [901]],
    ]);
  });
});
