// The orders board (issue 39): the chain's orders for owners and operators, a manager's
// restaurants' for a manager. A page is read newest first; whether an order still waits for its
// restaurant's answer, and has waited past that restaurant's alarm minutes, is computed on read
// (as the desk does), so every node answers the same and nothing has to fire.
import { BOARD_PAGE_DEFAULT, type BoardQuery } from '@nori/contract';
import { awaitsDeskAnswer, deskAlarmAt, type RestoId } from '@nori/domain';
import type { Database } from '../../../db/client';
import { findOrderById } from '../../order-life/repositories/order-rows';
import { orderHistory } from '../../order-life/repositories/order-status';
import { createDeskViews } from '../../desk/services/desk-views';
import { alarmMinutesOf } from '../../desk/services/desk-settings';
import { visibleRestos } from '../../staff/services/chain-restos';
import { officeError } from '../../staff/services/staff-errors';
import type { StaffPrincipal } from '../../staff/services/staff-sessions';
import { boardOrders, staffWritesOn } from '../repositories/board-orders';

type Viewer = Pick<StaffPrincipal, 'tenantId' | 'role' | 'restoIds'>;

export function createOrderBoard(db: Database, now: () => Date) {
  const deskViews = createDeskViews(db, now);

  return {
    async list(viewer: Viewer, query: BoardQuery) {
      const limit = query.limit ?? BOARD_PAGE_DEFAULT;
      const rows = await boardOrders(db, {
        ...query,
        tenantId: viewer.tenantId,
        restoIds: visibleRestos(viewer, query.restoId),
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      const at = now();
      const alarmMinutes = await alarmMinutesOf(db, [...new Set(page.map(({ order }) => order.restoId))]);
      const orders = page.map(({ order, paid, lastChangeAt }) => {
        const awaiting = awaitsDeskAnswer(order.status, order.payType);
        const waitingSince = lastChangeAt ? Date.parse(lastChangeAt) : order.createdAt.getTime();
        return {
          id: order.id,
          number: order.number,
          restoId: order.restoId as RestoId,
          status: order.status,
          placedAt: order.createdAt.toISOString(),
          deliveryType: order.deliveryType,
          payType: order.payType,
          paid,
          total: order.total,
          currency: order.currency,
          customer: { name: order.contact.name, phone: order.contact.phone },
          awaitingAnswer: awaiting,
          alarm: awaiting && deskAlarmAt(waitingSince, alarmMinutes(order.restoId)) <= at.getTime(),
        };
      });
      const nextBefore = rows.length > limit ? (page.at(-1)?.order.id ?? null) : null;
      return { orders, nextBefore, serverTime: at.toISOString() };
    },

    /** One order and its timeline; 404 for an order of another chain or a restaurant the viewer may not open. */
    async one(viewer: Viewer, orderId: number) {
      const row = await findOrderById(db, orderId);
      const allowed = visibleRestos(viewer, undefined);
      if (!row || row.tenantId !== viewer.tenantId || (allowed && !allowed.includes(row.restoId)))
        throw officeError('board.order-not-found');
      const [order, history, writes] = await Promise.all([
        deskViews.one(row.restoId, row),
        orderHistory(db, orderId),
        staffWritesOn(db, viewer.tenantId, orderId),
      ]);
      const timeline = [
        ...history.map((change) => ({
          at: change.at,
          status: change.status,
          source: change.source,
          action: null,
          staff: null,
        })),
        ...writes.map((write) => ({
          at: write.at,
          status: null,
          source: null,
          action: write.action,
          staff: write.email === null ? null : { email: write.email, name: write.name ?? write.email },
        })),
      ]
        .sort((a, b) => a.at.getTime() - b.at.getTime())
        .map((entry) => ({ ...entry, at: entry.at.toISOString() }));
      return { order, timeline };
    },
  };
}

export type OrderBoard = ReturnType<typeof createOrderBoard>;
