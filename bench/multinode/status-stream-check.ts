// A customer's live status stream held by one node gets the changes a restaurant makes through the
// other (PostgreSQL's NOTIFY reaches every node's listener).
import { request as httpRequest } from 'node:http';
import { RESTO_API_KEY, type Cluster } from './cluster';
import { call, expectJson, pause } from './http';
import type { Check, Person } from './people';

const MOVES = ['ACCEPTED', 'COOKING', 'ON_THE_WAY'] as const;
const EVENT_WAIT_MS = 5000;

interface Stream {
  node: string;
  /** Statuses received, in order, with the time each arrived. */
  received: { status: string; at: number }[];
  /** When the server ended the stream (its time), or never while it is open. */
  ended: Promise<number>;
  close(): void;
}

export function openStream(url: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: { accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
      const stream: Stream = {
        node: String(response.headers['x-nori-node'] ?? ''),
        received: [],
        ended: new Promise((ended) => response.once('close', () => ended(Date.now()))),
        close: () => request.destroy(),
      };
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(event)?.[1];
          const status = data ? /"status":"([A-Z_]+)"/.exec(data)?.[1] : undefined;
          if (status) stream.received.push({ status, at: Date.now() });
        }
      });
      response.on('error', () => {});
      resolve(stream);
    });
    request.on('error', reject);
    request.end();
  });
}

export async function statusStreamCheck(cluster: Cluster, person: Person, orderId: number): Promise<Check> {
  const name = 'a status change made through one node reaches a live stream held by the other';
  const { ticket } = await expectJson<{ ticket: string }>(
    call(`${cluster.nginx.url}/api/v1/persons/${person.personId}/orders/${orderId}/status-ticket`, {
      method: 'POST',
      headers: { authorization: person.authorization },
    }),
    201,
  );
  const stream = await openStream(
    `${cluster.nginx.url}/api/v1/orders/${orderId}/status-events?ticket=${encodeURIComponent(ticket)}`,
  );
  const moves: string[] = [];
  let crossed = 0;
  let allArrived = true;
  try {
    for (const status of MOVES) {
      const sent = Date.now();
      const answer = await call(`${cluster.nginx.url}/api/v1/restos/201/orders/${orderId}/status`, {
        body: { status },
        headers: { authorization: `Bearer ${RESTO_API_KEY}` },
      });
      if (answer.status !== 200)
        return { name, held: false, figures: `${status}: ${answer.status} ${answer.body}` };
      while (Date.now() - sent < EVENT_WAIT_MS && !stream.received.some((event) => event.status === status))
        await pause(10);
      const event = stream.received.find((entry) => entry.status === status);
      if (!event) allArrived = false;
      if (answer.node !== stream.node) crossed += 1;
      moves.push(`${status} via ${answer.node}: ${event ? `${event.at - sent} ms` : 'never arrived'}`);
    }
  } finally {
    stream.close();
  }
  return {
    name,
    held: allArrived && crossed > 0,
    figures: `stream on ${stream.node}; ${moves.join('; ')}`,
  };
}
