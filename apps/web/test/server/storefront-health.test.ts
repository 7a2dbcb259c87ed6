import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefrontHealthRoutes } from '../../server/storefront-health';

// The storefront as a service of its own (API_BASE_URL): its health checks, against a stand-in API.
describe('the storefront’s own /healthz and /readyz', () => {
  let api: FastifyInstance;
  let apiUrl: string;
  let apiReady = true;
  const storefrontFor = (url: string) => {
    const app = Fastify();
    storefrontHealthRoutes(app, url);
    return app;
  };

  beforeAll(async () => {
    api = Fastify();
    api.get('/readyz', async (_request, reply) => reply.code(apiReady ? 200 : 503).send({}));
    apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => api.close());

  it('is alive whatever the API does', async () => {
    const answer = await storefrontFor('http://127.0.0.1:9').inject('/healthz');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ok' });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('is ready while the API it was pointed at is ready', async () => {
    apiReady = true;
    const answer = await storefrontFor(`${apiUrl}/`).inject('/readyz');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 in the error shape when the API is not ready or not reachable', async () => {
    apiReady = false;
    const notReady = await storefrontFor(apiUrl).inject('/readyz');
    const unreachable = await storefrontFor('http://127.0.0.1:9').inject('/readyz');
    for (const answer of [notReady, unreachable]) {
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ errors: [{ code: expect.any(String), message: 'API not reachable' }] });
    }
  });
});
