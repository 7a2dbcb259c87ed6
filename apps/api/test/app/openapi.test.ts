import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointList } from '@nori/contract';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('documents every call of the contract', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations as object).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(endpointList.map(({ method, path }) => `${method} ${path}`).sort());
  });

  it.each(endpointList.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s is mounted',
    (_, { method, path }) => {
      expect(t.app.hasRoute({ method, url: path.replace(/\{(\w+)\}/g, ':$1') })).toBe(true);
    },
  );
});
