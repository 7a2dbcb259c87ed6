// Bodies built to hurt the server — too large, nested too deep, poisoning prototypes — are refused
// with 413 or 400 in the contract's error shape before any route sees them; answers carry the
// security headers; only allow-listed origins may call the API from a browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@nori/contract';
import { BODY_LIMIT_BYTES, jsonNestingDepth, MAX_JSON_DEPTH } from '../../src/http/json-body';
import { createTestApp, type TestApp } from '../helpers/test-app';

const PREFLIGHT = '/1/persons/orders/preflight';
const ALLOWED_ORIGIN = 'https://shop.example';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('hostile requests', () => {
  let t: TestApp;
  let reached = 0;
  beforeAll(async () => {
    t = await createTestApp({ config: { logLevel: 'silent', corsOrigins: [ALLOWED_ORIGIN] } });
    // A route that counts the bodies that got through, to prove refused ones never arrive.
    t.app.post('/test/echo', async (request) => {
      reached += 1;
      return { body: request.body };
    });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: string) =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
  const expectErrorBody = (body: unknown) => expect(errorBodySchema.safeParse(body).success).toBe(true);

  it('answers 413 in the error shape to a body over the limit', async () => {
    const before = reached;
    const response = await post('/test/echo', JSON.stringify({ note: 'x'.repeat(BODY_LIMIT_BYTES) }));
    expect(response.statusCode).toBe(413);
    expectErrorBody(response.json());
    expect(reached).toBe(before);
  });

  it('answers 413 on a real call too, without reading the whole body', async () => {
    const response = await post(PREFLIGHT, JSON.stringify({ items: 'y'.repeat(2 * BODY_LIMIT_BYTES) }));
    expect(response.statusCode).toBe(413);
    expectErrorBody(response.json());
  });

  it.each([MAX_JSON_DEPTH + 1, 10_000, 100_000])('answers 400 to JSON nested %i deep', async (depth) => {
    const before = reached;
    const response = await post('/test/echo', nested(depth));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toEqual({
      code: 'common.bad-request',
      message: `The JSON body is nested deeper than ${MAX_JSON_DEPTH} levels`,
    });
    expect(reached).toBe(before);
  });

  it('accepts JSON nested exactly as deep as allowed', async () => {
    const response = await post('/test/echo', nested(MAX_JSON_DEPTH));
    expect(response.statusCode).toBe(200);
  });

  it('counts only the brackets outside strings', () => {
    expect(jsonNestingDepth('{"a":"[[[[{{{{\\"]]]"}')).toBe(1);
    expect(jsonNestingDepth('[{"a":[1,{"b":[]}]}]')).toBe(5);
  });

  it('refuses prototype poisoning keys with a 400', async () => {
    const response = await post('/test/echo', '{"__proto__":{"admin":true}}');
    expect(response.statusCode).toBe(400);
    expectErrorBody(response.json());
  });

  it('answers deeply nested and oversized bodies on a documented call with 4xx, never 5xx', async () => {
    for (const payload of [nested(5000), `{"items":${nested(MAX_JSON_DEPTH)}}`, '{"items":[', '']) {
      const response = await post(PREFLIGHT, payload);
      expect(response.statusCode, payload.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, payload.slice(0, 40)).toBeLessThan(500);
      expectErrorBody(response.json());
    }
  });

  // Issue 20, finding 4: each of these answered 500 (PostgreSQL cannot store NUL in text).
  it.each([
    ['a NUL in a query', 'GET', '/1/p/cities?whiteLabel=%00', undefined, 'query.whiteLabel'],
    ['a NUL in the promo code', 'POST', PREFLIGHT, { promoCode: 'A\u0000B' }, 'body.promoCode'],
    ['a lone surrogate in a name', 'POST', PREFLIGHT, { person: { name: 'Ann\ud800' } }, 'body.person.name'],
    ['a NUL in a comment', 'POST', PREFLIGHT, { comment: 'x\u0000' }, 'body.comment'],
  ] as const)('refuses %s with a 400 naming the field', async (_what, method, url, body, field) => {
    const response = await t.app.inject({
      method,
      url,
      ...(body && { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) }),
    });
    expect(response.statusCode).toBe(400);
    expectErrorBody(response.json());
    expect(response.json().errors[0].message).toContain(
      `${field}: text must not contain NUL characters or unpaired surrogates`,
    );
  });

  it('sends HSTS, nosniff, no framing and a referrer policy with every answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/1/now' });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  describe('CORS allow-list', () => {
    it('lets an allowed origin read answers', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/1/now',
        headers: { origin: ALLOWED_ORIGIN },
      });
      expect(response.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
      expect(response.headers.vary).toMatch(/Origin/i);
    });

    it('answers an allowed preflight with the method and headers', async () => {
      const response = await t.app.inject({
        method: 'OPTIONS',
        url: PREFLIGHT,
        headers: {
          origin: ALLOWED_ORIGIN,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,authorization',
        },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
      expect(response.headers['access-control-allow-methods']).toContain('POST');
    });

    it.each(['https://evil.example', 'https://shop.example.evil.example', 'null'])(
      'gives %s no permission',
      async (origin) => {
        const simple = await t.app.inject({ method: 'GET', url: '/1/now', headers: { origin } });
        expect(simple.headers['access-control-allow-origin']).toBeUndefined();
        const preflight = await t.app.inject({
          method: 'OPTIONS',
          url: PREFLIGHT,
          headers: { origin, 'access-control-request-method': 'POST' },
        });
        expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      },
    );
  });
});
