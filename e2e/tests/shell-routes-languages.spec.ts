// The routes of spec §2 in English and Montenegrin: hydration, the content security policy, and axe
// on /restos (route-visit-support.ts). A language changes a page's texts, not its layout, so these
// run on the phone only (the desktop reads every route in Russian: shell-routes.spec.ts, and stores
// and renders a chosen language: shell-storage.spec.ts). The information pages are Russian in every
// language (spec §2): one stands for them all.
import { visitRoute } from './route-visit-support';
import { headlineOf, ROUTES } from './shell-support';

const RUSSIAN_EVERYWHERE = (path: string) => {
  const route = ROUTES.find((candidate) => candidate.path === path)!;
  return headlineOf(route, 'en', 'phone') === headlineOf(route, 'ru', 'phone');
};
const INFORMATION_PAGE = '/dostavka';

// English comes as a returning visitor (the restaurant's catalog loaded): every page in it.
for (const route of ROUTES)
  if (!RUSSIAN_EVERYWHERE(route.path) || route.path === INFORMATION_PAGE) visitRoute(route, 'en');

// Montenegrin comes as a first-time visitor, as Russian does on every page: the pages whose own
// texts it changes beyond the shell's: the home page, a dish's layer, the restaurants (with axe), the cart.
const MONTENEGRIN = ['/', '/menus/201/positions/201071', '/restos', '/cart'];
for (const route of ROUTES) if (MONTENEGRIN.includes(route.path)) visitRoute(route, 'cnr');
