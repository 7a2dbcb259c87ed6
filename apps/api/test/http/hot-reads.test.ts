// Which requests the hot catalog reads answer themselves, and which they leave to Fastify.
import type http from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createHotReads, hotKey } from '../../src/http/hot-reads';
import { serialize } from '../../src/http/response-cache';

const silent = { level: 'silent' } as FastifyBaseLogger;

/** A request and a response that records what it was given, without a socket. */
function exchange(method: string, url: string, headers: http.IncomingHttpHeaders = {}) {
  const request = { method, url, headers } as http.IncomingMessage;
  const written: { status?: number; headers?: string[]; body?: Buffer } = {};
  const response = {
    writeHead(status: number, list: string[]) {
      written.status = status;
      written.headers = [...list];
    },
    end(body?: Buffer) {
      written.body = body;
    },
  } as unknown as http.ServerResponse;
  return { request, response, written };
}

function setUp(known: { version: number | undefined }) {
  const hot = createHotReads({ peek: () => known.version }, () => silent);
  const cached = Object.assign(serialize({ hello: 'world' }), { version: 3 });
  hot.remember(hotKey('/1/p/cities/1', undefined), cached, {
    'x-frame-options': 'DENY',
    'x-request-id': 'first',
    etag: cached.etag,
  });
  return { hot, cached };
}

const serves = (hot: ReturnType<typeof setUp>['hot'], method: string, url: string, headers = {}) => {
  const { request, response } = exchange(method, url, headers);
  return hot.serve(request, response);
};

describe('hot catalog reads', () => {
  it('answers a remembered URL of the current version with its bytes and headers', () => {
    const { hot, cached } = setUp({ version: 3 });
    const { request, response, written } = exchange('GET', '/1/p/cities/1');
    expect(hot.serve(request, response)).toBe(true);
    expect(written.status).toBe(200);
    expect(written.body?.equals(cached.body)).toBe(true);
    const headers = written.headers ?? [];
    expect(headers.slice(0, 2)).toEqual(['x-frame-options', 'DENY']);
    expect(headers[2]).toBe('x-request-id');
    expect(headers[3]).not.toBe('first');
    expect(headers).toContain('content-length');
  });

  it('answers 304 to a matching If-None-Match', () => {
    const { hot, cached } = setUp({ version: 3 });
    const { request, response, written } = exchange('GET', '/1/p/cities/1', { 'if-none-match': cached.etag });
    expect(hot.serve(request, response)).toBe(true);
    expect(written.status).toBe(304);
    expect(written.body).toBeUndefined();
  });

  it('leaves to Fastify other URLs, languages, methods, Origin requests and a version not known fresh', () => {
    const known = { version: 3 as number | undefined };
    const { hot } = setUp(known);
    expect(serves(hot, 'GET', '/1/p/cities/2')).toBe(false);
    expect(serves(hot, 'HEAD', '/1/p/cities/1')).toBe(false);
    expect(serves(hot, 'GET', '/1/p/cities/1', { origin: 'https://shop.example' })).toBe(false);
    // The Russian answer is kept for Russian (no Accept-Language is Russian), not for English.
    expect(serves(hot, 'GET', '/1/p/cities/1', { 'accept-language': 'en-GB,en;q=0.9' })).toBe(false);
    expect(serves(hot, 'GET', '/1/p/cities/1', { 'accept-language': 'ru-RU' })).toBe(true);
    known.version = undefined;
    expect(serves(hot, 'GET', '/1/p/cities/1')).toBe(false);
    known.version = 4;
    expect(serves(hot, 'GET', '/1/p/cities/1')).toBe(false);
  });

  it('forgets the answers of an older version once a newer one is remembered', () => {
    const known = { version: 3 as number | undefined };
    const { hot } = setUp(known);
    const newer = Object.assign(serialize({ hello: 'again' }), { version: 4 });
    hot.remember(hotKey('/1/p/cities/2', 'ru'), newer, {});
    known.version = 4;
    expect(serves(hot, 'GET', '/1/p/cities/1')).toBe(false);
    expect(serves(hot, 'GET', '/1/p/cities/2')).toBe(true);
  });
});
