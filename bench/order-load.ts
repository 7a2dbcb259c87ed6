// Drives order creation with wrk (autocannon where wrk is missing): every request carries its own
// Idempotency-Key, and the id of every order acknowledged with a 201 is written down, so the
// benchmark can check the database afterwards for lost and duplicated orders.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export interface OrderLoadOptions {
  url: string;
  authorization: string;
  body: string;
  connections: number;
  seconds: number;
  /** Prefix of the Idempotency-Keys, unique per run. */
  keyPrefix: string;
}

export interface OrderLoadResult {
  ordersPerSecond: number;
  p99Ms: number;
  /** Order ids answered with 201, one per acknowledged request. */
  acknowledgedIds: number[];
  /** Answers other than 201. */
  refused: number;
  tool: 'wrk' | 'autocannon';
}

const ORDER_ID = /^\{"id":(\d+)/;
const toMs = (value: string, unit: string): number =>
  Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 } as Record<string, number>)[unit]!;

function luaScript(options: OrderLoadOptions, idsFile: string): string {
  return `
wrk.method = "POST"
wrk.body = ${JSON.stringify(options.body)}
wrk.headers["content-type"] = "application/json"
wrk.headers["authorization"] = ${JSON.stringify(options.authorization)}
local sent = 0
local refused = 0
local ids = io.open(${JSON.stringify(idsFile)}, "w")
request = function()
  sent = sent + 1
  wrk.headers["idempotency-key"] = ${JSON.stringify(options.keyPrefix)} .. "-" .. sent
  return wrk.format()
end
response = function(status, headers, body)
  if status == 201 then
    ids:write(string.match(body, '^{"id":(%d+)'), "\\n")
    ids:flush()
  else
    refused = refused + 1
  end
end
`;
}

function runWrk(options: OrderLoadOptions): OrderLoadResult {
  const idsFile = path.join(tmpdir(), `nori-order-ids-${process.pid}.txt`);
  const script = path.join(tmpdir(), `nori-orders-${process.pid}.lua`);
  writeFileSync(script, luaScript(options, idsFile));
  // One thread: its Lua state holds the key counter and the ids file. A long timeout, so a slow
  // answer is waited for rather than dropped (a dropped answer's order is stored unacknowledged).
  const output = execFileSync(
    'wrk',
    [
      '-t1',
      `-c${options.connections}`,
      `-d${options.seconds}s`,
      '--timeout',
      '30s',
      '--latency',
      '-s',
      script,
      options.url,
    ],
    { encoding: 'utf8' },
  );
  const ids = readFileSync(idsFile, 'utf8').split('\n').filter(Boolean).map(Number);
  rmSync(idsFile, { force: true });
  rmSync(script, { force: true });
  const p99 = /\s99%\s+([\d.]+)(us|ms|s|m)\b/.exec(output);
  const requests = /(\d+) requests in/.exec(output);
  if (!p99 || !requests) throw new Error(`Could not read wrk's output:\n${output}`);
  return {
    ordersPerSecond: ids.length / options.seconds,
    p99Ms: toMs(p99[1]!, p99[2]!),
    acknowledgedIds: ids,
    refused: Number(requests[1]) - ids.length,
    tool: 'wrk',
  };
}

async function runAutocannon(options: OrderLoadOptions): Promise<OrderLoadResult> {
  const ids: number[] = [];
  let sent = 0;
  let refused = 0;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        method: 'POST',
        body: options.body,
        setupRequest: (request) => ({
          ...request,
          headers: {
            'content-type': 'application/json',
            authorization: options.authorization,
            'idempotency-key': `${options.keyPrefix}-${++sent}`,
          },
        }),
        onResponse: (status, body) => {
          const id = status === 201 ? ORDER_ID.exec(body)?.[1] : undefined;
          if (id) ids.push(Number(id));
          else refused += 1;
        },
      },
    ],
  });
  return {
    ordersPerSecond: ids.length / options.seconds,
    p99Ms: result.latency.p99,
    acknowledgedIds: ids,
    refused,
    tool: 'autocannon',
  };
}

const hasWrk = (): boolean => spawnSync('wrk', ['--version']).error === undefined;

export const runOrderLoad = (options: OrderLoadOptions): Promise<OrderLoadResult> =>
  hasWrk() ? Promise.resolve(runWrk(options)) : runAutocannon(options);
