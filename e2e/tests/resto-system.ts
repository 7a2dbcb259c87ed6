// The restaurant's own system, as the browser tests play it: every demo restaurant gets this API
// key when the first test server starts (DEMO_RESTO_API_KEY), and moves its orders with it.
import { expect, type APIRequestContext } from '@playwright/test';

export const DEMO_RESTO_KEY = 'e2e-restaurant-system-key-0123456789';

export const moveOrder = async (
  request: APIRequestContext,
  order: { restoId: number; id: number },
  status: string,
): Promise<void> => {
  const answer = await request.post(`/api/v1/restos/${order.restoId}/orders/${order.id}/status`, {
    data: { status },
    headers: { authorization: `Bearer ${DEMO_RESTO_KEY}` },
  });
  expect(answer.status()).toBe(200);
};
