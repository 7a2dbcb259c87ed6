// Reading the desk: the restaurant's orders as desk views (with their histories and the
// restaurant's clock and alarm setting), for the desk's list and for its event stream.
import { DESK_FINISHED_DEFAULT, DESK_FINISHED_MAX } from '@nori/contract';
import type { Database } from '../../../db/client';
import { notFound } from '../../../errors';
import { orderHistories } from '../../order-life/repositories/order-status';
import type { OrderRow } from '../../order-life/repositories/order-rows';
import { lastDeskEventId } from '../repositories/desk-events-repository';
import { deskOrderView, type DeskOrderDto } from './desk-order-view';
import { deskOrders, deskOrdersByIds, restoZone } from '../repositories/desk-repository';
import { deskSettingsDto, deskSettingsOf } from './desk-settings';

export function createDeskViews(db: Database, now: () => Date) {
  const zoneOf = async (restoId: number) =>
    (await restoZone(db, restoId)) ?? Promise.reject(notFound(`Resto ${restoId} not found`));

  const views = async (restoId: number, rows: OrderRow[]): Promise<DeskOrderDto[]> => {
    const at = now();
    const [zone, settings, histories] = await Promise.all([
      zoneOf(restoId),
      deskSettingsOf(db, restoId, at),
      orderHistories(
        db,
        rows.map((row) => row.id),
      ),
    ]);
    const context = { zone, alarmAfterMinutes: settings.alarmAfterMinutes, nowMs: at.getTime() };
    return rows.map((row) => deskOrderView(row, histories.get(row.id) ?? [], context));
  };

  return {
    zoneOf,
    /** 404 for a restaurant that does not exist. */
    async ensureResto(restoId: number): Promise<void> {
      await zoneOf(restoId);
    },

    async list(restoId: number, finished = DESK_FINISHED_DEFAULT) {
      await zoneOf(restoId);
      // Read first: a change after it is replayed by the stream opened after this id.
      const lastEventId = await lastDeskEventId(db, restoId);
      const [rows, settings] = await Promise.all([
        deskOrders(db, restoId, Math.min(finished, DESK_FINISHED_MAX)),
        deskSettingsOf(db, restoId, now()),
      ]);
      return {
        orders: await views(restoId, rows),
        settings: deskSettingsDto(settings, now()),
        lastEventId,
        serverTime: now().toISOString(),
      };
    },

    async one(restoId: number, row: OrderRow): Promise<DeskOrderDto> {
      const [view] = await views(restoId, [row]);
      if (!view) throw new Error(`No desk view of order ${row.id}`);
      return view;
    },

    /** The views of these orders that the restaurant's desk sees, by order id. */
    async byIds(restoId: number, orderIds: number[]): Promise<Map<number, DeskOrderDto>> {
      const rows = await deskOrdersByIds(db, restoId, orderIds);
      return new Map((await views(restoId, rows)).map((view) => [view.id, view]));
    },
  };
}

export type DeskViews = ReturnType<typeof createDeskViews>;
