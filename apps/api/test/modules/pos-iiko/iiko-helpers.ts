// Shared by the pos-iiko tests: a local iiko (organization org-1 with terminal group tg-1, API
// login login-1) and the order chain's first restaurant connected to it, with its dishes named
// in iiko; the app listens on a real port so iiko's webhook reaches it over HTTP.
import {
  findIikoConnection,
  saveIikoConnection,
} from '../../../src/modules/pos-iiko/repositories/iiko-connections';
import { saveIikoItems } from '../../../src/modules/pos-iiko/repositories/iiko-items';
import { startFakeIiko, type FakeIiko } from '../../../src/modules/pos-iiko/fake/fake-iiko-server';
import type { AppOptions } from '../../../src/app';
import type { SignedInPerson } from '../../helpers/sign-in';
import type { TestApp } from '../../helpers/test-app';
import { orderLifeApp } from '../order-life/order-life-helpers';
import { MISO, PHILADELPHIA, RESTO, SOY_SAUCE, SPICY } from '../orders/order-chain';

export const ORG = 'org-1';
export const TERMINAL = 'tg-1';
export const WEBHOOK_TOKEN = 'iiko-webhook-token-0123456789abcdef';

export interface IikoTestSetup {
  t: TestApp;
  customer: SignedInPerson;
  iiko: FakeIiko;
  appUrl: string;
  close(): Promise<void>;
}

export async function iikoApp(options: Partial<Omit<AppOptions, 'database'>> = {}): Promise<IikoTestSetup> {
  const iiko = await startFakeIiko();
  iiko.state.apiLogins.add('login-1');
  iiko.state.organizations.push({
    id: ORG,
    name: 'Нори',
    terminalGroups: [{ id: TERMINAL, name: 'Кухня на Ленина', alive: true }],
  });
  const { t, customer } = await orderLifeApp({
    iiko: {
      config: { baseUrl: iiko.url, credentials: { apiLogin: 'login-1' }, webhookToken: WEBHOOK_TOKEN },
      overrides: {
        client: { timeoutMs: 1000, retries: 0 },
        sender: {
          followMs: 1000,
          firstRetryMs: 2000,
          maxRetryMs: 60_000,
          transportToFrontTimeoutSeconds: 120,
        },
      },
    },
    ...options,
  });
  const db = t.database.db;
  const saved = await saveIikoConnection(db, {
    restoId: RESTO,
    organizationId: ORG,
    terminalGroupId: TERMINAL,
    paymentTypes: {
      CASH_UPON_RECEIPT: { id: 'pt-cash', kind: 'Cash' },
      CARD_UPON_RECEIPT: { id: 'pt-card', kind: 'Card' },
      CARD_ONLINE: { id: 'pt-online', kind: 'External' },
    },
    deliveryFeeProductId: 'prod-delivery',
    updatedAt: new Date(),
  });
  if (!saved) throw new Error('The order chain lost its restaurant');
  const tenantId = (await findIikoConnection(db, RESTO))!.tenantId;
  await saveIikoItems(db, [
    { tenantId, kind: 'position', noriId: PHILADELPHIA, iikoKey: 'prod-phila', iikoGroupId: null },
    { tenantId, kind: 'position', noriId: SOY_SAUCE, iikoKey: 'prod-soy', iikoGroupId: null },
    { tenantId, kind: 'position', noriId: MISO, iikoKey: 'prod-miso/size-m', iikoGroupId: null },
    { tenantId, kind: 'modifier', noriId: SPICY, iikoKey: 'mod-spicy', iikoGroupId: 'grp-sauce' },
  ]);
  const appUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  iiko.state.webhooks.set(ORG, { uri: `${appUrl}/api/v1/pos/iiko/webhook`, authToken: WEBHOOK_TOKEN });
  return {
    t,
    customer,
    iiko,
    appUrl,
    close: async () => {
      await t.close();
      await iiko.close();
    },
  };
}
