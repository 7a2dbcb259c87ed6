// Catalog read: GET /1/p/menus/{id}/positions of the largest demo menu, 50 keep-alive connections,
// side by side in the same run with two bare node:http servers sending the same bytes: one with the
// same headers as the API's answer (the reference: ratio ≥ 0.85), one with two headers
// (how much of the gap is the ~20 headers themselves). Then the API's peak RSS. Exports run(kind).
import { fork } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApi, type DatabaseKind } from './lib/api-server';
import { captureAnswer } from './lib/captured-answer';
import { runLoad, type LoadResult } from './lib/load';
import { recordPeakRss } from './lib/memory';
import { freePort } from './lib/net';
import { printTable } from './lib/report';
import { recordTarget } from './lib/summary';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RATIO_TARGET = 0.85;

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The URL of the demo menu whose positions answer is the largest. */
async function largestMenu(baseUrl: string): Promise<string> {
  const cities = await getJson<{ id: number }[]>(`${baseUrl}/1/p/cities?whiteLabel=demo`);
  let largest = { url: '', size: 0 };
  for (const city of cities) {
    const restos = await getJson<{ id: number }[]>(`${baseUrl}/1/p/restos?cityId=${city.id}&whiteLabel=demo`);
    for (const resto of restos) {
      const { menus } = await getJson<{ menus: { id: number }[] }>(`${baseUrl}/1/p/restos/${resto.id}`);
      for (const menu of menus) {
        const url = `${baseUrl}/1/p/menus/${menu.id}/positions`;
        const size = (await (await fetch(url)).arrayBuffer()).byteLength;
        if (size > largest.size) largest = { url, size };
      }
    }
  }
  return largest.url;
}

/** Runs the load against bare-server.mjs serving the body, with the given headers or its own two. */
async function measureBare(body: Buffer, headers?: [string, string][]): Promise<LoadResult> {
  const file = path.join(tmpdir(), `nori-bench-menu-${process.pid}.json`);
  const headersFile = path.join(tmpdir(), `nori-bench-menu-headers-${process.pid}.json`);
  writeFileSync(file, body);
  if (headers) writeFileSync(headersFile, JSON.stringify(headers));
  const port = await freePort();
  const args = [file, String(port), ...(headers ? [headersFile] : [])];
  const child = fork(path.join(import.meta.dirname, 'lib/bare-server.mjs'), args, { stdio: 'ignore' });
  await new Promise((resolve) => child.once('message', resolve));
  try {
    const url = `http://127.0.0.1:${port}/`;
    await runLoad({ url, connections: CONNECTIONS, seconds: 1 }); // warm-up, as the API gets
    return await runLoad({ url, connections: CONNECTIONS, seconds: SECONDS });
  } finally {
    child.kill();
    rmSync(file, { force: true });
    rmSync(headersFile, { force: true });
  }
}

export async function run(kind: DatabaseKind): Promise<void> {
  const api = await startApi(kind);
  try {
    const url = await largestMenu(api.baseUrl);
    const answer = await captureAnswer(url);
    await runLoad({ url, connections: CONNECTIONS, seconds: 2 }); // warm-up: JIT and cache
    const nori = await runLoad({ url, connections: CONNECTIONS, seconds: SECONDS });
    const rssMb = recordPeakRss('catalog-read', kind, api.pid);
    const sameHeaders = await measureBare(answer.body, answer.headers);
    const twoHeaders = await measureBare(answer.body);
    const row = (name: string, result: LoadResult) => [
      name,
      result.requestsPerSecond.toFixed(0),
      result.p99Ms.toFixed(2),
      `${result.httpErrors}/${result.socketErrors}`,
      (nori.requestsPerSecond / result.requestsPerSecond).toFixed(2),
    ];
    printTable(
      `Catalog read on ${kind}: ${new URL(url).pathname} (${(answer.body.length / 1024).toFixed(1)} KB, ` +
        `${answer.headers.length} headers replayed), ${CONNECTIONS} connections, ${SECONDS} s, ${nori.tool}; ` +
        `API peak RSS ${rssMb.toFixed(0)} MB`,
      [
        ['server', 'req/s', 'p99 ms', 'errors HTTP/socket', 'Nori ÷ this'],
        row('Nori API', nori),
        row('bare node:http, same headers', sameHeaders),
        row('bare node:http, 2 headers', twoHeaders),
      ],
    );
    const ratio = nori.requestsPerSecond / sameHeaders.requestsPerSecond;
    recordTarget({
      where: `catalog-read on ${kind}: Nori ÷ node:http with the same headers`,
      target: `ratio ≥ ${RATIO_TARGET}`,
      figure: `${ratio.toFixed(2)} (${nori.requestsPerSecond.toFixed(0)} / ${sameHeaders.requestsPerSecond.toFixed(0)} req/s)`,
      met: ratio >= RATIO_TARGET,
    });
    recordTarget({
      where: `catalog-read on ${kind}: Nori ÷ node:http with 2 headers`,
      target: '— (comparison)',
      figure: (nori.requestsPerSecond / twoHeaders.requestsPerSecond).toFixed(2),
    });
  } finally {
    await api.stop();
  }
}
