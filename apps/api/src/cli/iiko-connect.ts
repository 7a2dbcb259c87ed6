// npm run iiko:connect: a restaurant's posEngine. Without arguments it lists the organizations
// and terminal groups the chain's API login (IIKO_API_LOGIN) sees; with a restaurant, an
// organization and a terminal group it sets the restaurant's posEngine to IIKO with that mapping
// (and how each pay type is booked) and, with --webhook, registers Nori's webhook with iiko for
// the organization; --none sets it back to none. Uses the configured database (PGlite: stop the
// server first).
import { parseArgs } from 'node:util';
import { iikoApi } from '../adapters/iiko/iiko-api';
import { createIikoClient } from '../adapters/iiko/iiko-client';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open';
import type { IikoPaymentTypes } from '../db/schema';
import { deleteIikoConnection, saveIikoConnection } from '../modules/pos-iiko/repositories/iiko-connections';
import { runCli } from './run-cli';

const USAGE = `Usage:
  npm run iiko:connect                       lists iiko organizations and terminal groups
  npm run iiko:connect -- RESTO_ID ORGANIZATION_ID TERMINAL_GROUP_ID
      [--cash PAYMENT_TYPE_ID] [--card PAYMENT_TYPE_ID] [--online PAYMENT_TYPE_ID]
      [--delivery-product PRODUCT_ID] [--webhook https://shop.example/api/v1/pos/iiko/webhook]
  npm run iiko:connect -- RESTO_ID --none     the restaurant's posEngine back to none`;

async function main(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      cash: { type: 'string' },
      card: { type: 'string' },
      online: { type: 'string' },
      'delivery-product': { type: 'string' },
      webhook: { type: 'string' },
      none: { type: 'boolean' },
    },
  });
  const config = loadConfig();
  if (!config.iiko) {
    console.error('Set IIKO_API_LOGIN (iikoWeb → Integrations → API keys) first.');
    return 2;
  }
  const api = iikoApi(
    createIikoClient({ baseUrl: config.iiko.baseUrl, credentials: config.iiko.credentials }),
  );
  if (positionals.length === 0) {
    const organizations = await api.organizations();
    const groups = await api.terminalGroups(organizations.map((org) => org.id));
    for (const org of organizations) {
      console.log(`${org.id}  ${org.name}`);
      for (const group of groups.filter((item) => item.organizationId === org.id))
        console.log(`    terminal group ${group.id}  ${group.name}`);
    }
    return 0;
  }
  const restoId = Number(positionals[0]);
  const [, organizationId, terminalGroupId] = positionals;
  if (
    !Number.isSafeInteger(restoId) ||
    restoId <= 0 ||
    (!values.none && (!organizationId || !terminalGroupId))
  ) {
    console.error(USAGE);
    return 2;
  }
  const database = await openConfiguredDatabase(config);
  try {
    if (values.none) {
      await deleteIikoConnection(database.db, restoId);
      console.log(`Restaurant ${restoId}: posEngine none.`);
      return 0;
    }
    const paymentTypes: IikoPaymentTypes = {
      ...(values.cash && { CASH_UPON_RECEIPT: { id: values.cash, kind: 'Cash' as const } }),
      ...(values.card && { CARD_UPON_RECEIPT: { id: values.card, kind: 'Card' as const } }),
      ...(values.online && { CARD_ONLINE: { id: values.online, kind: 'External' as const } }),
    };
    const saved = await saveIikoConnection(database.db, {
      restoId,
      organizationId: organizationId!,
      terminalGroupId: terminalGroupId!,
      paymentTypes,
      deliveryFeeProductId: values['delivery-product'] ?? null,
      updatedAt: new Date(),
    });
    if (!saved) {
      console.error(`Restaurant ${restoId} is not in the catalog.`);
      return 1;
    }
    console.log(
      `Restaurant ${restoId}: posEngine IIKO, organization ${organizationId}, terminal group ${terminalGroupId}.`,
    );
    if (values.webhook) {
      if (!config.iiko.webhookToken) {
        console.error('Set IIKO_WEBHOOK_TOKEN (openssl rand -hex 16) to register the webhook.');
        return 1;
      }
      await api.updateWebhooks(organizationId!, values.webhook, config.iiko.webhookToken);
      console.log(`iiko sends its events to ${values.webhook}.`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

await runCli(main);
