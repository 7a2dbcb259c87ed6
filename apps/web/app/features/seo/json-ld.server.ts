// schema.org nodes for the pages search engines index (issue 8): a restaurant, its menus with
// sections and items, each item's offer (price and currency), promotions as offers, and lists.
// Every URL is absolute: crawlers read this without the page's base.
import type { City, Menu, Position, PositionModifiers, Promotion, Resto } from '@nori/contract';
import { minorUnitsToDecimal, type MinorUnits } from '@nori/domain';
import type { MenuSection } from '../menu';

export type JsonLdNode = Record<string, unknown>;

const DAY_URLS: Record<string, string> = {
  MONDAY: 'https://schema.org/Monday',
  TUESDAY: 'https://schema.org/Tuesday',
  WEDNESDAY: 'https://schema.org/Wednesday',
  THURSDAY: 'https://schema.org/Thursday',
  FRIDAY: 'https://schema.org/Friday',
  SATURDAY: 'https://schema.org/Saturday',
  SUNDAY: 'https://schema.org/Sunday',
};

export const absolute = (origin: string, url: string): string => new URL(url, origin).href;

export const restoUrl = (origin: string, resto: Pick<Resto, 'id'>) => `${origin}/restos/${resto.id}`;
export const menuUrl = (origin: string, menu: Pick<Menu, 'id'>) => `${origin}/menus/${menu.id}`;
export const positionUrl = (origin: string, position: Position) =>
  `${origin}/menus/${position.menu.id}/positions/${position.id}`;

const offer = (price: MinorUnits, currency: string, url?: string): JsonLdNode => ({
  '@type': 'Offer',
  price: minorUnitsToDecimal(price),
  priceCurrency: currency,
  availability: 'https://schema.org/InStock',
  ...(url ? { url } : {}),
});

// Midnight to midnight is round the clock (spec §3); schema.org writes the day's end as 23:59.
const closing = (open: string, close: string) => (close === '00:00' || close === open ? '23:59' : close);

export function restaurantNode(origin: string, resto: Resto, city: City | null): JsonLdNode {
  const url = restoUrl(origin, resto);
  return {
    '@type': 'Restaurant',
    '@id': `${url}#restaurant`,
    name: resto.name,
    url,
    ...(resto.description ? { description: resto.description } : {}),
    ...(resto.photos.length > 0 ? { image: resto.photos.map((photo) => absolute(origin, photo.url)) } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: resto.street,
      ...(city ? { addressLocality: city.name } : {}),
    },
    geo: { '@type': 'GeoCoordinates', latitude: resto.location.lat, longitude: resto.location.lng },
    ...(resto.phones[0] ? { telephone: resto.phones[0].value } : {}),
    ...(resto.emails[0] ? { email: resto.emails[0].value } : {}),
    ...(resto.links.length > 0 ? { sameAs: resto.links.map((link) => link.value) } : {}),
    currenciesAccepted: resto.currency,
    openingHoursSpecification: resto.openingHours
      .filter((day) => day.active)
      .map((day) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: DAY_URLS[day.dayOfWeek],
        opens: day.open,
        closes: closing(day.open, day.close),
      })),
    hasMenu: resto.menus.map((menu) => ({
      '@type': 'Menu',
      '@id': `${menuUrl(origin, menu)}#menu`,
      name: menu.name,
      url: menuUrl(origin, menu),
    })),
  };
}

export function menuItemNode(
  origin: string,
  position: Position,
  currency: string,
  modifiers?: PositionModifiers,
): JsonLdNode {
  const url = positionUrl(origin, position);
  return {
    '@type': 'MenuItem',
    '@id': `${url}#item`,
    name: position.name,
    url,
    ...(position.description ? { description: position.description } : {}),
    ...(position.photos[0] ? { image: absolute(origin, position.photos[0].url) } : {}),
    offers: offer(position.price, currency, url),
    ...(modifiers && modifiers.groups.length > 0
      ? {
          menuAddOn: modifiers.groups.map((group) => ({
            '@type': 'MenuSection',
            name: group.name,
            hasMenuItem: group.modifiers.map((modifier) => ({
              '@type': 'MenuItem',
              name: modifier.name,
              offers: offer(modifier.price, currency),
            })),
          })),
        }
      : {}),
  };
}

/**
 * A dish as its menu lists it: the node of its own page (menuItemNode) without what repeats its
 * address, which `url` carries — the node's @id and the offer's url (issue 17: 0.4 KB of the menu
 * document's brotli, for 71 dishes) — and without its description, which the dish's page has and
 * the menu's cards do not show (1.9 KB of that brotli). The dish's page names the node by @id.
 */
const listedItemNode = (origin: string, position: Position, currency: string): JsonLdNode => {
  const { '@id': _id, description: _description, offers, ...item } = menuItemNode(origin, position, currency);
  const { url: _url, ...offer } = offers as JsonLdNode;
  return { ...item, offers: offer };
};

export function menuNode(
  origin: string,
  menu: Menu,
  sections: readonly MenuSection[],
  currency: string,
): JsonLdNode {
  const url = menuUrl(origin, menu);
  return {
    '@type': 'Menu',
    '@id': `${url}#menu`,
    name: menu.name,
    url,
    hasMenuSection: sections.map((section) => ({
      '@type': 'MenuSection',
      name: section.name,
      hasMenuItem: section.positions.map((position) => listedItemNode(origin, position, currency)),
    })),
  };
}

export function promotionNode(origin: string, promotion: Promotion, resto: Resto | null, url: string) {
  return {
    '@type': 'Offer',
    '@id': `${url}#offer`,
    name: promotion.title,
    description: promotion.description,
    image: absolute(origin, promotion.image),
    url,
    ...(promotion.until ? { validThrough: promotion.until } : {}),
    ...(resto ? { offeredBy: { '@id': `${restoUrl(origin, resto)}#restaurant` } } : {}),
  };
}

export function itemListNode(name: string, items: ReadonlyArray<{ name: string; url: string }>) {
  return {
    '@type': 'ItemList',
    name,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      url: item.url,
    })),
  };
}

/** One document: the nodes of a page in a graph. */
export const jsonLdDocument = (nodes: readonly JsonLdNode[]) => ({
  '@context': 'https://schema.org',
  '@graph': nodes,
});
