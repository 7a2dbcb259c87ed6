// Menus, their groups and positions, modifiers and time slots: the dish catalogue is written once
// and listed on every menu in that menu's currency.
import { DAYS_OF_WEEK } from '@nori/domain';
import type { DemoDish, DemoMenu, DemoSlot } from './model';
import type { CatalogFile } from '../src/modules/catalog/catalog-file/schema';
import { DEMO_DISHES } from './content/dishes';
import { DEMO_GROUPS } from './content/groups';
import { DEMO_MENUS } from './content/menus';
import { DEMO_MODIFIER_GROUPS } from './content/modifiers';
import { DEMO_RESTOS } from './content/restos';
import { DEMO_TIME_SLOTS } from './content/time-slots';
import { dishI18n, GROUP_TEXTS, MENU_TEXTS, MODIFIER_TEXTS, nameI18n, withTagI18n } from './content/texts';
import { imageUrl, perCurrencyId, positionGroupId, positionId, timeSlotId } from './ids';

type Catalog = Pick<CatalogFile, 'menus' | 'positionGroups' | 'positions' | 'modifierGroups' | 'timeSlots'>;

const groupOrderByKey = new Map(DEMO_GROUPS.map((group) => [group.key, group.order]));

const priceIn = (menu: DemoMenu, item: { priceRub: number; priceEurCents: number }) =>
  menu.currency === 'RUB' ? item.priceRub * 100 : item.priceEurCents;

const groupIdOf = (menu: DemoMenu, dish: DemoDish) => {
  if (dish.groupKey === null) return null;
  const order = groupOrderByKey.get(dish.groupKey);
  if (order === undefined) throw new Error(`Dish '${dish.slug}' names an unknown group '${dish.groupKey}'`);
  return positionGroupId(menu.id, order);
};

const positionsOf = (menu: DemoMenu): Catalog['positions'] =>
  DEMO_DISHES.map((dish, index) => ({
    id: positionId(menu.id, dish.no),
    menuId: menu.id,
    groupId: groupIdOf(menu, dish),
    name: dish.name,
    description: dish.description,
    price: priceIn(menu, dish),
    measure: dish.measure,
    photos: [{ url: imageUrl('dishes', dish.slug) }],
    tags: dish.tags.map(withTagI18n),
    order: (index + 1) * 10,
    i18n: dishI18n(dish.slug),
  }));

const modifierGroups = (): Catalog['modifierGroups'] =>
  (['RUB', 'EUR'] as const).flatMap((currency) => {
    const menus = DEMO_MENUS.filter((menu) => menu.currency === currency);
    return DEMO_MODIFIER_GROUPS.map((group) => ({
      id: perCurrencyId(group.id, currency),
      positionIds: menus.flatMap((menu) => group.dishNos.map((no) => positionId(menu.id, no))),
      name: group.name,
      minCount: group.minCount,
      maxCount: group.maxCount,
      modifiers: group.modifiers.map((modifier) => ({
        id: perCurrencyId(modifier.id, currency),
        name: modifier.name,
        price: currency === 'RUB' ? modifier.priceRub * 100 : modifier.priceEurCents,
        maxCount: modifier.maxCount,
        i18n: nameI18n(MODIFIER_TEXTS[modifier.id], `modifier ${modifier.id}`),
      })),
      i18n: nameI18n(MODIFIER_TEXTS[group.id], `modifier group ${group.id}`),
    }));
  });

// Every weekday is listed, the days outside the range as inactive, so no reader has to guess
// whether a missing day means 'never' or 'always'.
const weekOf = (range: DemoSlot) =>
  DAYS_OF_WEEK.map((dayOfWeek) => ({
    dayOfWeek,
    startAt: range.startAt,
    endAt: range.endAt,
    isActive: range.days.includes(dayOfWeek),
  }));

const timeSlots = (): Catalog['timeSlots'] =>
  DEMO_TIME_SLOTS.flatMap((slot) =>
    DEMO_RESTOS.filter((resto) => slot.restoIds.includes(resto.id)).map((resto) => ({
      id: timeSlotId(slot.id, resto.id),
      restoId: resto.id,
      positionIds: resto.menuIds.flatMap((menuId) => slot.dishNos.map((no) => positionId(menuId, no))),
      details: slot.slots.flatMap(weekOf),
    })),
  );

export const buildMenuCatalog = (): Catalog => ({
  menus: DEMO_MENUS.map(({ currency: _currency, ...menu }) => ({
    ...menu,
    i18n: nameI18n(MENU_TEXTS[menu.name], `menu '${menu.name}'`),
  })),
  positionGroups: DEMO_MENUS.flatMap((menu) =>
    DEMO_GROUPS.map((group) => ({
      id: positionGroupId(menu.id, group.order),
      menuId: menu.id,
      name: group.name,
      order: group.order,
      photos: [{ url: imageUrl('groups', group.photoSlug) }],
      i18n: nameI18n(GROUP_TEXTS[group.key], `group '${group.key}'`),
    })),
  ),
  positions: DEMO_MENUS.flatMap(positionsOf),
  modifierGroups: modifierGroups(),
  timeSlots: timeSlots(),
});
