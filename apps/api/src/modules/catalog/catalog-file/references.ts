// Checks that need the whole file: unique ids and every cross reference. Each problem is reported
// with the path of the offending value, so one run lists everything a file's author has to fix.
import type { z } from 'zod';
import { promoCodeProblems } from '@nori/domain';
import type { CatalogFileShape } from './schema';
import { checkRussianFallbacks } from './translations';

type Path = (string | number)[];
type Report = (path: Path, message: string) => void;

const reportDuplicates = <T>(items: readonly T[], key: (item: T) => unknown, path: Path, report: Report) => {
  const seen = new Set<unknown>();
  items.forEach((item, index) => {
    const value = key(item);
    if (seen.has(value)) report([...path, index], `Duplicate ${String(value)}`);
    seen.add(value);
  });
};

const idsOf = (items: readonly { id: number }[]) => new Set(items.map((item) => item.id));

const checkIdList = (
  ids: readonly number[] | null,
  known: Set<number>,
  what: string,
  path: Path,
  report: Report,
) => {
  ids?.forEach((id, index) => {
    if (!known.has(id)) report([...path, index], `Unknown ${what} id ${id}`);
  });
};

function checkUniqueness(file: CatalogFileShape, report: Report) {
  const withIds: Record<string, readonly { id: number }[]> = {
    cities: file.cities,
    restos: file.restos,
    menus: file.menus,
    positionGroups: file.positionGroups,
    positions: file.positions,
    modifierGroups: file.modifierGroups,
    timeSlots: file.timeSlots,
    zones: file.zones,
    promotions: file.promotions,
    discounts: file.discounts,
  };
  for (const [name, items] of Object.entries(withIds))
    reportDuplicates(items, (item) => item.id, [name], report);
  reportDuplicates(file.promoCodes, (promoCode) => promoCode.code.toUpperCase(), ['promoCodes'], report);
  // Modifiers are chosen by id in an order, so their ids are unique across all groups.
  const modifiers = file.modifierGroups.flatMap((group, groupIndex) =>
    group.modifiers.map((modifier, index) => ({
      id: modifier.id,
      path: ['modifierGroups', groupIndex, 'modifiers', index],
    })),
  );
  const seen = new Set<number>();
  for (const modifier of modifiers) {
    if (seen.has(modifier.id)) report([...modifier.path, 'id'], `Duplicate modifier id ${modifier.id}`);
    seen.add(modifier.id);
  }
}

function checkReferencesBetween(file: CatalogFileShape, report: Report) {
  const cities = idsOf(file.cities);
  const restos = idsOf(file.restos);
  const menus = idsOf(file.menus);
  const positions = idsOf(file.positions);
  const groupMenus = new Map(file.positionGroups.map((group) => [group.id, group.menuId]));

  file.restos.forEach((resto, i) => {
    if (!cities.has(resto.cityId)) report(['restos', i, 'cityId'], `Unknown city id ${resto.cityId}`);
    checkIdList(resto.menuIds, menus, 'menu', ['restos', i, 'menuIds'], report);
  });
  file.positionGroups.forEach((group, i) => {
    if (!menus.has(group.menuId)) report(['positionGroups', i, 'menuId'], `Unknown menu id ${group.menuId}`);
  });
  file.positions.forEach((position, i) => {
    if (!menus.has(position.menuId)) report(['positions', i, 'menuId'], `Unknown menu id ${position.menuId}`);
    if (position.groupId === null) return;
    const groupMenu = groupMenus.get(position.groupId);
    if (groupMenu === undefined)
      report(['positions', i, 'groupId'], `Unknown position group id ${position.groupId}`);
    else if (groupMenu !== position.menuId) {
      report(['positions', i, 'groupId'], `Position group ${position.groupId} belongs to menu ${groupMenu}`);
    }
  });
  file.modifierGroups.forEach((group, i) => {
    checkIdList(group.positionIds, positions, 'position', ['modifierGroups', i, 'positionIds'], report);
  });
  file.timeSlots.forEach((slot, i) => {
    if (!restos.has(slot.restoId)) report(['timeSlots', i, 'restoId'], `Unknown resto id ${slot.restoId}`);
    checkIdList(slot.positionIds, positions, 'position', ['timeSlots', i, 'positionIds'], report);
  });
  file.zones.forEach((zone, i) => {
    if (!restos.has(zone.restoId)) report(['zones', i, 'restoId'], `Unknown resto id ${zone.restoId}`);
  });
  for (const name of ['promotions', 'promoCodes', 'discounts'] as const) {
    file[name].forEach((item, i) =>
      checkIdList(item.restoIds, restos, 'resto', [name, i, 'restoIds'], report),
    );
  }
}

function checkValues(file: CatalogFileShape, report: Report) {
  file.modifierGroups.forEach((group, i) => {
    if (group.minCount > group.maxCount)
      report(['modifierGroups', i, 'minCount'], 'minCount exceeds maxCount');
  });
  file.zones.forEach((zone, i) =>
    zone.rules.forEach((rule, r) => {
      if (rule.maxOrderPrice !== null && rule.maxOrderPrice <= rule.minOrderPrice) {
        report(['zones', i, 'rules', r, 'maxOrderPrice'], 'maxOrderPrice must exceed minOrderPrice');
      }
    }),
  );
  file.discounts.forEach((discount, i) => {
    if (discount.kind === 'PERCENT' && discount.value > 100)
      report(['discounts', i, 'value'], 'A percentage is at most 100');
  });
  // The office's editor refuses the same (promoCodeProblems).
  file.promoCodes.forEach((promoCode, i) => {
    for (const problem of promoCodeProblems(promoCode))
      report(['promoCodes', i, problem.field], problem.message);
  });
}

/** superRefine body for the whole catalog file. */
export function checkCatalogFile(file: CatalogFileShape, ctx: z.RefinementCtx) {
  const report: Report = (path, message) => ctx.addIssue({ code: 'custom', path, message });
  checkUniqueness(file, report);
  checkReferencesBetween(file, report);
  checkValues(file, report);
  const { restos, positions, promotions } = file;
  checkRussianFallbacks({ restos, positions, promotions }, report);
}
