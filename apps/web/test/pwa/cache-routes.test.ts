// Issue 42: which way the service worker answers each request (pwa/worker/cache-routes.ts). The
// preflight and the order are never cached, nor anything personal; the menu's data and photos are.
import { describe, expect, it } from 'vitest';
import { cacheRouteOf, isMenuPage } from '../../pwa/worker/cache-routes';

const ORIGIN = 'https://sushi.example';
const route = (path: string, { method = 'GET', mode = 'cors', origin = ORIGIN } = {}) =>
  cacheRouteOf({ url: `${origin}${path}`, method, mode }, ORIGIN);

describe('the service worker’s routes', () => {
  it.each([
    ['/assets/entry.client-abc.js', 'shell'],
    ['/pwa.js', 'shell'],
    ['/icons/icon-192.png?v=1', 'shell'],
    ['/1/now', 'clock'],
    ['/1/p/cities?whiteLabel=demo', 'catalog'],
    ['/1/p/menus/201/positions', 'catalog'],
    ['/1/restos/201/positions/modifiers', 'catalog'],
    ['/1/restos/201/deliveries?size=100', 'catalog'],
    ['/images/abc.webp', 'image'],
    ['/menus/201.data', 'page-data'],
    ['/__manifest?p=%2Fcart&version=abc', 'page-data'],
  ])('answers GET %s as %s', (path, expected) => expect(route(path)).toBe(expected));

  it.each([
    ['/1/persons/orders/preflight', 'POST'],
    ['/1/persons/7/orders/preflight', 'POST'],
    ['/api/v1/persons/7/orders', 'POST'],
    ['/api/v1/sign/refresh', 'POST'],
  ])('never answers %s %s (writes go to the network)', (path, method) =>
    expect(route(path, { method })).toBeNull(),
  );

  it.each([
    '/api/v1/me',
    '/api/v1/persons/7/orders/9',
    '/api/v1/orders/9/status-events',
    '/1/restos/201/orders',
    '/office/desk',
  ])('never keeps the personal or staff answer %s', (path) => expect(route(path)).toBeNull());

  it("keeps the storefront's pages, not the API's or the office's, nor another site's", () => {
    expect(route('/menus/201', { mode: 'navigate' })).toBe('page');
    expect(route('/', { mode: 'navigate' })).toBe('page');
    expect(route('/office/desk', { mode: 'navigate' })).toBeNull();
    expect(route('/docs', { mode: 'navigate' })).toBeNull();
    expect(route('/1/p/cities', { origin: 'https://api.other.example' })).toBeNull();
  });

  it('tells a menu page from a dish layer over it', () => {
    expect(isMenuPage(`${ORIGIN}/menus/201`)).toBe(true);
    expect(isMenuPage(`${ORIGIN}/menus/201/positions/201001`)).toBe(false);
    expect(isMenuPage(`${ORIGIN}/cart`)).toBe(false);
  });
});
