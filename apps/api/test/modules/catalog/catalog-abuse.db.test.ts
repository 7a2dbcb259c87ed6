// Catalog reads made expensive on purpose (issue 20, finding 6), over a real socket: a list of ids
// names a set (one cache entry for '2,1,2' and '1,2'); an answer's first use is compressed at a
// fast quality and only a repeated one at the highest; a client that has too many answers built on
// cache misses gets 429 in the error shape, while another client and cached reads go on; and the
// cache is bounded by the bytes it holds.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLimitsConfig } from '../../../src/config-limits';
import { createResponseCache } from '../../../src/http/response-cache';
import type { CatalogVersion } from '../../../src/modules/catalog/services/catalog-version';
import { createTestApp, readFixture, type TestApp } from '../../helpers/test-app';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET from a given local address (every 127.x.y.z is this machine) with exactly these headers. */
const get = (url: string, { from = '127.0.0.1', headers = {} as Record<string, string> } = {}) =>
  new Promise<Answer>((resolve, reject) => {
    http
      .get(url, { headers, localAddress: from }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });

const brotliAt = (body: Buffer, quality: number) =>
  zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });

describe('catalog reads made expensive on purpose', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    const limits = { ...defaultLimitsConfig(), catalogBuildsPerMinute: 4 };
    t = await createTestApp({ config: { logLevel: 'silent', corsOrigins: [], limits } });
    // Descriptions long enough for the menu's answer to be compressed (1 KB and more).
    const file = readFixture('test-chain');
    for (const position of file.positions) position.description = `${position.name}. `.repeat(60);
    await t.app.catalogAdmin.importCatalog(file);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('builds one answer for a set of ids in any order, and refuses a client its 5th build of the minute', async () => {
    const positions = (ids: string, from = '127.0.0.2') =>
      get(`${base}/1/p/menus/1/positions?ids=${ids}`, { from });
    const first = await positions('1,2');
    // Cache hits: the same set, reordered and repeated, spends nothing.
    const same = await Promise.all(['2,1', '2,1,2', '1,1,2'].map((ids) => positions(ids)));
    expect(same.map((answer) => answer.headers.etag)).toEqual(same.map(() => first.headers.etag));
    expect((await positions('1')).status).toBe(200);
    expect((await positions('2')).status).toBe(200);
    expect((await get(`${base}/1/p/menus/1/position-groups`, { from: '127.0.0.2' })).status).toBe(200);
    const refused = await positions('1,2,3');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(JSON.parse(refused.body.toString())).toEqual({
      errors: [{ code: 'common.too-many-requests', message: expect.any(String) }],
    });
    // What is cached is still answered, and another client builds its own.
    expect((await positions('2,1')).status).toBe(200);
    expect((await positions('1,2,3', '127.0.0.3')).status).toBe(200);
  });

  it('compresses an answer fast on first use and at the highest quality once asked for again', async () => {
    const url = `${base}/1/p/menus/1/positions`;
    const plain = await get(url, { from: '127.0.0.4' });
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = { from: '127.0.0.4', headers: { 'accept-encoding': 'br' } };
    const firstUse = await get(url, br);
    expect(firstUse.body.equals(brotliAt(plain.body, 5))).toBe(true);
    const best = brotliAt(plain.body, 11);
    await expect
      .poll(async () => (await get(url, br)).body.equals(best), { timeout: 5000, interval: 50 })
      .toBe(true);
  });
});

describe('the response cache', () => {
  const version: CatalogVersion = { current: async () => 1, peek: () => 1, invalidate: () => undefined };

  it('holds at most its bytes, dropping the least recently used answers first', async () => {
    const cache = createResponseCache(version, 10_000);
    const answer = (n: number) => async () => ({ n, filler: 'x'.repeat(3000) });
    for (const n of [1, 2, 3]) await cache.get(`k${n}`, answer(n));
    await cache.get('k1', answer(1));
    await cache.get('k4', answer(4));
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect([1, 2, 3, 4].map((n) => cache.has(`k${n}`))).toEqual([true, false, true, true]);
  });
});
