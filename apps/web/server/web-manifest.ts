// The web app manifest of the tenant's storefront (issue 42): what a phone needs to install it
// like an app — the chain's name, its icons (app-icons.ts), its colours, a start page and
// shortcuts to the menu and the orders — in the language of the page that links it (?lang=).
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isLocale, type Locale } from '@nori/domain';
import type { Tenant } from '../app/config/tenant';
import { cnr } from '../app/i18n/messages/cnr';
import { en } from '../app/i18n/messages/en';
import { ru } from '../app/i18n/messages/ru';
import { ruOrders } from '../app/i18n/messages/ru-orders';
import { addressInLocale as addressIn, MANIFEST_PATH } from '../app/platform/manifest-link';
import { APP_ICONS, type IconSource } from './app-icons';
import { SECURITY_HEADERS } from './storefront';

/** Launchers cut names longer than about 12 characters under an icon. */
const SHORT_NAME_LENGTH = 12;
const HOUR = 'public, max-age=3600';

const TEXTS = { ru: { ...ru, ...ruOrders }, en, cnr } satisfies Record<Locale, object>;

/** The name under the icon: the whole name when it fits, else its first word, else its start. */
export const shortNameOf = (name: string): string => {
  if (name.length <= SHORT_NAME_LENGTH) return name;
  const firstWord = name.split(/\s+/)[0] ?? name;
  return firstWord.length <= SHORT_NAME_LENGTH ? firstWord : name.slice(0, SHORT_NAME_LENGTH);
};

/** Changes with the tenant's look, so a launcher fetches icons drawn from a new logo or palette. */
export const iconVersion = (tenant: Tenant): string =>
  createHash('sha256')
    .update(
      JSON.stringify([
        tenant.logoUrl,
        tenant.palette.brand,
        tenant.palette.accent,
        tenant.palette.background,
      ]),
    )
    .digest('hex')
    .slice(0, 10);

export function webManifest(tenant: Tenant, locale: Locale, defaultLocale: Locale) {
  const texts = TEXTS[locale];
  const page = (pathname: string) => addressIn(pathname, locale, defaultLocale);
  const version = iconVersion(tenant);
  const icons = APP_ICONS.filter((icon) => icon.path.startsWith('/icons/')).map((icon) => ({
    src: `${icon.path}?v=${version}`,
    sizes: `${icon.size}x${icon.size}`,
    type: 'image/png',
    purpose: icon.purpose,
  }));
  const shortcutIcon = icons.filter((icon) => icon.purpose === 'any').slice(0, 1);
  return {
    // One app whatever language it was installed in.
    id: '/',
    name: tenant.name,
    short_name: shortNameOf(tenant.name),
    lang: locale,
    dir: 'ltr',
    start_url: page('/'),
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: tenant.palette.background,
    background_color: tenant.palette.background,
    categories: ['food', 'shopping'],
    icons,
    shortcuts: [
      { name: texts['nav.menu'], url: page('/'), icons: shortcutIcon },
      { name: texts['ordersPage.title'], url: page('/orders'), icons: shortcutIcon },
    ],
  };
}

export function webManifestRoutes(
  app: FastifyInstance,
  options: { tenant: Tenant; defaultLocale: Locale; icons: IconSource },
) {
  const { tenant, defaultLocale, icons } = options;
  app.get(MANIFEST_PATH, async (request, reply) => {
    const asked = (request.query as Record<string, unknown>).lang;
    const locale = isLocale(asked) ? asked : defaultLocale;
    return reply
      .headers(SECURITY_HEADERS)
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', HOUR)
      .send(JSON.stringify(webManifest(tenant, locale, defaultLocale)));
  });
  for (const icon of APP_ICONS)
    app.get(icon.path, async (request, reply) => {
      const png = await icons(icon.path);
      if (!png) return reply.code(404).send();
      return (
        reply
          .headers(SECURITY_HEADERS)
          .type('image/png')
          // Asked for with the look's version, an address never changes; the bare one (iOS asks
          // for /apple-touch-icon.png by itself) is revalidated.
          .header(
            'cache-control',
            'v' in (request.query as object) ? 'public, max-age=31536000, immutable' : HOUR,
          )
          .send(png)
      );
    });
}
