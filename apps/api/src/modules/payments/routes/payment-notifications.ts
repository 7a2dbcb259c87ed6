// YooKassa's notifications (POST /api/v1/payments/yookassa/notifications): a payment's event is
// only a hint; the payment is read back from the engine before any order moves (online-payments.ts).
import type { FastifyInstance } from 'fastify';
import { receiveYookassaNotification } from '@nori/contract';
import { mountRoute } from '../../../http/contract-route';
import type { OnlinePayments } from '../services/online-payments';

export async function paymentNotificationRoutes(app: FastifyInstance, options: { payments: OnlinePayments }) {
  mountRoute(app, receiveYookassaNotification, async ({ body }) => {
    if (body.event.startsWith('payment.')) await options.payments.confirm(body.object.id);
    return { received: true as const };
  });
}
