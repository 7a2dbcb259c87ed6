// Shared by the checkout-*.spec.ts browser tests: a returning visitor of the demo chain in Kazan
// with a cart, an order type and a place already stored, and the server's own prices to compare
// with what the page shows.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const KAZAN = 201;
export const BAUMANA = 201;

export interface SeedLine {
  id: number;
  menuId: number;
  name: string;
  price: number;
  count: number;
}

/** Delivery menu 201 and take-away menu 202 of «Умико на Баумана» (demo chain). */
export const PHILADELPHIA_DELIVERY: SeedLine = {
  id: 201001,
  menuId: 201,
  name: 'Филадельфия',
  price: 64900,
  count: 1,
};
export const CALIFORNIA_DELIVERY: SeedLine = {
  id: 201003,
  menuId: 201,
  name: 'Калифорния с крабом',
  price: 48900,
  count: 1,
};
export const PHILADELPHIA_TAKE_AWAY: SeedLine = { ...PHILADELPHIA_DELIVERY, id: 202001, menuId: 202 };
export const CALIFORNIA_TAKE_AWAY: SeedLine = { ...CALIFORNIA_DELIVERY, id: 202003, menuId: 202 };

export interface Place {
  address: string;
  location: { lat: number; lng: number };
}

/** A house of the demo address index, as the location dialog would have stored it. */
export const findPlace = async (request: APIRequestContext, query: string): Promise<Place> => {
  const answer = await request.get(`/1/p/cities/${KAZAN}/addresses`, { params: { query, locale: 'ru' } });
  expect(answer.ok()).toBe(true);
  const [first] = (await answer.json()) as { label: string; location: Place['location'] }[];
  if (!first) throw new Error(`No address for ${query}`);
  return { address: first.label, location: first.location };
};

export const seedOrder = async (
  page: Page,
  order: {
    lines: SeedLine[];
    deliveryType: 'DELIVERY' | 'TAKE_AWAY';
    place?: Place;
    promoCode?: string;
    personCount?: number;
  },
): Promise<void> => {
  const place = order.place && {
    ...order.place,
    apartment: '',
    entrance: '',
    floor: '',
    intercom: '',
    comment: '',
    houseNumber: null,
  };
  const values: Record<string, unknown> = {
    app_cookies_consent_accepted: true,
    app_city_id: KAZAN,
    app_resto_id: BAUMANA,
    app_order_delivery_type: order.deliveryType,
    app_cart: {
      positions: order.lines.map((line) => ({ ...line, modifiers: [] })),
      personCount: order.personCount ?? 1,
      promoCode: order.promoCode ?? null,
    },
    ...(place ? { app_order_place: place } : {}),
  };
  await page.addInitScript((stored) => {
    if (window.localStorage.getItem('app_city_id') !== null) return;
    for (const [key, value] of Object.entries(stored))
      window.localStorage.setItem(key, JSON.stringify(value));
  }, values);
};

/**
 * The delivery tiers of the demo zone around Baumana street (zone 201 of the demo chain): 199 ₽
 * and 60 minutes from 700 ₽, 99 ₽ and 50 minutes from 1 500 ₽, free in 45 minutes from 3 000 ₽.
 */
export const BAUMANA_TIERS = [
  { from: 70000, price: 19900, minutes: 60 },
  { from: 150000, price: 9900, minutes: 50 },
  { from: 300000, price: 0, minutes: 45 },
] as const;

/**
 * The demo zone's tier of an amount: the server chooses it by what the dishes cost after the
 * automatic discount and the promo code (issue 41), the preflight's `tierAmount`. The demo chain's
 * happy hours (−20 % from 15:00 to 17:00 in Kazan) move that amount, so a test that must hold at
 * any hour reads it from the server's answer.
 */
export const baumanaTierOf = (amount: number): (typeof BAUMANA_TIERS)[number] => {
  const tier = BAUMANA_TIERS.findLast((candidate) => candidate.from <= amount);
  if (!tier || amount >= 3000000) throw new Error(`${amount} is in no tier of the demo zone`);
  return tier;
};

export interface ServerPrice {
  total: number;
  discount: number;
  deliveryPrice: number | null;
  deliveryTime: number | null;
  /** Delivery: what the dishes cost after every offer, the amount the zone's tier was chosen by. */
  tierAmount?: number;
}

/** The server's price of a cart, through the anonymous preflight (what a guest's cart must show). */
export const serverTotal = async (
  request: APIRequestContext,
  body: { deliveryType: 'DELIVERY' | 'TAKE_AWAY'; lines: SeedLine[]; place?: Place; promoCode?: string },
): Promise<ServerPrice> => {
  const answer = await request.post('/1/persons/orders/preflight', {
    data: {
      deliveryType: body.deliveryType,
      restoId: BAUMANA,
      promoCode: body.promoCode,
      positions: body.lines.map((line) => ({
        id: line.id,
        count: line.count,
        name: line.name,
        price: line.price,
        sum: line.price * line.count,
        modifiers: [],
      })),
      ...(body.place ? { address: body.place.address, location: body.place.location } : {}),
    },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as ServerPrice;
};

/** Minor units as the storefront shows roubles in Russian: '1 464 ₽', or '1 464,30 ₽' with kopecks. */
export const rub = (minor: number): string =>
  new Intl.NumberFormat('ru-RU', {
    style: 'currency',
    currency: 'RUB',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: minor % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(minor / 100);

/** Any kind of space as one ordinary space: Node and Chromium may group digits differently. */
const spaced = (text: string | null): string => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/**
 * Waits until a row of the order summary ('Итого', 'Скидка' …) shows the amount; the discount
 * is shown as what it is, a subtraction ('−260,50 ₽').
 */
export const expectSummary = async (page: Page, label: string, minor: number): Promise<void> => {
  const shown = label === 'Скидка' && minor > 0 ? `−${rub(minor)}` : rub(minor);
  const row = page
    .locator('.order-summary__row', { has: page.getByText(label, { exact: true }) })
    .locator('dd');
  await expect.poll(async () => spaced(await row.textContent()), { timeout: 15_000 }).toBe(spaced(shown));
};
