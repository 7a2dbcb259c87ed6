// The public catalog use cases (spec §7): each returns the wire shape of its contract call or
// throws a typed error. The white label picks the tenant where a call has it; calls by id reach
// only rows of the tenant that owns that id. Texts are in the asked locale (catalog-dto.ts).
import type { z } from 'zod';
import {
  pageInfo,
  type PageQuery,
  type positionModifiersSchema,
  type positionTimeSlotSchema,
} from '@nori/contract';
import type { Locale, SoldOut } from '@nori/domain';
import type { Database } from '../../../db/client';
import { notFound } from '../../../errors';
import * as q from '../repositories/catalog-queries';
import { findTenantByCode } from '../repositories/tenants';
import {
  cityDto,
  otherGroup,
  positionDto,
  positionGroupDto,
  promotionDto,
  restoDto,
  textIn,
  zoneDto,
  type PositionGroupDto,
  type ZoneDto,
} from './catalog-dto';
import type { RunningEngines } from '../../payments/services/pay-engines';

type PositionModifiersDto = z.input<typeof positionModifiersSchema>;
type PositionTimeSlotDto = z.input<typeof positionTimeSlotSchema>;

/**
 * `engines`: the payment engines running here, which decide whether a restaurant offers online
 * payment; `now`: the clock that picks a named time zone's offset (issue 21).
 */
export function createCatalogReads(
  db: Database,
  engines: RunningEngines,
  now: () => Date = () => new Date(),
) {
  const tenantOf = async (whiteLabel: string) => {
    const tenant = await findTenantByCode(db, whiteLabel);
    if (!tenant) throw notFound(`Unknown whiteLabel '${whiteLabel}'`);
    return tenant;
  };
  const city = async (id: number) =>
    (await q.findCity(db, id)) ?? Promise.reject(notFound(`City ${id} not found`));
  const resto = async (id: number) =>
    (await q.findResto(db, id)) ?? Promise.reject(notFound(`Resto ${id} not found`));
  const menu = async (id: number) =>
    (await q.findMenu(db, id)) ?? Promise.reject(notFound(`Menu ${id} not found`));
  const zonePage = async (restoIds: number[], page: PageQuery, locale: Locale) => {
    const { rows, total } = await q.pageZones(db, restoIds, page.page, page.size);
    const content: ZoneDto[] = rows.map((row) => zoneDto(row, locale));
    return { content, page: pageInfo(page, total) };
  };

  return {
    listCities: async (whiteLabel: string, locale: Locale) =>
      (await q.listCities(db, (await tenantOf(whiteLabel)).id)).map((row) => cityDto(row, locale)),

    getCity: async (cityId: number, locale: Locale) => cityDto(await city(cityId), locale),

    listCityDeliveries: async (cityId: number, page: PageQuery, locale: Locale) => {
      await city(cityId);
      return zonePage(await q.listRestoIdsOfCity(db, cityId), page, locale);
    },

    listRestos: async (cityId: number, whiteLabel: string, locale: Locale) => {
      const tenant = await tenantOf(whiteLabel);
      const found = await q.findCity(db, cityId);
      // Another chain's city is as unknown to this white label as a city that does not exist.
      if (found?.tenantId !== tenant.id) throw notFound(`City ${cityId} not found`);
      const rows = await q.listRestosOfCity(db, cityId);
      return rows.map((row) => ({ id: row.id, name: textIn(row, 'name', locale) }));
    },

    getResto: async (restoId: number, locale: Locale) => {
      const row = await resto(restoId);
      return restoDto(
        row,
        await q.listMenus(db, row.tenantId, row.menuIds),
        engines,
        locale,
        now().getTime(),
      );
    },

    listPositionGroups: async (menuId: number, locale: Locale): Promise<PositionGroupDto[]> => {
      await menu(menuId);
      const [groups, ungrouped] = await Promise.all([
        q.listPositionGroups(db, menuId),
        q.hasUngroupedPositions(db, menuId),
      ]);
      const other = ungrouped ? [{ ...otherGroup(locale), menuId, photos: [] }] : [];
      return [...groups.map((group) => positionGroupDto(group, locale)), ...other];
    },

    /** With a restaurant's stop list (issue 25): of one of its menus, sold-out positions flagged. */
    listPositions: async (
      menuId: number,
      ids: number[] | undefined,
      locale: Locale,
      stopList?: { restoId: number; soldOut: SoldOut },
    ) => {
      const found = await menu(menuId);
      if (stopList && !(await resto(stopList.restoId)).menuIds.includes(menuId))
        throw notFound(`Menu ${menuId} is not a menu of resto ${stopList.restoId}`);
      const dtos = (await q.listPositions(db, found, ids)).map((row) => positionDto(row, locale));
      return dtos.map((dto) =>
        stopList?.soldOut.positionIds.has(dto.id) ? { ...dto, soldOut: true as const } : dto,
      );
    },

    listRestoDeliveries: async (restoId: number, page: PageQuery, locale: Locale) =>
      zonePage([(await resto(restoId)).id], page, locale),

    listPositionModifiers: async (
      restoId: number,
      locale: Locale,
      soldOut?: SoldOut,
    ): Promise<PositionModifiersDto[]> => {
      const row = await resto(restoId);
      const positionIds = await q.listRestoPositionIds(db, row);
      const { groups, items } = await q.listModifierGroupsOf(db, row.tenantId, positionIds);
      const groupDtos = groups.map((group) => ({
        id: group.id,
        name: textIn(group, 'name', locale),
        minCount: group.minCount,
        maxCount: group.maxCount,
        modifiers: items
          .filter((item) => item.groupId === group.id)
          .map((item) => ({
            id: item.id,
            name: textIn(item, 'name', locale),
            price: item.price,
            maxCount: item.maxCount,
            ...(soldOut?.modifierIds.has(item.id) && { soldOut: true as const }),
          })),
        positionIds: group.positionIds,
      }));
      return positionIds.flatMap((positionId) => {
        const own = groupDtos.filter((group) => group.positionIds.includes(positionId));
        return own.length === 0
          ? []
          : [{ positionId, groups: own.map(({ positionIds: _ids, ...group }) => group) }];
      });
    },

    listPositionTimeSlots: async (restoId: number): Promise<PositionTimeSlotDto[]> => {
      await resto(restoId);
      return (await q.listTimeSlots(db, restoId)).map(({ positionIds, details }) => ({
        positionIds,
        details,
      }));
    },

    listPromotions: async (restoId: number, locale: Locale) =>
      (await q.listPromotions(db, await resto(restoId))).map((row) => promotionDto(row, locale)),
  };
}

export type CatalogReads = ReturnType<typeof createCatalogReads>;
