import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createApiClient,
  endpoint,
  getCity,
  getMe,
  listPositions,
  NETWORK_ERROR_MESSAGE,
  NO_RESPONSE_MESSAGE,
  preflightOrder,
  signInWithApple,
  signOut,
} from '../src';
import { cityExample, positionExample, positionLineExample, tokenSetExample } from './fixtures';
import { failureOf, json, startServer } from './test-server';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
});

const client = () => createApiClient({ baseUrl: `${server.baseUrl}/`, headers: { 'accept-language': 'ru' } });
const lastRequest = () => server.received.at(-1);

describe('building the request', () => {
  it('substitutes and URL-encodes path variables', async () => {
    const echo = endpoint({
      method: 'GET',
      path: '/echo/{name}/{id}',
      operationId: 'echo',
      summary: 'test',
      tag: 'test',
      auth: 'none',
      params: z.object({ name: z.string(), id: z.number() }),
      responses: { 200: z.object({}) },
    });
    await client().call(echo, { params: { name: 'a b/c?', id: 7 } });
    expect(lastRequest()?.url).toBe('/echo/a%20b%2Fc%3F/7');
  });

  it('joins query arrays with commas and drops undefined values', async () => {
    server.answerWith(json(200, [positionExample]));
    await client().listPositions({ params: { id: 3 }, query: { ids: [11, 12] } });
    expect(lastRequest()?.url).toBe('/1/p/menus/3/positions?ids=11,12');
    await client().call(listPositions, { params: { id: 3 }, query: { ids: undefined } });
    expect(lastRequest()?.url).toBe('/1/p/menus/3/positions');
  });

  it('appends the hash to the URL it fetches', async () => {
    const urls: string[] = [];
    const recording = createApiClient({
      baseUrl: server.baseUrl,
      fetch: (input, init) => {
        urls.push(String(input));
        return fetch(input, init);
      },
    });
    server.answerWith(json(200, cityExample));
    await recording.call(getCity, { params: { cityId: 1 }, hash: 'map' });
    expect(urls).toEqual([`${server.baseUrl}/1/p/cities/1#map`]);
  });

  it('sends the bearer token, JSON and the endpoint headers', async () => {
    server.answerWith(json(200, tokenSetExample));
    await client().call(signInWithApple, {
      headers: { 'x-id-token': 'apple-id-token' },
      body: { apiKey: 'web-key', whiteLabel: 'nori' },
    });
    const request = lastRequest();
    expect(request?.method).toBe('POST');
    expect(request?.headers['x-id-token']).toBe('apple-id-token');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['accept-language']).toBe('ru');
    expect(JSON.parse(request?.body ?? '')).toEqual({ apiKey: 'web-key', whiteLabel: 'nori' });

    server.answerWith(
      json(401, { errors: [{ code: 'auth.invalid-token', message: 'Invalid token specified' }] }),
    );
    await failureOf(client().call(getMe, { token: 'access-1' }));
    expect(lastRequest()?.headers.authorization).toBe('Bearer access-1');
  });
});

describe('reading the answer', () => {
  it('parses and validates the success body', async () => {
    server.answerWith(json(200, { ...cityExample, extra: 'ignored' }));
    await expect(client().getCity({ params: { cityId: '1' } })).resolves.toEqual(cityExample);
  });

  it('answers undefined for 204', async () => {
    server.answerWith((_request, response) => response.writeHead(204).end());
    await expect(client().call(signOut, { token: 'refresh-1' })).resolves.toBeUndefined();
  });

  it('rejects a body that breaks the contract', async () => {
    server.answerWith(json(200, { ...cityExample, zoom: 'close' }));
    const error = await failureOf(client().getCity({ params: { cityId: 1 } }));
    expect([error.kind, error.code, error.status]).toEqual([
      'invalid-response',
      'contract.invalid-response',
      200,
    ]);
  });
});

describe('failures (spec §8)', () => {
  it("a JSON error body gives the first error's message and code, keeping status and data", async () => {
    const body = {
      errors: [
        { code: 'promo-code.invalid-delivery-type', message: 'Промокод не действует для самовывоза' },
        { code: 'second', message: 'ignored' },
      ],
    };
    server.answerWith(json(422, body));
    const error = await failureOf(
      client().call(preflightOrder, {
        body: { deliveryType: 'TAKE_AWAY', restoId: 7, positions: [positionLineExample] },
      }),
    );
    expect(error).toMatchObject({
      name: 'ApiError',
      message: 'Промокод не действует для самовывоза',
      code: 'promo-code.invalid-delivery-type',
      status: 422,
      statusText: 'Unprocessable Entity',
      data: body,
    });
  });

  it('a non-JSON error gives the HTTP status text', async () => {
    server.answerWith((_request, response) => {
      response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>upstream down</h1>');
    });
    const error = await failureOf(client().getCity({ params: { cityId: 1 } }));
    expect(error).toMatchObject({
      message: 'Bad Gateway',
      status: 502,
      data: '<h1>upstream down</h1>',
      kind: 'http',
    });
    expect(error.code).toBeUndefined();
  });

  it('a refused connection gives the network message', async () => {
    const closed = await startServer();
    await closed.close();
    const error = await failureOf(createApiClient({ baseUrl: closed.baseUrl }).getServerTime());
    expect(error).toMatchObject({ message: NETWORK_ERROR_MESSAGE, kind: 'network', status: 500 });
  });

  it('a body cut off mid-way gives the network message and keeps the status', async () => {
    server.answerWith((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      response.write('{"utc_time":');
      setTimeout(() => response.destroy(), 10);
    });
    const error = await failureOf(client().getServerTime());
    expect(error).toMatchObject({ message: NETWORK_ERROR_MESSAGE, status: 200 });
  });

  it("a fetch that fails with nothing to say gives 'Network Error'", async () => {
    const silent = createApiClient({
      baseUrl: server.baseUrl,
      fetch: () => Promise.reject(new TypeError('')),
    });
    const error = await failureOf(silent.getServerTime());
    expect(error).toMatchObject({ message: NO_RESPONSE_MESSAGE, kind: 'network', status: 500 });
  });

  it('anything else keeps its original message', async () => {
    server.answerWith((_request, response) => {
      setTimeout(() => response.writeHead(200).end('{}'), 200);
    });
    const controller = new AbortController();
    const call = client().call(getCity, { params: { cityId: 1 }, signal: controller.signal });
    controller.abort(new Error('Navigation cancelled'));
    const error = await failureOf(call);
    expect([error.message, error.kind]).toEqual(['Navigation cancelled', 'unknown']);
  });
});
