// The load generator: wrk (Debian's package) where installed — on two cores autocannon's own CPU
// use caps it near the server's speed and hides differences — else autocannon.
import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  /** Answers with a status of 400 or more. */
  httpErrors: number;
  /** Requests without an answer: connect, read or write errors and timeouts (10 s). */
  socketErrors: number;
  tool: 'wrk' | 'autocannon';
}

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

const hasWrk = (): boolean => spawnSync('wrk', ['--version']).error === undefined;

const toMs = (value: string, unit: string): number =>
  Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 } as Record<string, number>)[unit]!;

function wrkScript(options: LoadOptions): string {
  const file = path.join(tmpdir(), `nori-wrk-${process.pid}.lua`);
  const headers = Object.entries(options.headers ?? {})
    .map(([name, value]) => `wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`)
    .join('\n');
  // wrk counts answers with a status of 400 or more as errors.status; printed for the caller.
  const report = `done = function(summary) io.write(string.format("HTTP_ERRORS %d\\n", summary.errors.status)) end`;
  writeFileSync(
    file,
    `wrk.method = ${JSON.stringify(options.method ?? 'GET')}\n${headers}\n` +
      (options.body ? `wrk.body = ${JSON.stringify(options.body)}\n` : '') +
      report,
  );
  return file;
}

function runWrk(options: LoadOptions): LoadResult {
  const output = execFileSync(
    'wrk',
    [
      '-t1',
      `-c${options.connections}`,
      `-d${options.seconds}s`,
      // wrk's default of 2 s drops slower answers from the figures as timeouts: a loaded SSR page
      // can take longer, and should count in the p99 rather than vanish from it.
      '--timeout',
      '10s',
      '--latency',
      '-s',
      wrkScript(options),
      options.url,
    ],
    { encoding: 'utf8' },
  );
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(output);
  const p99 = /\s99%\s+([\d.]+)(us|ms|s|m)\b/.exec(output);
  const httpErrors = /HTTP_ERRORS (\d+)/.exec(output);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  if (!rps || !p99) throw new Error(`Could not read wrk's output:\n${output}`);
  return {
    requestsPerSecond: Number(rps[1]),
    p99Ms: toMs(p99[1]!, p99[2]!),
    httpErrors: Number(httpErrors?.[1] ?? 0),
    socketErrors: socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
    tool: 'wrk',
  };
}

async function runAutocannon(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    timeout: 10,
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    httpErrors: result.non2xx,
    socketErrors: result.errors + result.timeouts,
    tool: 'autocannon',
  };
}

export const runLoad = (options: LoadOptions): Promise<LoadResult> =>
  hasWrk() ? Promise.resolve(runWrk(options)) : runAutocannon(options);
