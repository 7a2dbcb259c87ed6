// Shared by the order-life tests: an app on the order chain at Monday lunch, a signed-in customer,
// and placing an order paid on receipt or online.
import { orderSchema, type Order } from '@nori/contract';
import { signInTestPerson, type SignedInPerson } from '../../helpers/sign-in';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { MONDAY_LUNCH, orderChain } from '../orders/order-chain';
import { orderDraft, post } from '../orders/requests';
import type { AppOptions } from '../../../src/app';

export async function orderLifeApp(
  options: Partial<Omit<AppOptions, 'database'>> = {},
  chain = orderChain(),
): Promise<{ t: TestApp; customer: SignedInPerson }> {
  const t = await createTestApp({ now: () => MONDAY_LUNCH, ...options });
  await t.app.catalogAdmin.importCatalog(chain);
  const customer = await signInTestPerson(t, { firstName: 'Анна' }, { now: MONDAY_LUNCH });
  return { t, customer };
}

/** Booting an app and importing a chain takes long on a busy machine. */
export const SETUP_TIMEOUT_MS = 240_000;

let keys = 0;
export async function placeOrder(
  t: TestApp,
  customer: SignedInPerson,
  payType: 'CARD_ONLINE' | 'CASH_UPON_RECEIPT' = 'CASH_UPON_RECEIPT',
): Promise<{ status: number; order: Order; body: unknown; key: string }> {
  const key = `order-life-test-${++keys}`;
  const placed = await post(t, `/api/v1/persons/${customer.personId}/orders`, orderDraft({ payType }), {
    ...customer.headers,
    'idempotency-key': key,
  });
  const parsed = orderSchema.safeParse(placed.body);
  return { status: placed.status, order: parsed.data as Order, body: placed.body, key };
}

export const restoHeaders = (apiKey: string) => ({ authorization: `Bearer ${apiKey}` });

/** Approves or declines on the sandbox engine's page, as the customer's browser posts it. */
export const decideOnSandboxPage = (t: TestApp, paymentUrl: string, decision: 'approve' | 'decline') =>
  t.app.inject({
    method: 'POST',
    url: paymentUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  });
