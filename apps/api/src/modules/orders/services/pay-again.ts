// Paying again (POST /api/v1/persons/{personId}/orders/{orderId}/payment): an order whose online
// payment failed is paid online with a new payment, or on receipt, where the restaurant takes that
// for the order's type. On receipt, the order starts over as NEW and goes to the kitchen at once,
// as if it had been placed that way.
import { ERROR_CODES, payTypeRejection, type PayType } from '@nori/domain';
import type { Database } from '../../../db/client';
import { catalogueError, notFound } from '../../../errors';
import { findPersonOrder } from '../../order-life/repositories/order-rows';
import { setOrderPayType } from '../repositories/orders';
import type { OrderStatusChanges } from '../../order-life/services/order-status-changes';
import type { OnlinePayments } from '../../payments/services/online-payments';
import { oneOrderDto, type OrderDto } from '../../order-life/services/order-dto';
import type { RestoCatalogs } from '../../catalog/services/resto-catalog';

export interface PayAgainOptions {
  catalogs: RestoCatalogs;
  payments: OnlinePayments;
  statusChanges: OrderStatusChanges;
}

export function createPayAgain(db: Database, { catalogs, payments, statusChanges }: PayAgainOptions) {
  return async (personId: number, orderId: number, payType: PayType): Promise<OrderDto> => {
    const order = await findPersonOrder(db, personId, orderId);
    if (!order) throw notFound(`Order ${orderId} not found`);
    if (order.status !== 'PAYMENT_FAILED') throw catalogueError(ERROR_CODES.orderInvalidTransition);
    const catalog = await catalogs.get(order.restoId);
    if (!catalog) throw notFound(`Resto ${order.restoId} not found`);
    const refusal = payTypeRejection(catalog.resto.payConfig, order.deliveryType, payType);
    if (refusal) throw catalogueError(refusal);
    if (payType === 'CARD_ONLINE') return oneOrderDto(db, await payments.restart(order));
    const { order: moved } = await statusChanges.move({
      orderId,
      to: 'NEW',
      source: 'checkout',
      onlyFrom: ['PAYMENT_FAILED'],
      queueForResto: true,
      alongside: (tx, row) => setOrderPayType(tx, row.id, payType),
    });
    return oneOrderDto(db, moved);
  };
}

export type PayAgain = ReturnType<typeof createPayAgain>;
