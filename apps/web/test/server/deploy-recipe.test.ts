import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_ENV_VARIABLES } from '@nori/api';
import { API_PATH_PREFIXES, isApiPath } from '../../server/api-paths';
import { STOREFRONT_ENV_VARIABLES } from '../../server/config';

// The deploy recipe (deploy/) stays equal to what the servers do: nginx sends the API's paths to
// the API's nodes and nothing else, and .env.example lists every variable the servers read.
const deployFile = (name: string) =>
  readFileSync(new URL(`../../../../deploy/${name}`, import.meta.url), 'utf8');

describe('deploy/nginx.conf', () => {
  const conf = deployFile('nginx.conf');
  const apiLocation = /location ~ (\S+) \{\s*proxy_pass http:\/\/nori_api;/.exec(conf);

  it('has one regular-expression location for the API upstream, and the rest to the storefront', () => {
    expect(apiLocation).not.toBeNull();
    expect(conf).toMatch(/location \/ \{\s*proxy_pass http:\/\/nori_storefront;/);
  });

  it("routes exactly the storefront server's API paths to the API", () => {
    const routesToApi = new RegExp(apiLocation![1]!);
    const samples = [
      '/',
      '/menus/201',
      '/api',
      '/10/now',
      '/cart/checkout',
      '/sitemap.xml',
      ...API_PATH_PREFIXES.flatMap((prefix) => [
        prefix,
        `${prefix}x`,
        `${prefix.replace(/\/$/, '')}/v1/orders`,
        `/shop${prefix}`,
      ]),
    ];
    for (const path of samples) expect([path, routesToApi.test(path)]).toEqual([path, isApiPath(path)]);
    // Every prefix reaches the API (the list above holds each one as it is).
    expect(API_PATH_PREFIXES.every((prefix) => routesToApi.test(prefix))).toBe(true);
  });
});

describe('deploy/.env.example', () => {
  const listed = [...deployFile('.env.example').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);

  it('lists every variable the API and the storefront read, once', () => {
    const read = [...new Set([...API_ENV_VARIABLES, ...STOREFRONT_ENV_VARIABLES])].sort();
    expect(listed.filter((name) => name !== 'POSTGRES_PASSWORD').sort()).toEqual(read);
  });
});
