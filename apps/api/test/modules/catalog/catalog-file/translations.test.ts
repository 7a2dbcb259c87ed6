import { describe, expect, it } from 'vitest';
import { parseCatalogFile } from '../../../../src/modules/catalog/catalog-file/schema';
import { translatedChain } from '../translated-chain';

const problemsOf = (file: unknown) => {
  const result = parseCatalogFile(file);
  return result.ok ? [] : result.problems;
};

describe('catalog file translations', () => {
  it('accepts translations of every customer-read text, and files without any', () => {
    expect(problemsOf(translatedChain())).toEqual([]);
    const file = translatedChain();
    expect(parseCatalogFile(file).ok && file.positions[0]?.i18n?.cnr?.name).toBe('Filadelfija');
  });

  it('reports unknown locales, Russian in the map and untranslatable fields by path', () => {
    const file = translatedChain() as unknown as Record<string, Record<string, unknown>[]>;
    const [roll] = file.positions as [{ i18n: Record<string, unknown> }];
    roll.i18n.de = { name: 'Philadelphia' };
    roll.i18n.ru = { name: 'Филадельфия' };
    (file.menus![0] as { i18n: unknown }).i18n = { en: { title: 'Delivery' } };
    (file.zones![0] as { i18n: unknown }).i18n = { cnr: { name: ' ' } };
    const problems = problemsOf(file);
    expect(problems.map((problem) => problem.path).sort()).toEqual(
      ['menus[0].i18n.en', 'positions[0].i18n.de', 'positions[0].i18n.ru', 'zones[0].i18n.cnr.name'].sort(),
    );
    expect(problems.find((problem) => problem.path === 'positions[0].i18n.de')?.message).toBe(
      "Unknown locale 'de': expected en or cnr",
    );
  });

  it('reports a translation whose Russian text is missing, as Russian is every fallback', () => {
    const file = translatedChain();
    const [, soy] = file.positions;
    soy!.i18n = { en: { name: 'Soy sauce', description: 'Classic' } };
    file.restos[0]!.description = '';
    expect(problemsOf(file)).toEqual([
      {
        path: 'restos[0].i18n.en.description',
        message: 'Missing Russian description: a translation falls back to the Russian text',
      },
      {
        path: 'restos[0].i18n.cnr.description',
        message: 'Missing Russian description: a translation falls back to the Russian text',
      },
      {
        path: 'positions[1].i18n.en.description',
        message: 'Missing Russian description: a translation falls back to the Russian text',
      },
    ]);
  });
});
