// Which of the service worker's ways a request of the storefront takes (issue 42). Pure, so the
// rules are tested without a browser (apps/web/test/pwa/cache-routes.test.ts):
// - shell: the build's fingerprinted files and the app's own files, from the cache first;
// - page: a document, from the network, the cached copy when there is none;
// - page-data: a client navigation's data (React Router's `.data`, `/__manifest`), likewise;
// - catalog: the menu's data, from the network, the kept copy offline: not stale-while-revalidate,
//   because the page is rendered from the network anyway (its document), and a reload must show a
//   dish put on the stop list or a new price at once, not one visit later;
// - image: dish photos, from the cache at once and refreshed behind (stale-while-revalidate);
// - clock: the server's time, from the network, the device's own time offline;
// - null: everything else goes to the network untouched — every write (the preflight and the
//   order are POSTs), the person's data, sign-in, payments, status streams, other sites.
export type CacheRoute = 'shell' | 'page' | 'page-data' | 'catalog' | 'image' | 'clock';

export interface RequestFacts {
  url: string;
  method: string;
  /** Request.mode: 'navigate' for a document. */
  mode: string;
}

const SHELL_FILES =
  /^\/(?:assets\/|icons\/|pwa\.js$|manifest\.webmanifest$|favicon\.svg$|apple-touch-icon\.png$)/;
// The catalog reads of spec §7: cities, restaurants, menus, zones, modifiers, time slots, promotions.
const CATALOG =
  /^\/1\/(?:p\/|restos\/\d+\/(?:deliveries|positions\/modifiers|position-time-slots|full-slots|promotions)$)/;
// Never a page of ours to keep: the API's and the staff app's addresses.
const NOT_PAGES = /^\/(?:1|api|office|docs|dev|images|healthz|readyz|openapi\.json)(?:\/|$)/;

export function cacheRouteOf(request: RequestFacts, origin: string): CacheRoute | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  const path = url.pathname;
  if (request.mode === 'navigate') return NOT_PAGES.test(path) ? null : 'page';
  if (SHELL_FILES.test(path)) return 'shell';
  if (path === '/1/now') return 'clock';
  if (CATALOG.test(path)) return 'catalog';
  if (path.startsWith('/images/')) return 'image';
  // React Router's route discovery (/__manifest) answers like a page's data.
  if ((path.endsWith('.data') && !NOT_PAGES.test(path)) || path === '/__manifest') return 'page-data';
  return null;
}

/** A menu's page (not a dish layer over it): the page opened offline when the asked one was never kept. */
export const isMenuPage = (url: string): boolean => /^\/menus\/\d+\/?$/.test(new URL(url).pathname);
