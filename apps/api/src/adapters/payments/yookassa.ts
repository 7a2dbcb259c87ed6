// YooKassa's API v3, the one place that knows its shapes. Create: POST /v3/payments with Basic
// auth (shop id : secret key), an Idempotence-Key derived from the order (so a retry after a
// timeout can never charge twice), amount {value: '1234.00', currency}, capture, a redirect
// confirmation with return_url, metadata {order_id}; the customer pays at
// confirmation.confirmation_url. Read: GET /v3/payments/{id}. Network failures, timeouts, 5xx and
// 202 (YooKassa still processing) are retried a bounded number of times with the same key. Refund
// (issue 37): POST /v3/refunds {payment_id, amount} with an Idempotence-Key derived from the order.
import { z } from 'zod';
import { minorUnitsToDecimal, type MinorUnits } from '@nori/domain';
import type { PaymentState } from '../../db/schema';
import {
  PaymentEngineError,
  type CreatedPayment,
  type PaymentEngine,
  type PaymentRequest,
  type ProviderPayment,
  type ProviderRefund,
  type RefundRequest,
} from './payment-engine';

export interface YookassaOptions {
  shopId: string;
  secretKey: string;
  /** e.g. https://api.yookassa.ru */
  url: string;
  timeoutMs?: number;
  attempts?: number;
  /** Wait before the second attempt; doubled for each further one. */
  retryDelayMs?: number;
}

const amountSchema = z.object({ value: z.string().regex(/^\d+(\.\d{1,2})?$/), currency: z.string() });
const paymentSchema = z.object({
  id: z.string().min(1),
  status: z.enum(['pending', 'waiting_for_capture', 'succeeded', 'canceled']),
  amount: amountSchema,
  confirmation: z.object({ confirmation_url: z.string().optional() }).optional(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
});
type YookassaPayment = z.infer<typeof paymentSchema>;
const refundSchema = z.object({
  id: z.string().min(1),
  status: z.enum(['pending', 'succeeded', 'canceled']),
  payment_id: z.string(),
  amount: amountSchema,
});

/** '1234.5' → 123450: exact, no floating point. */
export const decimalToMinorUnits = (value: string): number => {
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/**
 * Our idempotence key for an order's payment: the same order always asks for the same payment,
 * and paying again after a failed payment asks for one new payment per failed one.
 */
export const yookassaIdempotenceKey = (orderId: number, replaces?: string) =>
  replaces === undefined ? `nori-order-${orderId}` : `nori-order-${orderId}-after-${replaces}`;

/** One refund per order: a retry after a timeout asks for the same refund. */
export const yookassaRefundKey = (orderId: number) => `nori-refund-${orderId}`;

// waiting_for_capture cannot happen with capture: true; should it, the money is only held.
const STATES: Record<YookassaPayment['status'], PaymentState> = {
  pending: 'pending',
  waiting_for_capture: 'pending',
  succeeded: 'succeeded',
  canceled: 'canceled',
};

const toProviderPayment = (payment: YookassaPayment): ProviderPayment => {
  const orderId = Number(payment.metadata?.order_id);
  return {
    providerPaymentId: payment.id,
    state: STATES[payment.status],
    amount: decimalToMinorUnits(payment.amount.value),
    currency: payment.amount.currency,
    orderId: Number.isSafeInteger(orderId) && orderId > 0 ? orderId : null,
  };
};

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new PaymentEngineError('YooKassa answered something that is not JSON', { cause: error });
  }
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isRetryable = (status: number) => status === 202 || status === 429 || status >= 500;

export function createYookassaEngine(options: YookassaOptions): PaymentEngine {
  const { shopId, secretKey, timeoutMs = 10_000, attempts = 3, retryDelayMs = 500 } = options;
  const authorization = `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString('base64')}`;

  async function call<S extends z.ZodType>(
    schema: S,
    method: 'GET' | 'POST',
    path: string,
    headers: Record<string, string>,
    body?: unknown,
  ): Promise<z.infer<S>> {
    let problem = '';
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      if (attempt > 1) await sleep(retryDelayMs * 2 ** (attempt - 2));
      let response: Response;
      try {
        response = await fetch(new URL(path, options.url), {
          method,
          headers: { authorization, 'content-type': 'application/json', ...headers },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        problem = `YooKassa did not answer: ${(error as Error).message}`;
        continue;
      }
      if (isRetryable(response.status)) {
        problem = `YooKassa answered HTTP ${response.status}`;
        await response.body?.cancel();
        continue;
      }
      const text = await response.text();
      if (!response.ok)
        throw new PaymentEngineError(`YooKassa refused: HTTP ${response.status} ${text.slice(0, 300)}`);
      const parsed = schema.safeParse(parseJson(text));
      if (!parsed.success) throw new PaymentEngineError(`YooKassa answered ${path} in another shape`);
      return parsed.data;
    }
    throw new PaymentEngineError(`${problem} (${attempts} attempts)`);
  }

  return {
    name: 'YOOKASSA',
    async create(request: PaymentRequest): Promise<CreatedPayment> {
      const payment = await call(
        paymentSchema,
        'POST',
        '/v3/payments',
        { 'idempotence-key': yookassaIdempotenceKey(request.orderId, request.replaces) },
        {
          amount: { value: minorUnitsToDecimal(request.amount as MinorUnits), currency: request.currency },
          capture: true,
          confirmation: { type: 'redirect', return_url: request.returnUrl },
          description: `Order ${request.orderNumber}`,
          metadata: { order_id: String(request.orderId) },
        },
      );
      const confirmationUrl = payment.confirmation?.confirmation_url;
      if (!confirmationUrl)
        throw new PaymentEngineError('YooKassa answered a payment without a confirmation URL');
      return { providerPaymentId: payment.id, confirmationUrl };
    },
    async read(providerPaymentId: string): Promise<ProviderPayment> {
      return toProviderPayment(
        await call(paymentSchema, 'GET', `/v3/payments/${encodeURIComponent(providerPaymentId)}`, {}),
      );
    },
    async refund(request: RefundRequest): Promise<ProviderRefund> {
      const refund = await call(
        refundSchema,
        'POST',
        '/v3/refunds',
        { 'idempotence-key': yookassaRefundKey(request.orderId) },
        {
          payment_id: request.providerPaymentId,
          amount: { value: minorUnitsToDecimal(request.amount as MinorUnits), currency: request.currency },
        },
      );
      return { providerRefundId: refund.id, state: refund.status };
    },
  };
}
