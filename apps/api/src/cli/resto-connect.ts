// npm run resto:connect -- RESTO_ID [WEBHOOK_URL]: gives a restaurant a new API key for the
// restaurant API and, with a webhook URL, registers it with a new signing secret. Both are printed
// once: only the key's hash is stored. Uses the configured database (PGlite: stop the server first).
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open';
import { runCli } from './run-cli';
import { ApiError } from '../errors';
import { createRestoConnections } from '../modules/order-life/services/resto-connections';

async function main(args: string[]): Promise<number> {
  const restoId = Number(args[0]);
  if (args.length < 1 || args.length > 2 || !Number.isSafeInteger(restoId) || restoId <= 0) {
    console.error('Usage: npm run resto:connect -- RESTO_ID [https://kitchen.example/nori-orders]');
    return 2;
  }
  const database = await openConfiguredDatabase(loadConfig());
  try {
    const connections = createRestoConnections(database.db, () => new Date());
    const connected = await connections.connect(restoId, args[1] ? { webhookUrl: args[1] } : {});
    console.log(
      `Restaurant ${restoId} connected.\n  API key (bearer of the restaurant API): ${connected.apiKey}`,
    );
    if (connected.webhookSecret)
      console.log(`  Webhook ${args[1]}\n  Signing secret (x-nori-signature): ${connected.webhookSecret}`);
    return 0;
  } catch (error) {
    if (!(error instanceof ApiError) && !(error instanceof Error && error.message.startsWith('The webhook')))
      throw error;
    console.error(error.message);
    return 1;
  } finally {
    await database.close();
  }
}

await runCli(main);
