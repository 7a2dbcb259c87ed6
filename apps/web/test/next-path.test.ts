import { describe, expect, it } from 'vitest';
import { authPathReturningTo, safeNextPath } from '../app/session/next-path';

describe('where sign-in returns to', () => {
  it('follows paths on this origin, with their query and hash', () => {
    expect(safeNextPath('/cart/checkout')).toBe('/cart/checkout');
    expect(safeNextPath('/menus/3?group=2#rolls')).toBe('/menus/3?group=2#rolls');
  });

  it('goes home for anything that could leave the site or is missing', () => {
    for (const next of [
      null,
      undefined,
      '',
      'cart',
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      // Payloads that become '//host' only once the path is normalised, or that browsers read so.
      '/.//evil.example',
      '/./..//evil.example/x',
      '/%2e//evil.example',
      '/../\\evil.example',
      '/\t/evil.example',
      'http:evil.example',
      '\\/evil.example',
    ])
      expect(safeNextPath(next)).toBe('/');
  });

  it('never returns to the sign-in page itself', () => {
    expect(safeNextPath('/auth?next=/cart')).toBe('/');
  });

  it('builds the sign-in address that comes back', () => {
    expect(authPathReturningTo('/cart/checkout')).toBe('/auth?next=%2Fcart%2Fcheckout');
    expect(authPathReturningTo('/')).toBe('/auth');
  });
});
