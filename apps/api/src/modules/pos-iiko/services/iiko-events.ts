// What iiko's webhook events do. DeliveryOrderUpdate moves Nori's order through order-life's
// status changes (the customer's live status and the desks see it as any change); an event older
// than one already applied (iiko's timestamp) or repeated changes nothing, and a move the order's
// life refuses (back from COOKING to ACCEPTED) is skipped. StopListUpdate re-reads the stop lists
// of the organization's restaurants. Other events are acknowledged and ignored.
import type { FastifyBaseLogger } from 'fastify';
import type { IikoOrderInfo } from '../../../adapters/iiko/iiko-api';
import type { Database } from '../../../db/client';
import { ApiError } from '../../../errors';
import { findOrderById } from '../../order-life/repositories/order-rows';
import type { OrderStatusChanges } from '../../order-life/services/order-status-changes';
import { findIikoOrderByIikoId, recordIikoEvent } from '../repositories/iiko-orders';
import type { IikoStopLists } from './iiko-stop-lists';
import { noriStatusOf, stepsTo } from './iiko-statuses';

export interface IikoEvent {
  eventType: string;
  organizationId?: string;
  eventInfo?: unknown;
}

export interface IikoEventsOptions {
  statusChanges: OrderStatusChanges;
  stopLists: IikoStopLists;
  now: () => Date;
  log: FastifyBaseLogger;
}

export function createIikoEvents(db: Database, { statusChanges, stopLists, now, log }: IikoEventsOptions) {
  async function orderUpdate(info: IikoOrderInfo): Promise<void> {
    const sent = await findIikoOrderByIikoId(db, info.id);
    const iikoStatus = info.order?.status;
    if (!sent || !iikoStatus) return;
    if (sent.eventTimestamp !== null && sent.eventTimestamp >= info.timestamp) return;
    const order = await findOrderById(db, sent.orderId);
    if (!order) return;
    const target = noriStatusOf(iikoStatus, order.deliveryType);
    for (const step of target ? stepsTo(order.status, target, order.deliveryType) : []) {
      try {
        await statusChanges.move({ orderId: order.id, to: step, source: 'resto' });
      } catch (error) {
        // Refused by the order's life (cancelled meanwhile, say): the rest cannot follow either.
        if (error instanceof ApiError && error.status === 409) break;
        throw error;
      }
    }
    await recordIikoEvent(db, info.id, { status: iikoStatus, timestamp: info.timestamp, at: now() });
  }

  return {
    /** Applies the events in the order iiko sent them. */
    async apply(events: readonly IikoEvent[]): Promise<void> {
      const organizations = new Set<string>();
      for (const event of events) {
        if (event.eventType === 'DeliveryOrderUpdate' || event.eventType === 'DeliveryOrderError') {
          const info = event.eventInfo as IikoOrderInfo | undefined;
          if (info?.id && typeof info.timestamp === 'number') await orderUpdate(info);
        } else if (event.eventType === 'StopListUpdate' && event.organizationId) {
          organizations.add(event.organizationId);
        } else {
          log.debug({ eventType: event.eventType }, 'iiko event ignored');
        }
      }
      for (const organizationId of organizations) await stopLists.syncOrganization(organizationId);
    },
  };
}

export type IikoEvents = ReturnType<typeof createIikoEvents>;
