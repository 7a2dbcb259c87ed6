// The public catalog use cases (spec §7): each returns the wire shape of its contract call or
// throws a typed error. The white label picks the tenant where a call has it; calls by id reach
// only rows of the tenant that owns that id.
import type { z } from 'zod';
import {
  pageInfo,
  type PageQuery,
  type positionModifiersSchema,
  type positionTimeSlotSchema,
} from '@nori/contract';
import type { Database } from '../db/client';
import { notFound } from '../errors';
import * as q from '../repositories/catalog-queries';
import { findTenantByCode } from '../repositories/tenants';
import {
  OTHER_GROUP,
  cityDto,
  positionDto,
  positionGroupDto,
  promotionDto,
  restoDto,
  zoneDto,
  type PositionGroupDto,
  type ZoneDto,
} from './catalog-dto';
import type { RunningEngines } from './payments/pay-engines';

type PositionModifiersDto = z.input<typeof positionModifiersSchema>;
type PositionTimeSlotDto = z.input<typeof positionTimeSlotSchema>;

/** `engines`: the payment engines running here, which decide whether a restaurant offers online payment. */
export function createCatalogReads(db: Database, engines: RunningEngines) {
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
  const zonePage = async (restoIds: number[], page: PageQuery) => {
    const { rows, total } = await q.pageZones(db, restoIds, page.page, page.size);
    return { content: rows.map(zoneDto) satisfies ZoneDto[], page: pageInfo(page, total) };
  };

  return {
    listCities: async (whiteLabel: string) =>
      (await q.listCities(db, (await tenantOf(whiteLabel)).id)).map(cityDto),

    getCity: async (cityId: number) => cityDto(await city(cityId)),

    listCityDeliveries: async (cityId: number, page: PageQuery) => {
      await city(cityId);
      return zonePage(await q.listRestoIdsOfCity(db, cityId), page);
    },

    listRestos: async (cityId: number, whiteLabel: string) => {
      const tenant = await tenantOf(whiteLabel);
      const found = await q.findCity(db, cityId);
      // Another chain's city is as unknown to this white label as a city that does not exist.
      if (found?.tenantId !== tenant.id) throw notFound(`City ${cityId} not found`);
      return q.listRestosOfCity(db, cityId);
    },

    getResto: async (restoId: number) => {
      const row = await resto(restoId);
      return restoDto(row, await q.listMenus(db, row.tenantId, row.menuIds), engines);
    },

    listPositionGroups: async (menuId: number): Promise<PositionGroupDto[]> => {
      await menu(menuId);
      const [groups, ungrouped] = await Promise.all([
        q.listPositionGroups(db, menuId),
        q.hasUngroupedPositions(db, menuId),
      ]);
      const other = ungrouped ? [{ ...OTHER_GROUP, menuId, photos: [] }] : [];
      return [...groups.map(positionGroupDto), ...other];
    },

    listPositions: async (menuId: number, ids?: number[]) =>
      (await q.listPositions(db, await menu(menuId), ids)).map(positionDto),

    listRestoDeliveries: async (restoId: number, page: PageQuery) =>
      zonePage([(await resto(restoId)).id], page),

    listPositionModifiers: async (restoId: number): Promise<PositionModifiersDto[]> => {
      const row = await resto(restoId);
      const positionIds = await q.listRestoPositionIds(db, row);
      const { groups, items } = await q.listModifierGroupsOf(db, row.tenantId, positionIds);
      const groupDtos = groups.map((group) => ({
        id: group.id,
        name: group.name,
        minCount: group.minCount,
        maxCount: group.maxCount,
        modifiers: items
          .filter((item) => item.groupId === group.id)
          .map(({ id, name, price, maxCount }) => ({ id, name, price, maxCount })),
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

    listPromotions: async (restoId: number) =>
      (await q.listPromotions(db, await resto(restoId))).map(promotionDto),
  };
}

export type CatalogReads = ReturnType<typeof createCatalogReads>;
