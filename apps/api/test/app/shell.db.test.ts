import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogEndpoints } from '@nori/contract';
import { buildApp } from '../../src/app';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('the app shell', () => {
  let t: TestApp;
  let images: string;
  beforeAll(async () => {
    images = await mkdtemp(join(tmpdir(), 'nori-images-'));
    await mkdir(join(images, 'dishes'));
    await writeFile(join(images, 'dishes', 'roll.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({ imagesDirectory: images });
  });
  afterAll(async () => {
    await t.close();
    await rm(images, { recursive: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('GET /healthz and /readyz answer while the database answers', async () => {
    expect((await get('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await get('/readyz')).json()).toEqual({ status: 'ready' });
  });

  it('GET /readyz is 503 when the database does not answer', async () => {
    const app = await buildApp({
      config: { logLevel: 'silent', corsOrigins: [] },
      database: { ...t.database, ping: () => Promise.reject(new Error('connection refused')) },
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        errors: [{ code: 'common.unavailable', message: 'Database not reachable' }],
      });
    } finally {
      await app.close();
    }
  });

  it('GET /openapi.json documents every mounted catalog call', async () => {
    const document = (await get('/openapi.json')).json();
    expect(document.openapi).toBe('3.1.1');
    for (const endpoint of catalogEndpoints) {
      expect(document.paths[endpoint.path]?.[endpoint.method.toLowerCase()]?.operationId).toBe(
        endpoint.operationId,
      );
    }
  });

  it('GET /docs is a self-contained page reading /openapi.json', async () => {
    const page = await get('/docs');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<script src="/docs/docs.js"></script>');
    expect(page.body).not.toMatch(/https?:\/\/(?!json-schema)/);
    expect((await get('/docs/docs.js')).body).toContain("fetch('/openapi.json')");
  });

  it('GET / is a placeholder naming the product and linking the docs', async () => {
    const page = await get('/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Nori</h1>');
    expect(page.body).toContain('href="/docs"');
  });

  it('serves images with long cache headers, and nothing outside the folder', async () => {
    const image = await get('/images/dishes/roll.svg');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/images/dishes/missing.svg')).statusCode).toBe(404);
    expect((await get('/images/..%2F..%2Fpackage.json')).statusCode).toBe(404);
    expect((await get('/images/dishes/roll.exe')).statusCode).toBe(404);
  });

  it('sets security headers and allows only configured origins', async () => {
    const allowed = await get('/healthz', { origin: 'https://shop.example' });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://shop.example');
    expect(allowed.headers['x-content-type-options']).toBe('nosniff');
    const other = await get('/healthz', { origin: 'https://evil.example' });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
