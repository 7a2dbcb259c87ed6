// Shared by the shell*.spec.ts browser tests: the routes of spec §2 with their headlines in each
// language, and a page watcher that fails a test on any console error or warning.
import { expect, type Page } from '@playwright/test';

export const LOCALES = ['ru', 'en', 'cnr'] as const;
export type Locale = (typeof LOCALES)[number];

type Headline = Record<Locale, string>;
const same = (text: string): Headline => ({ ru: text, en: text, cnr: text });

export interface ShellRoute {
  path: string;
  /** The page's <h1>; the Russian ones are the spec's (§2). */
  headline: Headline | { desktop: Headline; phone: Headline };
  /** The title of the layer open over the page, if any. */
  layer?: Headline;
}

const MENU: Headline = { ru: 'Меню', en: 'Menu', cnr: 'Meni' };
const PROMOTIONS: Headline = { ru: 'Акции', en: 'Promotions', cnr: 'Akcije' };

export const ROUTES: ShellRoute[] = [
  {
    path: '/',
    headline: {
      desktop: MENU,
      phone: {
        ru: 'Свежие роллы рядом с вами',
        en: 'Fresh rolls near you',
        cnr: 'Svježe rolnice u vašoj blizini',
      },
    },
  },
  { path: '/auth', headline: { ru: 'Авторизация', en: 'Sign in', cnr: 'Prijava' } },
  { path: '/cart', headline: { ru: 'Корзина', en: 'Cart', cnr: 'Korpa' } },
  { path: '/cart/checkout', headline: { ru: 'Оформить заказ', en: 'Checkout', cnr: 'Završite narudžbu' } },
  { path: '/menus/201', headline: MENU },
  // Layers carry the dish's or promotion's own name, rendered on the server from the catalog in
  // the page's language (issue 24); Kazan's promotions have no Montenegrin, so that is Russian.
  {
    path: '/menus/201/positions/201071',
    headline: MENU,
    layer: { ru: 'Ланч «Роллы»', en: 'Rolls lunch', cnr: 'Ručak „Rolnice”' },
  },
  { path: '/promotions', headline: PROMOTIONS },
  {
    path: '/promotions/201',
    headline: PROMOTIONS,
    layer: {
      ru: 'Минус 10% на первый заказ',
      en: '10% off your first order',
      cnr: 'Минус 10% на первый заказ',
    },
  },
  { path: '/restos', headline: { ru: 'Заведения', en: 'Restaurants', cnr: 'Restorani' } },
  { path: '/restos/201', headline: { ru: 'О заведении', en: 'About the restaurant', cnr: 'O restoranu' } },
  { path: '/terms-of-sale', headline: { ru: 'Условия продажи', en: 'Terms of sale', cnr: 'Uslovi prodaje' } },
  // The information pages are Russian only (spec §2).
  { path: '/informaciya-dlya-klientov', headline: same('Информация для клиентов') },
  { path: '/unikalnye-preimushchestva', headline: same('Уникальные преимущества') },
  { path: '/pravila-prodazhi', headline: same('Правила продажи') },
  { path: '/postavshchikam', headline: same('Поставщикам') },
  { path: '/postavshchikam-uslug-i-produkcii', headline: same('Поставщикам услуг и продукции') },
  { path: '/sovmestnye-promo-akcii', headline: same('Совместные промо-акции') },
  { path: '/podarki-ot-partnerov', headline: same('Подарки от партнёров') },
  { path: '/dostavka', headline: same('Доставка') },
];

export const headlineOf = (route: ShellRoute, locale: Locale, project: string): string => {
  const headline = route.headline;
  if ('desktop' in headline) return (project === 'phone' ? headline.phone : headline.desktop)[locale];
  return headline[locale];
};

/** Chooses a language the way a returning visitor has: stored and mirrored in the cookie. */
export const chooseLocale = async (page: Page, baseURL: string, locale: Locale): Promise<void> => {
  await page.context().addCookies([{ name: 'app_locale', value: locale, url: baseURL }]);
  await page.addInitScript((value) => {
    if (window.localStorage.getItem('app_locale') === null)
      window.localStorage.setItem('app_locale', JSON.stringify(value));
  }, locale);
};

/** Collects console errors and warnings, and uncaught exceptions, for the whole test. */
export const watchConsole = (page: Page): string[] => {
  const problems: string[] = [];
  page.on('console', (message) => {
    // The journeys block the service worker (playwright.config.ts): that notice is Playwright's own.
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
};

/** Waits until React has hydrated the page and the start-up has run (root sets data-hydrated). */
export const waitForHydration = async (page: Page, timeout?: number): Promise<void> => {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout });
};

/**
 * Waits until every finite animation has ended (dialogs and banners fade and slide in): a check
 * of colours or positions made halfway through would measure a half-transparent or moving box.
 * It looks again a frame after each wave has ended, as one that ends can mount the next (the start
 * dialog's chunk arrives and the cookie banner slides in inside it), up to ten waves. A frame is
 * waited for at most 100 ms: a loaded headless Chromium has stopped producing them (layout-support).
 */
export const animationsEnded = (page: Page): Promise<void> =>
  page.evaluate(async () => {
    const nextFrame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 100);
      });
    for (let wave = 0; wave < 10; wave += 1) {
      await nextFrame();
      const running = document
        .getAnimations()
        .filter((animation) => animation.playState === 'running')
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });

/**
 * Holds the page's requests to `url` until the returned function is called, then lets them go on:
 * a test looks at the page while what they load has not arrived.
 */
export const holdRequests = async (page: Page, url: string | RegExp): Promise<() => void> => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
};
