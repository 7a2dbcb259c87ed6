// The storefront's service worker (issue 42), hand-written: a few kilobytes where a library's
// runtime is tens. Built by scripts/build-pwa.mjs into build/client/sw.js with the build's version
// and its shell files; never in `npm run dev` (nothing registers it there).
// - A version's shell is cached whole at install, and a new version waits: the page offers it, and
//   only the visitor's tap activates it (then the page reloads), so an open page never gets the
//   files of another version.
// - Pages, their data and the menu's data come from the network, the kept copy offline; photos from
//   the cache at once, refreshed behind; writes and personal calls never touch a cache.
import { cacheRouteOf, isMenuPage, type CacheRoute } from './cache-routes';

declare const self: ServiceWorkerGlobalScope;
declare const BUILD_VERSION: string;
declare const SHELL_FILES: string[];

const SHELL = `nori-shell-${BUILD_VERSION}`;
// Documents name their version's files: kept per version.
const PAGES = `nori-pages-${BUILD_VERSION}`;
const CATALOG = 'nori-catalog';
const IMAGES = 'nori-images';
const MAX_IMAGES = 300;
// Where the last menu page opened is kept: the page shown offline for an address never visited.
const LAST_MENU = '/__nori/last-menu';

// The answers vary on headers the worker's own requests do not send (Accept-Language, Cookie,
// User-Agent): a kept copy is the one of its address, whatever they were.
const ANY_VARY = { ignoreVary: true };

const put = async (cacheName: string, key: RequestInfo, response: Response): Promise<void> => {
  if (!response.ok || response.redirected) return;
  await (await caches.open(cacheName)).put(key, response);
};

const trimImages = async (): Promise<void> => {
  const cache = await caches.open(IMAGES);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_IMAGES)).map((key) => cache.delete(key)));
};

const fromCacheFirst = async (request: Request): Promise<Response> => {
  const kept = await caches.match(request, ANY_VARY);
  if (kept) return kept;
  const answer = await fetch(request);
  await put(SHELL, request, answer.clone());
  return answer;
};

const staleWhileRevalidate = async (request: Request, wait: (p: Promise<unknown>) => void) => {
  const kept = await caches.match(request, { ...ANY_VARY, cacheName: IMAGES });
  const fresh = fetch(request).then(async (answer) => {
    await put(IMAGES, request, answer.clone());
    await trimImages();
    return answer;
  });
  if (!kept) return fresh;
  wait(fresh.catch(() => undefined));
  return kept;
};

const offlinePage = () =>
  new Response('<!doctype html><meta charset="utf-8"><title>Нет сети</title><p>Нет сети</p>', {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });

// Whether the last request that went to the network failed. Pages hear of every failure (a page
// being opened may not be there yet for the first) and of the network's return, as browsers often
// believe they are online when nothing gets through.
let offline = false;
const tellPage = async (clientId: string, state: 'offline' | 'online'): Promise<void> => {
  if (state === 'online' && !offline) return;
  offline = state === 'offline';
  const pages = clientId && offline ? [await self.clients.get(clientId)] : await self.clients.matchAll();
  for (const page of pages) page?.postMessage(state);
};

const networkFirst = async (
  request: Request,
  isDocument: boolean,
  cacheName = PAGES,
  clientId = '',
): Promise<Response> => {
  try {
    const answer = await fetch(request);
    await tellPage(clientId, 'online');
    await put(cacheName, request, answer.clone());
    if (isDocument && isMenuPage(request.url)) await put(PAGES, LAST_MENU, answer.clone());
    return answer;
  } catch (failure) {
    await tellPage(clientId, 'offline');
    const cache = await caches.open(cacheName);
    const kept =
      (await cache.match(request, ANY_VARY)) ??
      (isDocument ? ((await cache.match(LAST_MENU, ANY_VARY)) ?? (await cache.match('/', ANY_VARY))) : null);
    if (kept) return kept;
    if (isDocument) return offlinePage();
    throw failure;
  }
};

/** Offline, the device's clock stands in for the server's (the storefront only needs the offset). */
const clock = async (request: Request): Promise<Response> =>
  fetch(request).catch(() => Response.json({ utc_time: new Date().toISOString() }));

const answer = (
  route: CacheRoute,
  request: Request,
  wait: (p: Promise<unknown>) => void,
  clientId = '',
): Promise<Response> => {
  switch (route) {
    case 'shell':
      return fromCacheFirst(request);
    case 'page':
      return networkFirst(request, true, PAGES, clientId);
    case 'page-data':
      return networkFirst(request, false, PAGES, clientId);
    case 'catalog':
      return networkFirst(request, false, CATALOG, clientId);
    case 'image':
      return staleWhileRevalidate(request, wait);
    case 'clock':
      return clock(request);
  }
};

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(SHELL_FILES)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      // Another version's shell and pages go: its pages reloaded when this version was chosen.
      const old = names.filter(
        (name) => /^nori-(?:shell|pages)-/.test(name) && name !== SHELL && name !== PAGES,
      );
      await Promise.all(old.map((name) => caches.delete(name)));
      // The first version takes the page that registered it: its later requests are kept.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const route = cacheRouteOf(event.request, self.location.origin);
  // A page's own requests name it; a document's, the page it becomes.
  const clientId = event.clientId || event.resultingClientId;
  if (route) event.respondWith(answer(route, event.request, (promise) => event.waitUntil(promise), clientId));
});

const keepVisited = async (page: string, urls: string[], language: string): Promise<void> => {
  const origin = self.location.origin;
  const keep = async (url: string, mode: string) => {
    const route = cacheRouteOf({ url, method: 'GET', mode }, origin);
    if (!route || route === 'clock') return;
    // The catalog speaks the page's language (the storefront asks with Accept-Language), not the
    // browser's, which is what this worker's own request would say.
    const headers: HeadersInit = route === 'catalog' && language ? { 'accept-language': language } : {};
    const request = new Request(url, { credentials: 'same-origin', headers });
    await (route === 'page' ? networkFirst(request, true) : answer(route, request, () => undefined));
  };
  await Promise.all([
    keep(page, 'navigate'),
    ...urls.slice(0, 200).map((url) => keep(url, 'cors').catch(() => undefined)),
  ]);
};

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; page?: unknown; urls?: unknown; lang?: unknown } | null;
  if (data?.type === 'activate-update') void self.skipWaiting();
  // What the page loaded before this worker controlled it (its first visit): kept as if it had
  // come through here, so that visit opens offline too.
  if (data?.type === 'keep-visited' && typeof data.page === 'string' && Array.isArray(data.urls))
    event.waitUntil(
      keepVisited(
        data.page,
        data.urls.filter((url): url is string => typeof url === 'string'),
        typeof data.lang === 'string' ? data.lang : '',
      ).catch(() => undefined),
    );
});
