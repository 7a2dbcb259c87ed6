// The browser's client: the same requests and failures as the checked one, the answer as sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoutes,
  createApiClient,
  createStorefrontApiClient,
  createUncheckedApiClient,
  endpointList,
  staffRoutes,
  storefrontRoutes,
} from '../src';
import { cityExample, positionExample } from './fixtures';
import { failureOf, json, startServer } from './test-server';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const unchecked = () =>
  createUncheckedApiClient({ baseUrl: server.baseUrl, headers: { 'accept-language': 'en' } });

describe('the unchecked client', () => {
  it('knows every endpoint by its own method and path, and nothing else', () => {
    const fromEndpoints = Object.fromEntries(
      endpointList.map((endpoint) => [
        endpoint.operationId,
        { method: endpoint.method, path: endpoint.path },
      ]),
    );
    expect(apiRoutes).toEqual(fromEndpoints);
  });

  // Issue 17: the storefront's client carries its own calls' table alone, into every page's first load.
  it("the storefront's client knows no call of the staff's app", async () => {
    expect(Object.keys(storefrontRoutes).filter((id) => id in staffRoutes)).toEqual([]);
    const paths = Object.values(storefrontRoutes).map(({ path }) => path);
    expect(paths.filter((path) => /\/office\/|stop-list|webhook|notifications/.test(path))).toEqual([]);
    const storefront = createStorefrontApiClient({ baseUrl: server.baseUrl });
    expect('getDesk' in storefront).toBe(false);
    server.answerWith(json(200, [positionExample]));
    await storefront.listPositions({ params: { id: 3 } });
    expect(server.received.at(-1)?.url).toBe('/1/p/menus/3/positions');
  });

  it('sends what the checked client sends', async () => {
    server.answerWith(json(200, [positionExample]));
    await unchecked().listPositions({ params: { id: 3 }, query: { ids: [11, 12] } });
    const request = server.received.at(-1);
    expect([request?.method, request?.url, request?.headers['accept-language']]).toEqual([
      'GET',
      '/1/p/menus/3/positions?ids=11,12',
      'en',
    ]);
  });

  it('hands back the answer as sent, where the checked client would refuse it', async () => {
    const broken = { ...cityExample, zoom: 'close' };
    server.answerWith(json(200, broken));
    await expect(unchecked().getCity({ params: { cityId: 1 } })).resolves.toEqual(broken);
    server.answerWith(json(200, broken));
    const error = await failureOf(
      createApiClient({ baseUrl: server.baseUrl }).getCity({ params: { cityId: 1 } }),
    );
    expect(error.kind).toBe('invalid-response');
  });

  it("reads the first error's code and message from an error body", async () => {
    server.answerWith(json(404, { errors: [{ code: 'city.not-found', message: 'City not found' }] }));
    const error = await failureOf(unchecked().getCity({ params: { cityId: 9 } }));
    expect(error).toMatchObject({
      kind: 'http',
      code: 'city.not-found',
      message: 'City not found',
      status: 404,
    });
  });

  it('gives the status text for an error body not in the error shape', async () => {
    for (const body of [{ errors: [] }, { errors: [{ message: 'no code' }] }, { error: 'x' }]) {
      server.answerWith(json(503, body));
      const error = await failureOf(unchecked().getCity({ params: { cityId: 1 } }));
      expect([error.message, error.code, error.data]).toEqual(['Service Unavailable', undefined, body]);
    }
  });
});
