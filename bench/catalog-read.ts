// Catalog read: GET /1/p/menus/{id}/positions of the largest demo menu, 50 keep-alive connections,
// side by side in the same run with a bare node:http server sending the same bytes.
import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApi, type DatabaseKind } from './lib/api-server';
import { runLoad, type LoadResult } from './lib/load';
import { freePort } from './lib/net';
import { printTable } from './lib/report';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The URL of the demo menu whose positions answer is the largest, with that answer's bytes. */
async function largestMenu(baseUrl: string): Promise<{ url: string; bytes: Buffer }> {
  const cities = await getJson<{ id: number }[]>(`${baseUrl}/1/p/cities?whiteLabel=demo`);
  let largest = { url: '', bytes: Buffer.alloc(0) };
  for (const city of cities) {
    const restos = await getJson<{ id: number }[]>(`${baseUrl}/1/p/restos?cityId=${city.id}&whiteLabel=demo`);
    for (const resto of restos) {
      const { menus } = await getJson<{ menus: { id: number }[] }>(`${baseUrl}/1/p/restos/${resto.id}`);
      for (const menu of menus) {
        const url = `${baseUrl}/1/p/menus/${menu.id}/positions`;
        const bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
        if (bytes.length > largest.bytes.length) largest = { url, bytes };
      }
    }
  }
  return largest;
}

async function measureBare(bytes: Buffer): Promise<LoadResult> {
  const file = path.join(tmpdir(), `nori-bench-menu-${process.pid}.json`);
  writeFileSync(file, bytes);
  const port = await freePort();
  const child = fork(path.join(import.meta.dirname, 'lib/bare-server.mjs'), [file, String(port)], {
    stdio: 'ignore',
  });
  await new Promise((resolve) => child.once('message', resolve));
  try {
    return await runLoad({ url: `http://127.0.0.1:${port}/`, connections: CONNECTIONS, seconds: SECONDS });
  } finally {
    child.kill();
  }
}

export async function run(kind: DatabaseKind): Promise<void> {
  const api = await startApi(kind);
  try {
    const menu = await largestMenu(api.baseUrl);
    await runLoad({ url: menu.url, connections: CONNECTIONS, seconds: 2 }); // warm-up: JIT and cache
    const nori = await runLoad({ url: menu.url, connections: CONNECTIONS, seconds: SECONDS });
    const bare = await measureBare(menu.bytes);
    printTable(
      `Catalog read on ${kind}: ${new URL(menu.url).pathname} (${(menu.bytes.length / 1024).toFixed(1)} KB), ${CONNECTIONS} connections, ${SECONDS} s, ${nori.tool}`,
      [
        ['server', 'req/s', 'p99 ms', 'HTTP errors'],
        ['Nori API', nori.requestsPerSecond.toFixed(0), nori.p99Ms.toFixed(2), String(nori.httpErrors)],
        ['bare node:http', bare.requestsPerSecond.toFixed(0), bare.p99Ms.toFixed(2), String(bare.httpErrors)],
      ],
    );
    console.log(
      `ratio Nori / node:http: ${(nori.requestsPerSecond / bare.requestsPerSecond).toFixed(2)} (target ≥ 0.85)`,
    );
  } finally {
    await api.stop();
  }
}
