import { describe, expect, it } from 'vitest';
import { guardRoute } from '../app/guard/route-guard';

const targetOf = (path: string, params: Record<string, string> = {}) =>
  guardRoute(new URL(`http://storefront.invalid${path}`), params);

/** Where a redirect to `target` lands when followed from the storefront's own page. */
const landsOn = (target: string) => new URL(target, 'http://storefront.invalid/menus/1');

describe('the route guard', () => {
  it('drops a trailing slash, keeping the query', () => {
    expect(targetOf('/restos/?city=1')).toBe('/restos?city=1');
    expect(targetOf('/restos')).toBeNull();
  });

  it('never redirects to another host, whatever the path looks like', () => {
    for (const path of [
      '/.//evil.example/',
      '//evil.example/',
      '///evil.example//',
      '/./..//evil.example/a/',
    ]) {
      const target = targetOf(path);
      expect(target, path).not.toBeNull();
      expect(landsOn(target ?? '').origin, path).toBe('http://storefront.invalid');
      expect(target, path).toMatch(/^\/(?!\/)/);
    }
  });

  it('sends ids that cannot be ids to the list they belong to', () => {
    expect(targetOf('/restos/abc', { restoId: 'abc' })).toBe('/restos');
    expect(targetOf('/menus/1/positions/0', { menuId: '1', positionId: '0' })).toBe('/menus/1');
  });
});
