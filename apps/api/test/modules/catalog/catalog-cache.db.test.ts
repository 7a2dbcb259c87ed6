import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../src/app';
import { createTestApp, readFixture, type TestApp } from '../../helpers/test-app';

describe('catalog answers cached as bytes per catalog version', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.catalogAdmin.importCatalog(readFixture('test-chain'));
  });
  afterAll(() => t.close());
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('sends a strong ETag and a short public Cache-Control with stale-while-revalidate', async () => {
    const response = await get('/1/p/restos/1');
    expect(response.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=300');
    expect(response.headers.etag).toMatch(/^"[\w-]{32}"$/);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await get('/1/p/restos/1')).headers.etag).toBe(response.headers.etag);
  });

  it('sends brotli or gzip when the client accepts it, the same JSON once decompressed', async () => {
    const url = '/1/p/restos/1';
    const plain = await get(url);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    const brotli = await get(url, { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.etag).toBe(plain.headers.etag);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('sends a small answer as it is: compressing it would not pay', async () => {
    const small = await get('/1/p/cities/1', { 'accept-encoding': 'br' });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('answers 304 without a body when If-None-Match matches', async () => {
    const { etag } = (await get('/1/p/menus/1/positions')).headers;
    const notModified = await get('/1/p/menus/1/positions', {
      'if-none-match': `W/"other", ${String(etag)}`,
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
    expect((await get('/1/p/menus/1/positions', { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('shows an import at once, with a new ETag only where the answer changed', async () => {
    const positionsBefore = await get('/1/p/menus/1/positions');
    const cityBefore = await get('/1/p/cities/1');
    const file = readFixture('test-chain');
    file.positions[0]!.price = 55500;
    await t.app.catalogAdmin.importCatalog(file);

    const positionsAfter = await get('/1/p/menus/1/positions');
    expect(positionsAfter.json()[0].price).toBe(55500);
    expect(positionsAfter.headers.etag).not.toBe(positionsBefore.headers.etag);
    expect(
      (await get('/1/p/menus/1/positions', { 'if-none-match': String(positionsBefore.headers.etag) }))
        .statusCode,
    ).toBe(200);
    expect((await get('/1/p/cities/1')).headers.etag).toBe(cityBefore.headers.etag);
  });

  it("another node serves an import at once, told by the database, whatever its version read's age", async () => {
    // The other node's clock stands still: its polled version would never age (issue 35: a storefront
    // node saw an import after 3.78 s on a loaded machine).
    const otherNode = await buildApp({
      config: { logLevel: 'silent', corsOrigins: [] },
      database: t.database,
      catalogVersion: { maxAgeMs: 1000, now: () => 0 },
    });
    try {
      const price = async () =>
        (await otherNode.inject({ method: 'GET', url: '/1/p/menus/1/positions' })).json()[0].price;
      const before = await price();
      const file = readFixture('test-chain');
      file.positions[0]!.price = before + 100;
      await t.app.catalogAdmin.importCatalog(file);
      await vi.waitFor(async () => expect(await price()).toBe(before + 100), { timeout: 5000, interval: 50 });
    } finally {
      await otherNode.close();
    }
  });
});
