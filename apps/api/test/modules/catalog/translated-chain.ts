// The fixture chain with English and Montenegrin texts for its customer-read fields, some left
// out on purpose so the Russian fallback shows: the Montenegrin menus and the English soy sauce.
import type { CatalogFile } from '../../../src/modules/catalog/catalog-file/schema';
import { readFixture } from '../../helpers/test-app';

export function translatedChain(): CatalogFile {
  const file = readFixture('test-chain');
  const [city] = file.cities;
  const [resto] = file.restos;
  const [delivery, takeAway] = file.menus;
  const [group] = file.positionGroups;
  const [roll, soy, miso] = file.positions;
  const [sauces] = file.modifierGroups;
  const [zone] = file.zones;
  const [promotion] = file.promotions;
  if (!city || !resto || !delivery || !takeAway || !group || !roll || !soy || !miso || !sauces)
    throw new Error('The fixture chain changed: translated-chain.ts expects its entities');
  if (!zone || !promotion) throw new Error('The fixture chain lost its zone or promotion');
  city.i18n = { en: { name: 'Testgrad' }, cnr: { name: 'Testograd' } };
  resto.i18n = {
    en: {
      name: 'Nori on Lenin St',
      street: '1 Lenin St',
      address: 'City, 1 Lenin St',
      description: 'Sushi and rolls',
    },
    cnr: {
      name: 'Nori na Lenjinovoj',
      street: 'Lenjinova 1',
      address: 'Grad, Lenjinova 1',
      description: 'Suši i rolnice',
    },
  };
  delivery.i18n = { en: { name: 'Delivery' } };
  takeAway.i18n = { en: { name: 'Take-away' } };
  group.i18n = { en: { name: 'Rolls' }, cnr: { name: 'Rolnice' } };
  roll.i18n = {
    en: { name: 'Philadelphia', description: 'Salmon, cheese' },
    cnr: { name: 'Filadelfija', description: 'Losos, sir' },
  };
  roll.tags = roll.tags.map((tag) => ({
    ...tag,
    i18n: { en: { name: 'Takes longer, 1.5 hours' }, cnr: { name: 'Priprema traje duže, 1,5 sat' } },
  }));
  soy.i18n = { cnr: { name: 'Soja sos' } };
  miso.i18n = { en: { name: 'Miso', description: 'Soup' }, cnr: { name: 'Miso', description: 'Supa' } };
  sauces.i18n = { en: { name: 'Sauce' }, cnr: { name: 'Sos' } };
  sauces.modifiers = sauces.modifiers.map((modifier) => ({
    ...modifier,
    i18n: { en: { name: 'Spicy' }, cnr: { name: 'Ljuti' } },
  }));
  zone.i18n = { en: { name: 'Centre' }, cnr: { name: 'Centar' } };
  promotion.i18n = {
    en: { title: 'Two for one', description: 'On Mondays', image: '/images/promo.en.svg' },
    cnr: { title: 'Dva za jedan', description: 'Ponedjeljkom' },
  };
  return file;
}
