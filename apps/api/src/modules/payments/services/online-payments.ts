// Online payment of CARD_ONLINE orders. start: after the order is written, the restaurant's
// engine creates the payment and the order moves NEW → AWAITING_PAYMENT with the engine's page
// as its paymentUrl. confirm: whatever tells us a payment changed (a notification, the sandbox
// page, the customer coming back), the payment is read back from the engine, and only if its
// amount, currency and order are ours does the order move to PAID or PAYMENT_FAILED — once: later
// reads find the order no longer AWAITING_PAYMENT and change nothing.
import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODES } from '@nori/domain';
import type { PaymentEngine, ProviderPayment } from '../../../adapters/payments/payment-engine';
import { PaymentEngineError } from '../../../adapters/payments/payment-engine';
import type { Database } from '../../../db/client';
import type { PaymentEngineName } from '../../../db/schema';
import { catalogueError } from '../../../errors';
import type { OrderRow } from '../../order-life/repositories/order-rows';
import {
  findPaymentByProviderId,
  findRestoPayEngine,
  findOrderPayment,
  insertPayment,
  replacePayment,
  setPaymentState,
  type PaymentRow,
} from '../repositories/payments';
import type { OrderStatusChanges } from '../../order-life/services/order-status-changes';

export interface OnlinePaymentsOptions {
  /** The engines running here; null: not configured (YooKassa) or switched off (the sandbox). */
  engines: { SANDBOX: PaymentEngine | null; YOOKASSA: PaymentEngine | null };
  statusChanges: OrderStatusChanges;
  /** The storefront's origin for return URLs ('' for the same origin as the API). */
  publicUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** What a confirmation found: no such payment, a read-back that is not ours, still open, or decided. */
export type ConfirmOutcome = 'unknown' | 'mismatch' | 'pending' | 'settled';

export const orderPageUrl = (publicUrl: string, orderId: number) => `${publicUrl}/orders/${orderId}`;

const agrees = (ours: PaymentRow, theirs: ProviderPayment) =>
  theirs.providerPaymentId === ours.providerPaymentId &&
  theirs.amount === ours.amount &&
  theirs.currency === ours.currency &&
  theirs.orderId === ours.orderId;

export function createOnlinePayments(db: Database, options: OnlinePaymentsOptions) {
  const { engines, statusChanges, publicUrl, now, log } = options;
  const unavailable = (error: unknown) => {
    if (!(error instanceof PaymentEngineError)) return error;
    log.warn({ err: error }, 'payment engine unavailable');
    return catalogueError(ERROR_CODES.paymentUnavailable);
  };
  const engineNamed = (name: string | undefined): PaymentEngine => {
    // Only the engine the restaurant names, and only if it runs here: an unknown name never falls
    // back to the sandbox, where customers approve their own payments.
    const engine = name === 'YOOKASSA' || name === 'SANDBOX' ? engines[name] : null;
    if (!engine) throw catalogueError(ERROR_CODES.paymentUnavailable);
    return engine;
  };

  /**
   * Asks the restaurant's engine for a payment of the order (`replaces`: the failed payment it
   * follows, when paying again) and answers its page with our record of it, dated when written.
   */
  const createPayment = async (order: OrderRow, replaces?: string) => {
    const engine = engineNamed(await findRestoPayEngine(db, order.restoId));
    const created = await engine
      .create({
        orderId: order.id,
        orderNumber: order.number,
        amount: order.total,
        currency: order.currency,
        returnUrl: orderPageUrl(publicUrl, order.id),
        replaces,
      })
      .catch((error: unknown) => Promise.reject(unavailable(error)));
    const record = (at: Date): PaymentRow => ({
      orderId: order.id,
      engine: engine.name,
      providerPaymentId: created.providerPaymentId,
      amount: order.total,
      currency: order.currency,
      state: 'pending',
      createdAt: at,
      updatedAt: at,
    });
    return { paymentUrl: created.confirmationUrl, record };
  };

  return {
    /** Starts the online payment of a new CARD_ONLINE order; other orders come back unchanged. */
    async start(order: OrderRow): Promise<OrderRow> {
      if (order.payType !== 'CARD_ONLINE' || order.status !== 'NEW') return order;
      const { paymentUrl, record } = await createPayment(order);
      await insertPayment(db, record(now()));
      const { order: moved } = await statusChanges.move({
        orderId: order.id,
        to: 'AWAITING_PAYMENT',
        source: 'payment',
        onlyFrom: ['NEW'],
        paymentUrl,
      });
      return moved;
    },

    /**
     * Pays again for an order whose payment failed: a new payment from the engine, the order back to
     * AWAITING_PAYMENT with its page, and the order's payment record pointed at the new one — all
     * in the transaction that moves the order, so two taps make one attempt.
     */
    async restart(order: OrderRow): Promise<OrderRow> {
      const failed = await findOrderPayment(db, order.id);
      const { paymentUrl, record } = await createPayment(order, failed?.providerPaymentId);
      const { order: moved } = await statusChanges.move({
        orderId: order.id,
        to: 'AWAITING_PAYMENT',
        source: 'payment',
        onlyFrom: ['PAYMENT_FAILED'],
        paymentUrl,
        alongside: async (tx, _moved, at) =>
          failed ? replacePayment(tx, record(at)) : insertPayment(tx, record(at)),
      });
      return moved;
    },

    /** Reads the payment back from its engine and settles the order by what the engine says. */
    async confirm(providerPaymentId: string): Promise<ConfirmOutcome> {
      const payment = await findPaymentByProviderId(db, providerPaymentId);
      if (!payment) return 'unknown';
      const engine = engineNamed(payment.engine satisfies PaymentEngineName);
      const theirs = await engine
        .read(providerPaymentId)
        .catch((error: unknown) => Promise.reject(unavailable(error)));
      if (!agrees(payment, theirs)) {
        log.warn(
          { orderId: payment.orderId, providerPaymentId },
          'payment read-back disagrees with our record',
        );
        return 'mismatch';
      }
      if (theirs.state === 'pending') return 'pending';
      await setPaymentState(db, payment.orderId, theirs.state, now());
      await statusChanges.move({
        orderId: payment.orderId,
        to: theirs.state === 'succeeded' ? 'PAID' : 'PAYMENT_FAILED',
        source: 'payment',
        onlyFrom: ['AWAITING_PAYMENT'],
      });
      return 'settled';
    },
  };
}

export type OnlinePayments = ReturnType<typeof createOnlinePayments>;
