// A local server that speaks YooKassa's API v3 (POST /v3/payments with Basic auth and an
// Idempotence-Key, GET /v3/payments/{id}, POST /v3/refunds) well enough to test the adapter: it
// remembers payments and refunds by idempotence key, so a retried create returns the same one, and
// the test decides how each request is answered (timeouts, 5xx) and what a payment's status becomes.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson, startLocalServer, type LocalServer } from '../../helpers/local-server';

export const SHOP_ID = '123456';
export const SECRET_KEY = 'test_secret-key';

export interface FakePayment {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  amount: { value: string; currency: string };
  confirmation: { type: 'redirect'; confirmation_url: string; return_url: string };
  metadata: Record<string, string>;
  description?: string;
}

export interface FakeRefund {
  id: string;
  status: 'pending' | 'succeeded' | 'canceled';
  payment_id: string;
  amount: { value: string; currency: string };
}

export interface YookassaServer extends LocalServer {
  payments: Map<string, FakePayment>;
  /** Every refund request's idempotence key and body, in order; refunds by id. */
  refundRequests: { key: string; body: { payment_id: string; amount: FakePayment['amount'] } }[];
  refunds: Map<string, FakeRefund>;
  /** Every create request's idempotence key and body, in order. */
  creates: { key: string; body: Record<string, unknown> }[];
  reads: string[];
  /** Returns true when it answered the request itself (to simulate failures). */
  intercept: ((request: IncomingMessage, response: ServerResponse) => boolean) | null;
  /** What GET answers instead of the stored payment (a forged notification's read-back). */
  override: Map<string, Partial<FakePayment>>;
}

export async function startYookassaServer(): Promise<YookassaServer> {
  const byKey = new Map<string, FakePayment>();
  const refundsByKey = new Map<string, FakeRefund>();
  const state = {
    payments: new Map<string, FakePayment>(),
    creates: [] as YookassaServer['creates'],
    refundRequests: [] as YookassaServer['refundRequests'],
    refunds: new Map<string, FakeRefund>(),
    reads: [] as string[],
    intercept: null as YookassaServer['intercept'],
    override: new Map<string, Partial<FakePayment>>(),
  };
  const expectedAuth = `Basic ${Buffer.from(`${SHOP_ID}:${SECRET_KEY}`).toString('base64')}`;
  const server = await startLocalServer((request, body, response) => {
    if (state.intercept?.(request, response)) return;
    if (request.headers.authorization !== expectedAuth)
      return sendJson(response, 401, { type: 'error', code: 'invalid_credentials' });
    if (request.method === 'POST' && request.url === '/v3/payments') {
      const key = request.headers['idempotence-key'];
      if (typeof key !== 'string') return sendJson(response, 400, { type: 'error', code: 'invalid_request' });
      const parsed = JSON.parse(body) as {
        amount: FakePayment['amount'];
        confirmation: { return_url: string };
        metadata: Record<string, string>;
        description?: string;
      };
      state.creates.push({ key, body: parsed as unknown as Record<string, unknown> });
      let payment = byKey.get(key);
      if (!payment) {
        const id = randomUUID();
        payment = {
          id,
          status: 'pending',
          amount: parsed.amount,
          confirmation: {
            type: 'redirect',
            confirmation_url: `https://yoomoney.example/checkout/payments/v2/contract?orderId=${id}`,
            return_url: parsed.confirmation.return_url,
          },
          metadata: parsed.metadata,
          description: parsed.description,
        };
        byKey.set(key, payment);
        state.payments.set(id, payment);
      }
      return sendJson(response, 200, payment);
    }
    if (request.method === 'POST' && request.url === '/v3/refunds') {
      const key = request.headers['idempotence-key'];
      if (typeof key !== 'string') return sendJson(response, 400, { type: 'error', code: 'invalid_request' });
      const parsed = JSON.parse(body) as YookassaServer['refundRequests'][number]['body'];
      state.refundRequests.push({ key, body: parsed });
      let refund = refundsByKey.get(key);
      if (!refund) {
        // Like YooKassa: only a succeeded payment, and no more than it took.
        const payment = state.payments.get(parsed.payment_id);
        if (payment?.status !== 'succeeded' || Number(parsed.amount.value) > Number(payment.amount.value))
          return sendJson(response, 400, { type: 'error', code: 'invalid_request' });
        refund = { id: randomUUID(), status: 'succeeded', payment_id: payment.id, amount: parsed.amount };
        refundsByKey.set(key, refund);
        state.refunds.set(refund.id, refund);
      }
      return sendJson(response, 200, refund);
    }
    const read = /^\/v3\/payments\/([\w-]+)$/.exec(request.url ?? '');
    if (request.method === 'GET' && read?.[1]) {
      state.reads.push(read[1]);
      const payment = state.payments.get(read[1]);
      if (!payment) return sendJson(response, 404, { type: 'error', code: 'not_found' });
      return sendJson(response, 200, { ...payment, ...state.override.get(read[1]) });
    }
    sendJson(response, 404, { type: 'error', code: 'not_found' });
  });
  return Object.assign(state, server);
}
