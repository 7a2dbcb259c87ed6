// Maps the demo content onto the catalog file format (apps/api/src/modules/catalog/catalog-file/schema.ts): the
// one place that knows both shapes.
import type { PayConfig } from '@nori/domain';
import type { CatalogFile } from '../src/modules/catalog/catalog-file/schema';
import { CATALOG_FORMAT_VERSION } from '../src/modules/catalog/catalog-file/schema';
import { buildMenuCatalog } from './catalog-menus';
import { DEMO_LOYALTY, DEMO_TENANT } from './content/brand';
import { DEMO_CITIES } from './content/cities';
import { DEMO_DISCOUNTS } from './content/discounts';
import { DEMO_PROMO_CODES } from './content/promo-codes';
import { DEMO_PROMOTIONS } from './content/promotions';
import { DEMO_RESTOS } from './content/restos';
import { DEMO_ZONES } from './content/zones';
import { CITY_TEXTS, nameI18n, promotionI18n, restoI18n, withTagI18n, ZONE_TEXTS } from './content/texts';
import { imageUrl } from './ids';
import type { DemoCity, DemoResto } from './model';

const PAYS = [
  {
    code: 'CARD_ONLINE',
    id: 1,
    name: 'Картой онлайн',
    enabledIn: (mode: PayConfig['delivery']) => mode.cardOnline !== '',
  },
  {
    code: 'CARD_UPON_RECEIPT',
    id: 2,
    name: 'Картой при получении',
    enabledIn: (mode: PayConfig['delivery']) => mode.cardUponReceipt,
  },
  {
    code: 'CASH_UPON_RECEIPT',
    id: 3,
    name: 'Наличными',
    enabledIn: (mode: PayConfig['delivery']) => mode.cashUponReceipt,
  },
];

/** The pay types a resto accepts in at least one of its modes. */
const paysOf = (payConfig: PayConfig) =>
  PAYS.filter((pay) => pay.enabledIn(payConfig.delivery) || pay.enabledIn(payConfig.takeAway)).map(
    ({ code, id, name }) => ({ code, id, name }),
  );

const cityOf = (resto: DemoResto): DemoCity => {
  const city = DEMO_CITIES.find((candidate) => candidate.id === resto.cityId);
  if (!city) throw new Error(`Resto ${resto.id} names an unknown city ${resto.cityId}`);
  return city;
};

const toResto = (resto: DemoResto): CatalogFile['restos'][number] => ({
  id: resto.id,
  cityId: resto.cityId,
  name: resto.name,
  street: resto.street,
  address: resto.address,
  location: resto.location,
  order: resto.order,
  averageCheck: resto.averageCheck,
  currency: cityOf(resto).currency,
  timezone: cityOf(resto).timezone,
  description: resto.description,
  emails: resto.emails.map((value) => ({ value })),
  phones: resto.phones.map((value) => ({ value })),
  links: resto.links.map((value) => ({ value })),
  photos: [{ url: imageUrl('restos', resto.photoSlug) }],
  tags: resto.tags.map(withTagI18n),
  openingHours: resto.openingHours,
  payConfig: resto.payConfig,
  payEngine: resto.payEngine,
  pays: paysOf(resto.payConfig),
  menuIds: resto.menuIds,
  i18n: restoI18n(resto.id),
  ...(resto.orderTimes ? { orderTimes: resto.orderTimes } : {}),
});

export const buildDemoChain = (): CatalogFile => ({
  formatVersion: CATALOG_FORMAT_VERSION,
  tenant: { ...DEMO_TENANT, loyalty: DEMO_LOYALTY },
  cities: DEMO_CITIES.map(({ id, name, bounds, center, zoom }) => ({
    id,
    name,
    bounds,
    center,
    zoom,
    i18n: nameI18n(CITY_TEXTS[id], `city ${id}`),
  })),
  restos: DEMO_RESTOS.map(toResto),
  ...buildMenuCatalog(),
  zones: DEMO_ZONES.map((zone) => ({
    id: zone.id,
    restoId: zone.restoId,
    name: zone.name,
    // Closed by repeating the first point (spec §3).
    polygon: [...zone.ring, ...zone.ring.slice(0, 1)],
    rules: zone.tiers.map((tier) => ({
      deliveryPrice: tier.deliveryPrice,
      time: tier.minutes,
      minOrderPrice: tier.minOrderPrice,
      maxOrderPrice: tier.maxOrderPrice,
    })),
    i18n: nameI18n(ZONE_TEXTS[zone.id], `zone ${zone.id}`),
  })),
  promotions: DEMO_PROMOTIONS.map((promotion, index) => ({
    id: promotion.id,
    restoIds: promotion.restoIds,
    title: promotion.title,
    description: promotion.description,
    image: imageUrl('promotions', promotion.slug),
    until: promotion.until,
    order: index + 1,
    i18n: promotionI18n(promotion.id, (locale) => imageUrl('promotions', `${promotion.slug}.${locale}`)),
  })),
  promoCodes: DEMO_PROMO_CODES,
  discounts: DEMO_DISCOUNTS,
});
