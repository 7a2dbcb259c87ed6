import { describe, expect, it } from 'vitest';
import {
  cartMessages,
  createTranslator,
  deliveryMessages,
  mergeCatalogues,
  parseMessage,
  type Catalogues,
  type MessageNode,
} from '../../src/i18n';
import { LOCALES } from '../../src/types';

const placeholders = (nodes: readonly MessageNode[]): string[] =>
  nodes.flatMap((node) => {
    if (node.kind === 'argument') return [node.name];
    if (node.kind === 'plural') return [node.name, ...[...node.branches.values()].flatMap(placeholders)];
    return [];
  });

const uniqueSorted = (names: string[]) => [...new Set(names)].sort();

describe.each([
  ['delivery', deliveryMessages],
  ['cart', cartMessages],
] as const)('%s messages', (_area, catalogue: Catalogues) => {
  it('has the same keys in every locale', () => {
    const keys = Object.keys(catalogue.ru).sort();
    for (const locale of LOCALES) expect(Object.keys(catalogue[locale]).sort()).toEqual(keys);
  });

  it('parses in every locale and uses the same placeholders as Russian', () => {
    for (const [key, ru] of Object.entries(catalogue.ru)) {
      const expected = uniqueSorted(placeholders(parseMessage(ru)));
      for (const locale of LOCALES) {
        const text = catalogue[locale][key] ?? '';
        expect(uniqueSorted(placeholders(parseMessage(text))), `${locale} ${key}`).toEqual(expected);
      }
    }
  });
});

describe('shipped messages', () => {
  const all = mergeCatalogues(deliveryMessages, cartMessages);

  it('count dishes in every locale', () => {
    expect(
      [1, 3, 5, 11, 21].map((count) => createTranslator(all, 'ru')('cart.positionsCount', { count })),
    ).toEqual(['1 блюдо', '3 блюда', '5 блюд', '11 блюд', '21 блюдо']);
    expect(createTranslator(all, 'en')('cart.positionsCount', { count: 1 })).toBe('1 dish');
    expect(createTranslator(all, 'cnr')('cart.positionsCount', { count: 5 })).toBe('5 jela');
  });
});

describe('mergeCatalogues', () => {
  it('joins catalogues and refuses a key defined twice', () => {
    const merged = mergeCatalogues(deliveryMessages, cartMessages);
    expect(merged.ru['cart.title']).toBe('Корзина');
    expect(merged.ru['delivery.cost.free']).toBe('Бесплатно');
    const again = { ru: { 'cart.title': 'Корзина' }, en: {}, cnr: {} };
    expect(() => mergeCatalogues(cartMessages, again)).toThrow(/'cart.title' is defined twice for 'ru'/);
  });
});
