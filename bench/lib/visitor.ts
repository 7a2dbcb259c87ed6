// The two visitors page-speed measures each page for, set up in the browser before each Lighthouse
// run (Lighthouse's own storage reset is off, so it keeps what is set here):
// - first visit: no localStorage, no cookies, an empty HTTP cache: a stranger from a search result;
// - returning: the same, then what a returning visitor of the demo chain has stored (consent, a
//   city, a restaurant, a cart) in localStorage, and the copy of the cart the storefront keeps in
//   a cookie for the cart page's server rendering (apps/web/app/order/cart-cookie.ts;
//   written on every change of the cart and at each start). The HTTP cache is still empty, so every
//   figure is a first load of the page's files: the worst case of a returning visitor, and a
//   steady one.
import type { Page } from 'puppeteer-core';

export type VisitorMode = 'returning' | 'first visit';
export const VISITOR_MODES: VisitorMode[] = ['returning', 'first visit'];

const DEMO_CITY = 201;
const DEMO_RESTO = 201;
// The visitor orders delivery from the measured delivery menu (/menus/201), as a stored restaurant
// without a stored type reads too (docs/decisions/0010): their cart holds that menu's dish. They have
// not given an address yet, so the cart asks for one rather than pricing the delivery.
const CART_LINE = { id: 201001, menuId: 201, name: 'Филадельфия', price: 64900 };
const STORED_CART = {
  positions: [{ ...CART_LINE, count: 2, modifiers: [] }],
  personCount: 1,
  promoCode: null,
};

/** Empties the HTTP cache and the cookies of the browser, and every storage of the origins. */
export async function forgetEverything(page: Page, origins: string[]): Promise<void> {
  const cdp = await page.createCDPSession();
  try {
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.clearBrowserCookies');
    for (const origin of origins)
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  } finally {
    await cdp.detach();
  }
}

/** What a returning visitor has stored: consent, the Kazan restaurant on Baumana street, delivery, a dish. */
async function seedReturningVisitor(page: Page, origin: string): Promise<void> {
  // localStorage is per origin: a light URL of it (the readiness probe, not a page of the storefront)
  // is enough, and loads none of the files the measured load should fetch itself.
  await page.goto(`${origin}/readyz`);
  await page.evaluate(
    ({ city, resto, cart }) => {
      localStorage.setItem('app_cookies_consent_accepted', 'true');
      localStorage.setItem('app_city_id', String(city));
      localStorage.setItem('app_resto_id', String(resto));
      localStorage.setItem('app_order_delivery_type', JSON.stringify('DELIVERY'));
      localStorage.setItem('app_cart', JSON.stringify(cart));
    },
    { city: DEMO_CITY, resto: DEMO_RESTO, cart: STORED_CART },
  );
  // Leave the origin, so the measured load is a navigation from a blank page as Lighthouse expects.
  await page.goto('about:blank');
}

/** The storefront's copy of the stored cart: its JSON in base64url, for the /cart pages. */
async function setCartCookie(page: Page, origin: string): Promise<void> {
  const cdp = await page.createCDPSession();
  try {
    const value = Buffer.from(JSON.stringify(STORED_CART)).toString('base64url');
    await cdp.send('Network.setCookie', { name: 'nori_cart', value, url: `${origin}/cart`, path: '/cart' });
  } finally {
    await cdp.detach();
  }
}

/** Sets the browser up for one measured load of a page of origin, as the given visitor. */
export async function prepareVisitor(page: Page, origins: string[], origin: string, mode: VisitorMode) {
  // Leave the page measured last first: still running, it could write its state to localStorage
  // (or a cookie) after it was emptied, and a first visit would start with it.
  await page.goto('about:blank');
  await forgetEverything(page, origins);
  if (mode === 'returning') {
    await seedReturningVisitor(page, origin);
    // The probe is not cached, but nothing the seeding did should reach the measured load's cache.
    await forgetEverything(page, []);
    await setCartCookie(page, origin);
  }
}
