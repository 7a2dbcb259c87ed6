// The built-in test engine (payEngine SANDBOX, the default): the "provider" is a page of our own
// API, clearly marked as a test, where the customer approves or declines. It keeps the provider's
// side in its own table, so the order moves through the same read-back path as with YooKassa.
import { randomUUID } from 'node:crypto';
import type { Database } from '../../../db/client';
import {
  findSandboxPayment,
  findOpenSandboxPaymentOfOrder,
  insertSandboxPayment,
  refundSandboxPayment,
} from '../repositories/payments';
import { PaymentEngineError, type PaymentEngine } from '../../../adapters/payments/payment-engine';

export const SANDBOX_PAGE_PATH = '/api/v1/payments/sandbox';

export function createSandboxEngine(db: Database, publicUrl: string, now: () => Date): PaymentEngine {
  const pageUrl = (id: string) => `${publicUrl}${SANDBOX_PAGE_PATH}/${id}`;
  return {
    name: 'SANDBOX',
    async create(request) {
      // The order's payment still open is the one asked for again; a declined one is not reused.
      const existing = await findOpenSandboxPaymentOfOrder(db, request.orderId);
      if (existing) return { providerPaymentId: existing.id, confirmationUrl: pageUrl(existing.id) };
      const id = randomUUID();
      await insertSandboxPayment(db, {
        id,
        orderId: request.orderId,
        amount: request.amount,
        currency: request.currency,
        returnUrl: request.returnUrl,
        state: 'pending',
        createdAt: now(),
        refundedAmount: 0,
      });
      return { providerPaymentId: id, confirmationUrl: pageUrl(id) };
    },
    async read(providerPaymentId) {
      const payment = await findSandboxPayment(db, providerPaymentId);
      if (!payment) throw new PaymentEngineError(`Sandbox payment ${providerPaymentId} not found`);
      return {
        providerPaymentId,
        state: payment.state,
        amount: payment.amount,
        currency: payment.currency,
        orderId: payment.orderId,
      };
    },
    async refund(request) {
      // Like a provider: only a payment that succeeded gives money back, and asking twice gives it once.
      const payment = await refundSandboxPayment(db, request.providerPaymentId, request.amount);
      if (!payment)
        throw new PaymentEngineError(`Sandbox payment ${request.providerPaymentId} cannot be refunded`);
      return { providerRefundId: `sandbox-refund-${payment.id}`, state: 'succeeded' };
    },
  };
}
