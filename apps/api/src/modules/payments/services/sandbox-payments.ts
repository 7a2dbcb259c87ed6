// The sandbox engine's page, as a use case: show a sandbox payment, and decide it — then confirm
// it through the one read-back path every engine's payments go through.
import type { Database } from '../../../db/client';
import { notFound } from '../../../errors';
import { findOrderById } from '../../order-life/repositories/order-rows';
import { decideSandboxPayment, findSandboxPayment } from '../repositories/payments';
import type { OnlinePayments } from './online-payments';

export interface SandboxPaymentView {
  orderNumber: string;
  amount: number;
  currency: string;
  state: 'pending' | 'succeeded' | 'canceled';
  returnUrl: string;
}

const PAYMENT_ID = /^[0-9a-f-]{36}$/;

export function createSandboxPayments(db: Database, payments: OnlinePayments) {
  const find = async (id: string) => {
    const payment = PAYMENT_ID.test(id) ? await findSandboxPayment(db, id) : undefined;
    if (!payment) throw notFound(`Sandbox payment ${id} not found`);
    return payment;
  };
  return {
    async view(id: string): Promise<SandboxPaymentView> {
      const payment = await find(id);
      const order = await findOrderById(db, payment.orderId);
      return {
        orderNumber: order?.number ?? String(payment.orderId),
        amount: payment.amount,
        currency: payment.currency,
        state: payment.state,
        returnUrl: payment.returnUrl,
      };
    },
    /** Approves or declines a pending payment (a second decision changes nothing); the URL to return to. */
    async decide(id: string, approve: boolean): Promise<string> {
      const payment = await find(id);
      await decideSandboxPayment(db, id, approve ? 'succeeded' : 'canceled');
      await payments.confirm(id);
      return payment.returnUrl;
    },
  };
}

export type SandboxPayments = ReturnType<typeof createSandboxPayments>;
