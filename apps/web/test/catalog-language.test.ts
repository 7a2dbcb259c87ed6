// The storefront's side of the catalog in the visitor's language (issue 24): cart lines renamed
// by dish identity, the search in two languages, and each page's address per language.
import type { Position } from '@nori/contract';
import type { CartPosition, MenuId, ModifierId, PositionId } from '@nori/domain';
import { describe, expect, it } from 'vitest';
import type { CatalogSnapshot } from '../app/catalog';
import { renameLines } from '../app/order/cart-names';
import { searchPositions } from '../app/features/menu/search/search-positions';
import { addressIn, localeOfSearch, requestLocale } from '../app/i18n/locale';

const position = (id: number, name: string, description = '', order = id): Position =>
  ({ id, menu: { id: 203 }, name, description, order }) as Position;

const snapshot = {
  menus: [
    { menu: { id: 203 }, groups: [], positions: [position(1, 'Philadelphia'), position(2, 'Miso soup')] },
  ],
  modifiers: [{ positionId: 1, groups: [{ modifiers: [{ id: 11, name: 'Spicy sauce' }] }] }],
} as unknown as CatalogSnapshot;

const line = (
  id: number,
  menuId: number,
  name: string,
  modifiers: CartPosition['modifiers'] = [],
): CartPosition => ({
  id: id as PositionId,
  menuId: menuId as MenuId,
  name,
  count: 2,
  price: 1290 as CartPosition['price'],
  modifiers,
});

describe('cart lines follow the catalog language', () => {
  it('renames lines and their modifiers by identity, keeping everything else', () => {
    const spicy = { id: 11 as ModifierId, name: 'Соус спайси', count: 1, price: 90 as CartPosition['price'] };
    const lines = [line(1, 203, 'Филадельфия', [spicy]), line(9, 201, 'Калифорния')];
    const renamed = renameLines(lines, snapshot);
    expect(renamed).toEqual([
      { ...lines[0], name: 'Philadelphia', modifiers: [{ ...spicy, name: 'Spicy sauce' }] },
      // Another restaurant's dish is not in this catalog: its name stays.
      lines[1],
    ]);
    expect(renamed[1]).toBe(lines[1]);
  });

  it('returns the same lines when the names are already the catalog’s', () => {
    const lines = [line(2, 203, 'Miso soup')];
    expect(renameLines(lines, snapshot)).toBe(lines);
  });
});

describe('the menu search in the visitor language and in Russian', () => {
  const positions = [position(1, 'Philadelphia', 'Salmon, cheese'), position(2, 'Miso soup', 'Tofu')];
  const russian = new Map([
    [1, { name: 'Филадельфия', description: 'Лосось, сыр' }],
    [2, { name: 'Мисо-суп', description: 'Тофу' }],
  ]);
  const names = (query: string, other = russian) =>
    searchPositions(positions, query, other).map((found) => found.name);

  it('finds a dish by its name in either language, and answers in the visitor’s', () => {
    expect(names('phila')).toEqual(['Philadelphia']);
    expect(names('филад')).toEqual(['Philadelphia']);
    expect(names('лосось')).toEqual(['Philadelphia']);
    expect(names('филад', new Map())).toEqual([]);
  });

  it('ignores accents and case, so a Montenegrin name is found as typed on any keyboard', () => {
    const cnr = [position(3, 'Ljuti gunkan sa lososom'), position(4, 'Čokoladni fondan')];
    expect(searchPositions(cnr, 'cokoladni').map((found) => found.id)).toEqual([4]);
    expect(searchPositions(cnr, 'LJUTI').map((found) => found.id)).toEqual([3]);
  });
});

describe('page addresses per language', () => {
  it('gives the default language the bare address and the others ?lang=, after ?city=', () => {
    expect(addressIn('https://shop.example/menus/203', 'ru', 'ru')).toBe('https://shop.example/menus/203');
    expect(addressIn('https://shop.example/restos?city=202', 'cnr', 'ru')).toBe(
      'https://shop.example/restos?city=202&lang=cnr',
    );
    expect(addressIn('https://shop.example/?lang=en', 'ru', 'ru')).toBe('https://shop.example/');
    expect(addressIn('https://shop.example/', 'ru', 'en')).toBe('https://shop.example/?lang=ru');
  });

  it('renders a document in its ?lang=, else the cookie’s language, else the default', () => {
    const request = (url: string, cookie?: string) => new Request(url, { headers: cookie ? { cookie } : {} });
    expect(requestLocale(request('https://s.example/menus/1?lang=cnr', 'app_locale=en'), 'ru')).toBe('cnr');
    expect(requestLocale(request('https://s.example/menus/1?lang=de', 'app_locale=en'), 'ru')).toBe('en');
    expect(requestLocale(request('https://s.example/menus/1'), 'ru')).toBe('ru');
    expect(localeOfSearch('?city=2&lang=en')).toBe('en');
  });
});
