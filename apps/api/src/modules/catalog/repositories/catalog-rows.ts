// The one place that knows both shapes of the catalog: the file's entities and the table rows.
// toRows feeds the import, fromRows rebuilds the file on export; together they round-trip.
import type { CatalogFile } from '../catalog-file/schema';
import type {
  cities,
  discounts,
  menus,
  modifierGroups,
  modifiers,
  positionGroups,
  positions,
  promoCodes,
  promotions,
  restos,
  timeSlots,
  zones,
} from '../../../db/schema';

export interface CatalogRows {
  cities: (typeof cities.$inferInsert)[];
  restos: (typeof restos.$inferInsert)[];
  menus: (typeof menus.$inferInsert)[];
  positionGroups: (typeof positionGroups.$inferInsert)[];
  positions: (typeof positions.$inferInsert)[];
  modifierGroups: (typeof modifierGroups.$inferInsert)[];
  modifiers: (typeof modifiers.$inferInsert)[];
  timeSlots: (typeof timeSlots.$inferInsert)[];
  zones: (typeof zones.$inferInsert)[];
  promotions: (typeof promotions.$inferInsert)[];
  promoCodes: (typeof promoCodes.$inferInsert)[];
  discounts: (typeof discounts.$inferInsert)[];
}

export type StoredCatalog = { [K in keyof CatalogRows]: Required<CatalogRows[K][number]>[] };

const toDate = (value: string | null) => (value === null ? null : new Date(value));

/** A row without translations has a null i18n column, and its file entity no `i18n` key at all. */
const texts = <T extends { i18n: unknown }>({ i18n, ...row }: T) =>
  (i18n === null ? row : { ...row, i18n }) as Omit<T, 'i18n'> & { i18n?: NonNullable<T['i18n']> };

export function toRows(file: CatalogFile, tenantId: number): CatalogRows {
  const scoped = <T extends object>(items: T[]) => items.map((item) => ({ ...item, tenantId }));
  return {
    cities: scoped(file.cities),
    restos: file.restos.map(({ order, ...resto }) => ({ ...resto, tenantId, sortOrder: order })),
    menus: file.menus.map(({ order, ...menu }) => ({ ...menu, tenantId, sortOrder: order })),
    positionGroups: file.positionGroups.map(({ order, ...group }) => ({
      ...group,
      tenantId,
      sortOrder: order,
    })),
    positions: file.positions.map(({ order, measure, ...position }) => ({
      ...position,
      tenantId,
      sortOrder: order,
      measureValue: measure.value,
      measureUnit: measure.unit,
    })),
    modifierGroups: file.modifierGroups.map(({ modifiers: _modifiers, ...group }) => ({
      ...group,
      tenantId,
    })),
    modifiers: file.modifierGroups.flatMap((group) =>
      group.modifiers.map((modifier, index) => ({
        ...modifier,
        tenantId,
        groupId: group.id,
        sortOrder: index,
      })),
    ),
    timeSlots: scoped(file.timeSlots),
    zones: scoped(file.zones),
    promotions: file.promotions.map(({ order, ...promotion }) => ({
      ...promotion,
      tenantId,
      sortOrder: order,
    })),
    promoCodes: file.promoCodes.map((promoCode) => ({
      ...promoCode,
      tenantId,
      startsAt: toDate(promoCode.startsAt),
      endsAt: toDate(promoCode.endsAt),
    })),
    discounts: scoped(file.discounts),
  };
}

/** Rebuilds the catalog file from stored rows (each collection already in export order). */
export function fromRows(tenant: CatalogFile['tenant'], rows: StoredCatalog): CatalogFile {
  return {
    formatVersion: 1,
    tenant,
    cities: rows.cities.map(({ tenantId: _t, ...city }) => texts(city)),
    restos: rows.restos.map(({ tenantId: _t, sortOrder, orderTimes, ...resto }) => ({
      ...texts(resto),
      order: sortOrder,
      ...(orderTimes === null ? {} : { orderTimes }),
    })),
    menus: rows.menus.map(({ tenantId: _t, sortOrder, ...menu }) => ({ ...texts(menu), order: sortOrder })),
    positionGroups: rows.positionGroups.map(({ tenantId: _t, sortOrder, ...group }) => ({
      ...texts(group),
      order: sortOrder,
    })),
    positions: rows.positions.map(({ tenantId: _t, sortOrder, measureValue, measureUnit, ...position }) => ({
      ...texts(position),
      measure: { value: measureValue, unit: measureUnit },
      order: sortOrder,
    })),
    modifierGroups: rows.modifierGroups.map(({ tenantId: _t, ...group }) => ({
      ...texts(group),
      modifiers: rows.modifiers
        .filter((modifier) => modifier.groupId === group.id)
        .map(({ id, name, price, maxCount, i18n }) => texts({ id, name, price, maxCount, i18n })),
    })),
    timeSlots: rows.timeSlots.map(({ tenantId: _t, ...slot }) => slot),
    zones: rows.zones.map(({ tenantId: _t, ...zone }) => texts(zone)),
    promotions: rows.promotions.map(({ tenantId: _t, sortOrder, ...promotion }) => ({
      ...texts(promotion),
      order: sortOrder,
    })),
    promoCodes: rows.promoCodes.map(({ tenantId: _t, startsAt, endsAt, ...promoCode }) => ({
      ...promoCode,
      startsAt: startsAt?.toISOString() ?? null,
      endsAt: endsAt?.toISOString() ?? null,
    })),
    discounts: rows.discounts.map(({ tenantId: _t, ...discount }) => discount),
  };
}
