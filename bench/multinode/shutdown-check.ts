// Issue 35, item 12: a node told to stop (SIGTERM, as an orchestrator does at a deploy) ends its
// live status streams at once, so that browsers reconnect to another node, and exits; then it is
// started again. Before, an open stream held a combined node open for good (its connection was
// the storefront server's, which waited for it).
import type { Cluster } from './cluster';
import { call, expectJson, pause } from './http';
import type { Check, Person } from './people';
import { openStream } from './status-stream-check';

/** The stream must end well before the 2 s after which closing cuts what is still open. */
const ENDED_WITHIN_MS = 1000;
/** In-flight requests get 2 s; then the database closes and the process ends. */
const EXITED_WITHIN_MS = 5000;
/** A node still running this long after SIGTERM is killed, and the check has failed. */
const GIVE_UP_MS = 15_000;

export async function shutdownCheck(cluster: Cluster, person: Person, orderId: number): Promise<Check> {
  const node = cluster.apiNodes[0]!;
  const name = `${node.name} told to stop ends its live status streams at once and exits`;
  const { ticket } = await expectJson<{ ticket: string }>(
    call(`${cluster.nginx.url}/api/v1/persons/${person.personId}/orders/${orderId}/status-ticket`, {
      method: 'POST',
      headers: { authorization: person.authorization },
    }),
    201,
  );
  const stream = await openStream(
    `${node.url}/api/v1/orders/${orderId}/status-events?ticket=${encodeURIComponent(ticket)}`,
  );
  const opened = Date.now();
  while (stream.received.length === 0 && Date.now() - opened < 5000) await pause(10);
  const told = Date.now();
  const exited = await Promise.race([node.terminate().then(() => true), pause(GIVE_UP_MS).then(() => false)]);
  const exitedMs = Date.now() - told;
  if (!exited) await node.kill();
  const endedMs = (await stream.ended) - told;
  await node.start();
  return {
    name,
    held: exited && stream.received.length > 0 && endedMs < ENDED_WITHIN_MS && exitedMs < EXITED_WITHIN_MS,
    figures: exited
      ? `stream ended ${endedMs} ms after SIGTERM, process exited after ${exitedMs} ms; started again`
      : `still running ${GIVE_UP_MS} ms after SIGTERM (killed); the stream ended after ${endedMs} ms`,
  };
}
