import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiateEncoding, varyOnEncoding } from '@nori/api';
import { sendAsset } from '../../server/static-assets';
import { sendWebResponse } from '../../server/web-request';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['*;q=0', null],
    ['gzip;q=0, *', 'br'],
    ['GZIP', 'gzip'],
  ] as const)('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('varyOnEncoding', () => {
  const replyWith = (vary?: string | string[]) => {
    const headers: Record<string, unknown> = { vary };
    return {
      headers,
      getHeader: (name: string) => headers[name],
      header: (name: string, value: string) => (headers[name] = value),
    };
  };
  it.each([
    [undefined, 'Accept-Encoding'],
    ['Origin', 'Origin, Accept-Encoding'],
    [['Origin', 'Sec-CH-UA-Mobile'], 'Origin, Sec-CH-UA-Mobile, Accept-Encoding'],
    ['origin, accept-encoding', 'origin, accept-encoding'],
    ['*', '*'],
  ] as const)('%j → %s', (vary, expected) => {
    const reply = replyWith(vary as string | string[] | undefined);
    varyOnEncoding(reply);
    expect(reply.headers['vary']).toEqual(expected);
  });
});

const script = 'export const greeting = "Добро пожаловать";\n'.repeat(200);
// Level 1 makes other bytes than the server's own level 9: an answer with these came from the file.
const buildGzip = zlib.gzipSync(script, { level: 1 });
const page = `<!doctype html><html><body>${'<p>Ролл «Филадельфия»</p>'.repeat(300)}</body></html>`;

describe('compressed responses', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'nori-assets-'));
    writeFileSync(path.join(root, 'app.js'), script);
    writeFileSync(path.join(root, 'tiny.js'), 'export {};\n');
    writeFileSync(path.join(root, 'logo.png'), Buffer.alloc(4096, 7));
    // Files the build gzipped (scripts/precompress.mjs): one as new as its file, one older.
    writeFileSync(path.join(root, 'built.js'), script);
    writeFileSync(path.join(root, 'built.js.gz'), buildGzip);
    writeFileSync(path.join(root, 'rebuilt.js'), script);
    writeFileSync(path.join(root, 'rebuilt.js.gz'), zlib.gzipSync('export const stale = 1;\n'.repeat(100)));
    const hourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(path.join(root, 'rebuilt.js.gz'), hourAgo, hourAgo);
    app = Fastify();
    app.get('/page', (request, reply) =>
      sendWebResponse(
        request,
        reply,
        new Response(page, { headers: { 'content-type': 'text/html', vary: 'Sec-CH-UA-Mobile' } }),
      ),
    );
    app.get('/*', async (request, reply) => {
      if (!(await sendAsset(root, request, reply))) await reply.status(404).send();
      return reply;
    });
  });
  afterAll(() => app.close());

  it('sends a built script as brotli when accepted, and it decompresses to the file', async () => {
    const response = await app.inject({ url: '/app.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(script.length / 10);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a browser without brotli, and the plain file to one without either', async () => {
    const gzipped = await app.inject({ url: '/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ url: '/app.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends the gzip the build made beside a file as it is, and brotli of the file itself', async () => {
    const gzipped = await app.inject({ url: '/built.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload.equals(buildGzip)).toBe(true);
    expect(Number(gzipped.headers['content-length'])).toBe(buildGzip.length);
    const brotli = await app.inject({ url: '/built.js', headers: { 'accept-encoding': 'br' } });
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
  });

  it('compresses the file itself when the gzip beside it is older than the file', async () => {
    const response = await app.inject({ url: '/rebuilt.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('leaves tiny files and images as they are', async () => {
    for (const url of ['/tiny.js', '/logo.png']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.headers['content-encoding']).toBeUndefined();
    }
  });

  it('answers HEAD with the compressed length and no body', async () => {
    const response = await app.inject({
      method: 'HEAD',
      url: '/app.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBeLessThan(script.length / 10);
    expect(response.rawPayload.length).toBe(0);
  });

  it('compresses a server-rendered page as it streams', async () => {
    const response = await app.inject({ url: '/page', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-length']).toBeUndefined();
    // The page's own Vary (the device it was rendered for) stays.
    expect(response.headers['vary']).toBe('Sec-CH-UA-Mobile, Accept-Encoding');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(page);
    const plain = await app.inject({ url: '/page' });
    expect(plain.body).toBe(page);
  });
});
