// A server in front of the API (the storefront's, nginx) sends it the contract's paths and
// API_OWN_PATHS; a route outside both would be unreachable there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationPathPrefixes } from '@nori/contract';
import { API_OWN_PATHS } from '../../src';
import { createTestApp, type TestApp } from '../helpers/test-app';

const isUnder = (path: string, prefix: string) =>
  prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`);

describe("the API's paths", () => {
  let t: TestApp;
  const paths: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ onRoute: (route) => paths.push(route.url) });
  });
  afterAll(() => t.close());

  it('are the contract’s operations and the API’s own pages, besides its home and CORS preflights', () => {
    expect(paths.length).toBeGreaterThan(30);
    const prefixes = [...operationPathPrefixes, ...API_OWN_PATHS];
    const elsewhere = paths.filter((path) => !prefixes.some((prefix) => isUnder(path, prefix)));
    expect(new Set(elsewhere)).toEqual(new Set(['/', '*']));
    for (const own of API_OWN_PATHS)
      expect(
        paths.some((path) => isUnder(path, own)),
        own,
      ).toBe(true);
  });
});
