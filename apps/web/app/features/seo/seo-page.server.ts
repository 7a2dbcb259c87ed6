// The server loader of every indexable page: the page's catalog (shown before the visitor's own
// boot, and all a crawler sees) and its head — description, canonical link, Open Graph and
// schema.org JSON-LD. Titles stay with the pages (PageTitle), so a page has exactly one.
import type { Position } from '@nori/contract';
import { isPositionAvailable, LOCALES, restoClockZone, type Locale, type Translate } from '@nori/domain';
import type { MetaDescriptor } from 'react-router';
import { appServerContext, siteOriginOf, type AppServerContext, type ServerApi } from '../../app-context';
import { pageJsonLdContext } from '../../start/page-json-ld';
import type { PageCatalog } from '../../catalog';
import { pageMarkupContext } from '../../catalog/page-markup';
import { addressIn, htmlLang, loadLocale, requestLocale, translatorFor } from '../../i18n';
import { menuSections } from '../menu';
import { pageHead, type PageHead } from './page-head.server';
import { tenantIn } from '../../config/tenant';

export type SeoPage =
  | { kind: 'home' }
  | { kind: 'menu'; menuId: number; positionId?: number }
  | { kind: 'promotions' }
  | { kind: 'promotion'; promotionId: number }
  | { kind: 'restos' }
  | { kind: 'resto'; restoId: number };

export interface SeoPageData {
  catalog: PageCatalog | null;
  meta: MetaDescriptor[];
}

/** How the page's catalog is loaded (the boot's page-catalog.server.ts, handed in by the route). */
export type LoadPageCatalog = (options: {
  serverApi: ServerApi;
  whiteLabel: string;
  locale: Locale;
  target: { cityId: number | null; menuId?: number; restoId?: number };
}) => Promise<PageCatalog | null>;

/**
 * What of the catalog the browser gets (the boot's page-seed.server.ts): what the page shows, a
 * menu's first screen only; and what the server renders the page from (`markup`).
 */
export type SeedForPage = (
  catalog: PageCatalog,
  shown: {
    menuId?: number;
    positionId?: number;
    sections?: readonly { id: number; positions: readonly { id: number }[] }[];
    restos?: boolean;
  },
) => { seed: PageCatalog; markup: PageCatalog };

interface LoaderArgs {
  request: Request;
  context: {
    get: (key: typeof appServerContext) => AppServerContext;
    set: <T>(key: typeof pageJsonLdContext | typeof pageMarkupContext, value: T) => void;
  };
}

const cityOfQuery = (url: URL): number | null => {
  const value = url.searchParams.get('city');
  return value && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null;
};

/**
 * A menu's sections in the page's order (their names are the page's to translate): what can be
 * ordered at the time the page is rendered at first, as the page's own sections order them.
 */
const sectionsOf = ({ snapshot }: PageCatalog, menuId: number) => {
  const content = snapshot.menus.find(({ menu }) => menu.id === menuId);
  if (!content) return [];
  const now = snapshot.renderedAtMs ?? null;
  const timezone = snapshot.resto ? restoClockZone(snapshot.resto) : null;
  const isAvailable = (position: Position) =>
    position.soldOut !== true &&
    (now === null || isPositionAvailable(position.id, snapshot.timeSlots, now, timezone));
  return menuSections(content.groups, content.positions, '', isAvailable);
};

const OG_LOCALES: Record<Locale, string> = { ru: 'ru_RU', en: 'en_US', cnr: 'sr_ME' };

/**
 * The page in each language (issue 24): its own address is canonical, and every language's
 * address is an alternate, the default language's also the x-default (page-head's canonical is
 * the language-free address).
 */
const languageLinks = (address: string, locale: Locale, defaultLocale: Locale): MetaDescriptor[] => [
  { tagName: 'link', rel: 'canonical', href: addressIn(address, locale, defaultLocale) },
  ...LOCALES.map((language) => ({
    tagName: 'link',
    rel: 'alternate',
    hrefLang: htmlLang(language),
    href: addressIn(address, language, defaultLocale),
  })),
  {
    tagName: 'link',
    rel: 'alternate',
    hrefLang: 'x-default',
    href: addressIn(address, defaultLocale, defaultLocale),
  },
];

const descriptors = (
  head: PageHead,
  brand: string,
  locale: Locale,
  defaultLocale: Locale,
): MetaDescriptor[] => [
  { name: 'description', content: head.description },
  ...languageLinks(head.canonical, locale, defaultLocale),
  { property: 'og:type', content: 'website' },
  { property: 'og:site_name', content: brand },
  { property: 'og:locale', content: OG_LOCALES[locale] },
  { property: 'og:title', content: `${head.title} — ${brand}` },
  { property: 'og:description', content: head.description },
  { property: 'og:url', content: addressIn(head.canonical, locale, defaultLocale) },
  ...(head.image ? [{ property: 'og:image', content: head.image }] : []),
];

export async function loadSeoPage(
  args: LoaderArgs,
  page: SeoPage,
  { loadPageCatalog, seedForPage }: { loadPageCatalog: LoadPageCatalog; seedForPage: SeedForPage },
): Promise<SeoPageData> {
  const server = args.context.get(appServerContext);
  const { config, tenant, serverApi } = server;
  const url = new URL(args.request.url);
  const locale = requestLocale(args.request, config.defaultLocale);
  await loadLocale(locale);
  const t: Translate = translatorFor(locale);
  const target = {
    cityId: cityOfQuery(url),
    ...(page.kind === 'menu' ? { menuId: page.menuId } : {}),
    ...(page.kind === 'resto' ? { restoId: page.restoId } : {}),
  };
  try {
    const catalog = await loadPageCatalog({ serverApi, whiteLabel: config.whiteLabel, locale, target });
    if (!catalog) return { catalog: null, meta: [] };
    const brand = tenantIn(tenant, locale).name;
    const head = pageHead({
      page,
      catalog,
      origin: siteOriginOf(server, args.request),
      brand,
      locale,
      t,
    });
    // The JSON-LD goes into the document only (page-json-ld.tsx), not into the loader data.
    args.context.set(pageJsonLdContext, head.jsonLd);
    const shown =
      page.kind === 'menu'
        ? { menuId: page.menuId, positionId: page.positionId, sections: sectionsOf(catalog, page.menuId) }
        : { restos: page.kind === 'restos' || page.kind === 'resto' };
    const meta = descriptors(head, brand, locale, config.defaultLocale);
    const { seed, markup } = seedForPage(catalog, shown);
    args.context.set(pageMarkupContext, markup);
    return { catalog: seed, meta };
  } catch (error) {
    // The page still renders, and the browser's own boot loads the catalog (and reports failures).
    console.error('The page catalog could not be loaded on the server', error);
    return { catalog: null, meta: [] };
  }
}
