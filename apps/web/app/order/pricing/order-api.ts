// The order calls through the contract's client. Only reached through a dynamic import (the cart
// and checkout pages, after hydration), so the client and zod stay out of the menu pages' first load.
import type { OrderDraft, PreflightRequest } from '@nori/contract';
import type { Locale } from '@nori/domain';
import { browserApiClient } from '../../platform/browser-api';

/** A signed-in call: whose order, and a fresh access token. */
export interface Bearer {
  personId: number;
  token: string;
}

export const createOrderApi = (apiBaseUrl: string, locale: Locale) => {
  const api = browserApiClient(apiBaseUrl, locale);
  return {
    /** The anonymous preflight for guests, the personal one when signed in (spec §4). */
    preflight: (body: PreflightRequest, signal: AbortSignal, bearer: Bearer | null) =>
      bearer
        ? api.preflightPersonOrder({
            params: { personId: bearer.personId },
            body,
            token: bearer.token,
            signal,
          })
        : api.preflightOrder({ body, signal }),
    /** The slots that take no more orders (issue 21). */
    fullSlots: (restoId: number, signal: AbortSignal) => api.listFullSlots({ params: { restoId }, signal }),
    placeOrder: (body: OrderDraft, idempotencyKey: string, bearer: Bearer) =>
      api.createOrder({
        params: { personId: bearer.personId },
        body,
        token: bearer.token,
        headers: { 'idempotency-key': idempotencyKey },
      }),
  };
};

export type OrderApi = ReturnType<typeof createOrderApi>;
