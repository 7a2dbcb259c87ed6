// The demo chain speaks its customers' languages (issue 24): everything a customer reads in Budva
// has English and Montenegrin texts, everything in Kazan English; no translation is Cyrillic.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCatalogFile, type CatalogFile } from '../../src/modules/catalog/catalog-file/schema';

const parsed = parseCatalogFile(
  JSON.parse(readFileSync(new URL('../../demo/demo-chain.json', import.meta.url), 'utf8')),
);
if (!parsed.ok) throw new Error('The demo chain does not parse (demo-chain.test.ts says why)');
const chain: CatalogFile = parsed.file;

type Texted = { i18n?: Partial<Record<'en' | 'cnr', Record<string, string | undefined>>> } & object;
const CYRILLIC = /[\u0400-\u04FF]/;

/** Every translatable text of a city's catalog, with where it is, its Russian and its i18n. */
function textsOf(cityId: number) {
  const restos = chain.restos.filter((resto) => resto.cityId === cityId);
  const restoIds = new Set(restos.map((resto) => resto.id));
  const menuIds = new Set(restos.flatMap((resto) => resto.menuIds));
  const positions = chain.positions.filter((position) => menuIds.has(position.menuId));
  const positionIds = new Set(positions.map((position) => position.id));
  const modifierGroups = chain.modifierGroups.filter((group) =>
    group.positionIds.some((id) => positionIds.has(id)),
  );
  const entries: [string, Texted, string[]][] = [
    ...chain.cities
      .filter((city) => city.id === cityId)
      .map((c): [string, Texted, string[]] => [`city ${c.id}`, c, ['name']]),
    ...restos.map((r): [string, Texted, string[]] => [
      `resto ${r.id}`,
      r,
      ['name', 'street', 'address', 'description'],
    ]),
    ...restos.flatMap((r) =>
      r.tags.map((tag): [string, Texted, string[]] => [`resto ${r.id} tag ${tag.code}`, tag, ['name']]),
    ),
    ...chain.zones
      .filter((z) => restoIds.has(z.restoId))
      .map((z): [string, Texted, string[]] => [`zone ${z.id}`, z, ['name']]),
    ...chain.menus
      .filter((m) => menuIds.has(m.id))
      .map((m): [string, Texted, string[]] => [`menu ${m.id}`, m, ['name']]),
    ...chain.positionGroups
      .filter((g) => menuIds.has(g.menuId))
      .map((g): [string, Texted, string[]] => [`group ${g.id}`, g, ['name']]),
    ...positions.map((p): [string, Texted, string[]] => [`position ${p.id}`, p, ['name', 'description']]),
    ...positions.flatMap((p) =>
      p.tags.map((tag): [string, Texted, string[]] => [`position ${p.id} tag ${tag.code}`, tag, ['name']]),
    ),
    ...modifierGroups.map((g): [string, Texted, string[]] => [`modifier group ${g.id}`, g, ['name']]),
    ...modifierGroups.flatMap((g) =>
      g.modifiers.map((m): [string, Texted, string[]] => [`modifier ${m.id}`, m, ['name']]),
    ),
    ...chain.promotions
      .filter((p) => p.restoIds.some((id) => restoIds.has(id)))
      .map((p): [string, Texted, string[]] => [`promotion ${p.id}`, p, ['title', 'description', 'image']]),
  ];
  return entries;
}

/** The texts that lack a translation into the locale, or whose translation is still Cyrillic. */
const gaps = (cityId: number, locale: 'en' | 'cnr') =>
  textsOf(cityId).flatMap(([where, entity, fields]) =>
    fields
      .filter((field) => {
        const text = entity.i18n?.[locale]?.[field];
        return text === undefined || CYRILLIC.test(text);
      })
      .map((field) => `${where}.${field}`),
  );

describe('demo chain languages', () => {
  it('has English and Montenegrin for every text a customer reads in Budva', () => {
    expect(textsOf(202).length).toBeGreaterThan(200);
    expect(gaps(202, 'en')).toEqual([]);
    expect(gaps(202, 'cnr')).toEqual([]);
  });

  it('has English for every text a customer reads in Kazan', () => {
    expect(gaps(201, 'en')).toEqual([]);
  });
});
