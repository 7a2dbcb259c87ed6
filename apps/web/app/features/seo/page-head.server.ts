// What each indexable page says about itself: title, description, canonical address, image and
// schema.org graph. Menus, dishes and restaurants name their city through their own ids; lists
// and promotions carry `?city=` for every city but the tenant's first.
import { formatMoney, type Locale, type Translate } from '@nori/domain';
import type { PageCatalog } from '../../catalog';
import { menuSections } from '../menu';
import {
  absolute,
  itemListNode,
  jsonLdDocument,
  menuItemNode,
  menuNode,
  menuUrl,
  positionUrl,
  promotionNode,
  restaurantNode,
  restoUrl,
  type JsonLdNode,
} from './json-ld.server';
import type { SeoPage } from './seo-page.server';
import { addRussianTexts } from '../../i18n';
import { ruHome } from '../../i18n/messages/ru-home';
import { ruRestos } from '../../i18n/messages/ru-restos';
import { ruSeo } from '../../i18n/messages/ru-seo';

// This module's texts in Russian, there before any of its components renders (i18n/catalogues).
addRussianTexts(ruHome);
addRussianTexts(ruRestos);
addRussianTexts(ruSeo);

export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  image: string | null;
  jsonLd: ReturnType<typeof jsonLdDocument> | null;
}

interface HeadInput {
  page: SeoPage;
  catalog: PageCatalog;
  origin: string;
  brand: string;
  locale: Locale;
  t: Translate;
}

const DESCRIPTION_LENGTH = 200;
const clip = (text: string) =>
  text.length <= DESCRIPTION_LENGTH ? text : `${text.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;

/** '' for the tenant's first city, '?city=<id>' for the others. */
const cityQuery = ({ snapshot }: PageCatalog): string =>
  snapshot.city && snapshot.cities[0]?.id !== snapshot.city.id ? `?city=${snapshot.city.id}` : '';

const head = (
  fields: Omit<PageHead, 'description' | 'jsonLd' | 'image'> & {
    description: string;
    image?: string | null | undefined;
    nodes?: JsonLdNode[];
  },
): PageHead => ({
  title: fields.title,
  description: clip(fields.description),
  canonical: fields.canonical,
  image: fields.image ?? null,
  jsonLd: fields.nodes && fields.nodes.length > 0 ? jsonLdDocument(fields.nodes) : null,
});

function menuHead({
  page,
  catalog,
  origin,
  brand,
  locale,
  t,
}: HeadInput & { page: { kind: 'menu' } }): PageHead {
  const { snapshot } = catalog;
  const resto = snapshot.resto;
  const content = snapshot.menus.find(({ menu }) => menu.id === page.menuId);
  const city = snapshot.city?.name ?? '';
  if (!resto || !content) {
    return head({ title: t('menu.title'), description: t('menu.emptyText'), canonical: `${origin}/` });
  }
  const sections = menuSections(content.groups, content.positions, t('menu.otherGroup'));
  const restaurant = restaurantNode(origin, resto, snapshot.city);
  const position = content.positions.find(({ id }) => id === page.positionId);
  if (position) {
    const modifiers = snapshot.modifiers.find((entry) => entry.positionId === position.id);
    return head({
      title: position.name,
      description: t('seo.positionDescription', {
        name: position.name,
        price: formatMoney(position.price, resto.currency, locale),
        menu: content.menu.name,
        brand,
        city,
        description: position.description,
      }),
      canonical: positionUrl(origin, position),
      image: position.photos[0] ? absolute(origin, position.photos[0].url) : null,
      nodes: [menuItemNode(origin, position, resto.currency, modifiers), restaurant],
    });
  }
  const dishes = sections
    .slice(0, 6)
    .flatMap((section) => section.positions.slice(0, 1).map(({ name }) => name));
  return head({
    title: content.menu.name,
    description: t('seo.menuDescription', {
      menu: content.menu.name,
      brand,
      city,
      dishes: dishes.join(', '),
    }),
    canonical: menuUrl(origin, content.menu),
    image: absolute(origin, resto.photos[0]?.url ?? '/favicon.svg'),
    nodes: [menuNode(origin, content.menu, sections, resto.currency), restaurant],
  });
}

export function pageHead(input: HeadInput): PageHead {
  const { page, catalog, origin, brand, t } = input;
  const { snapshot } = catalog;
  const city = snapshot.city?.name ?? '';
  const query = cityQuery(catalog);
  const resto = snapshot.resto;
  switch (page.kind) {
    case 'menu':
      return menuHead({ ...input, page });
    case 'home':
      return head({
        title: t('home.title'),
        description: t('seo.homeDescription', { brand, city }),
        canonical: `${origin}/${query}`,
        image: resto?.photos[0] ? absolute(origin, resto.photos[0].url) : null,
        nodes: resto ? [restaurantNode(origin, resto, snapshot.city)] : [],
      });
    case 'promotions':
      return head({
        title: t('promotions.title'),
        description: t('seo.promotionsDescription', {
          brand,
          city,
          titles: snapshot.promotions.map(({ title }) => title).join(', '),
        }),
        canonical: `${origin}/promotions${query}`,
        image: snapshot.promotions[0] ? absolute(origin, snapshot.promotions[0].image) : null,
        nodes: [
          itemListNode(
            t('promotions.title'),
            snapshot.promotions.map((promotion) => ({
              name: promotion.title,
              url: `${origin}/promotions/${promotion.id}${query}`,
            })),
          ),
        ],
      });
    case 'promotion': {
      const promotion = snapshot.promotions.find(({ id }) => id === page.promotionId);
      const canonical = `${origin}/promotions/${page.promotionId}${query}`;
      if (!promotion)
        return head({ title: t('promotion.title'), description: t('promotion.emptyText'), canonical });
      return head({
        title: promotion.title,
        description: promotion.description,
        canonical,
        image: absolute(origin, promotion.image),
        nodes: [
          promotionNode(origin, promotion, resto, canonical),
          ...(resto ? [restaurantNode(origin, resto, snapshot.city)] : []),
        ],
      });
    }
    case 'restos':
      return head({
        title: t('restos.title'),
        description: t('seo.restosDescription', { brand, city }),
        canonical: `${origin}/restos${query}`,
        nodes: catalog.restos.map((item) => restaurantNode(origin, item, snapshot.city)),
      });
    case 'resto': {
      const found = catalog.restos.find(({ id }) => id === page.restoId);
      if (!found)
        return head({
          title: t('resto.title'),
          description: t('resto.emptyText'),
          canonical: `${origin}/restos`,
        });
      return head({
        title: found.name,
        description: t('seo.restoDescription', {
          name: found.name,
          address: found.address,
          description: found.description,
        }),
        canonical: restoUrl(origin, found),
        image: found.photos[0] ? absolute(origin, found.photos[0].url) : null,
        nodes: [restaurantNode(origin, found, snapshot.city)],
      });
    }
  }
}
