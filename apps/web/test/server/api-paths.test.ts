import { describe, expect, it } from 'vitest';
import { isApiPath } from '../../server/api-paths';

describe('isApiPath', () => {
  it("sends the contract's operations and the API's own pages to the API", () => {
    for (const url of [
      '/1/now',
      '/1/p/cities?x=1',
      '/api/v1/me',
      '/docs',
      '/docs/docs.js',
      '/openapi.json',
      '/readyz',
      '/images/dishes/roll.svg',
    ])
      expect(isApiPath(url), url).toBe(true);
  });

  it("keeps the storefront's pages, including ones that only start like an API path", () => {
    for (const url of ['/', '/menus/201', '/cart', '/docsx', '/healthzz', '/1', '/apix/v1', '/images'])
      expect(isApiPath(url), url).toBe(false);
  });
});
