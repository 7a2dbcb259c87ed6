import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCatalogFile, type CatalogFile } from '../../../src/modules/catalog/catalog-file/schema';
import { CatalogFileError } from '../../../src/errors';
import { createTestApp, DEMO_CHAIN_URL, readFixture, type TestApp } from '../../helpers/test-app';
import { translatedChain } from './translated-chain';

/** The file as export writes it: parsed (canonical date-times), each collection ordered by id. */
function canonical(input: unknown): CatalogFile {
  const parsed = parseCatalogFile(input);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  const file = parsed.file;
  const byId = <T extends { id: number }>(items: T[]) => [...items].sort((a, b) => a.id - b.id);
  return {
    ...file,
    cities: byId(file.cities),
    restos: byId(file.restos),
    menus: byId(file.menus),
    positionGroups: byId(file.positionGroups),
    positions: byId(file.positions),
    modifierGroups: byId(file.modifierGroups),
    timeSlots: byId(file.timeSlots),
    zones: byId(file.zones),
    promotions: byId(file.promotions),
    promoCodes: [...file.promoCodes].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0)),
    discounts: byId(file.discounts),
  };
}

const problemsOf = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CatalogFileError);
  return (error as CatalogFileError).problems;
};

describe('catalog import and export', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const admin = () => t.app.catalogAdmin;

  it('exports exactly what was imported', async () => {
    await admin().importCatalog(readFixture('test-chain'));
    expect(await admin().exportCatalog('test-chain')).toEqual(canonical(readFixture('test-chain')));
  });

  it('round-trips: importing an export changes nothing', async () => {
    const exported = await admin().exportCatalog('test-chain');
    await admin().importCatalog(JSON.parse(JSON.stringify(exported)));
    expect(await admin().exportCatalog('test-chain')).toEqual(exported);
  });

  it('keeps translations: exports them as imported, and importing the export changes nothing', async () => {
    await admin().importCatalog(translatedChain());
    const exported = await admin().exportCatalog('test-chain');
    expect(exported).toEqual(canonical(translatedChain()));
    expect(exported.positions[0]?.i18n).toEqual({
      en: { name: 'Philadelphia', description: 'Salmon, cheese' },
      cnr: { name: 'Filadelfija', description: 'Losos, sir' },
    });
    await admin().importCatalog(JSON.parse(JSON.stringify(exported)));
    expect(await admin().exportCatalog('test-chain')).toEqual(exported);
    // Removing the translations from the file removes them from the catalog.
    await admin().importCatalog(readFixture('test-chain'));
    expect(await admin().exportCatalog('test-chain')).toEqual(canonical(readFixture('test-chain')));
  });

  it('round-trips the demo chain', async () => {
    const demo = JSON.parse(readFileSync(DEMO_CHAIN_URL, 'utf8'));
    await admin().importCatalog(demo);
    const exported = await admin().exportCatalog(demo.tenant.code);
    expect(exported).toEqual(canonical(demo));
    await admin().importCatalog(JSON.parse(JSON.stringify(exported)));
    expect(await admin().exportCatalog(demo.tenant.code)).toEqual(exported);
  });

  it('updates changed rows and removes rows the file no longer lists', async () => {
    const file = readFixture('test-chain');
    file.tenant.name = 'Переименованная сеть';
    file.positions[0]!.price = 51900;
    file.positions = file.positions.filter((position) => position.id !== 3);
    file.modifierGroups = [];
    file.promoCodes = [];
    await admin().importCatalog(file);
    const exported = await admin().exportCatalog('test-chain');
    expect(exported.tenant.name).toBe('Переименованная сеть');
    expect(exported.positions.map((position) => [position.id, position.price])).toEqual([
      [1, 51900],
      [2, 3000],
    ]);
    expect(exported.modifierGroups).toEqual([]);
    expect(exported.promoCodes).toEqual([]);
  });

  it('rejects a broken file with every problem and its path, and writes nothing', async () => {
    await admin().importCatalog(readFixture('test-chain'));
    const before = await admin().exportCatalog('test-chain');
    const file = readFixture('test-chain');
    file.tenant.name = 'Не должно сохраниться';
    file.restos[0]!.cityId = 99;
    file.positions[0]!.groupId = 42;
    file.zones[0]!.restoId = 7;
    const problems = await problemsOf(admin().importCatalog(file));
    expect(problems).toEqual([
      { path: 'restos[0].cityId', message: 'Unknown city id 99' },
      { path: 'positions[0].groupId', message: 'Unknown position group id 42' },
      { path: 'zones[0].restoId', message: 'Unknown resto id 7' },
    ]);
    expect(await admin().exportCatalog('test-chain')).toEqual(before);
  });

  it('rejects ids another tenant owns, naming each, and creates no tenant', async () => {
    const intruder = readFixture('other-chain');
    intruder.cities[0]!.id = 1;
    intruder.restos[0]!.cityId = 1;
    intruder.modifierGroups[0]!.modifiers[0]!.id = 1;
    const problems = await problemsOf(admin().importCatalog(intruder));
    expect(problems).toEqual([
      { path: 'cities[0].id', message: 'Id 1 already belongs to another tenant' },
      { path: 'modifierGroups[0].modifiers[0].id', message: 'Id 1 already belongs to another tenant' },
    ]);
    await expect(admin().exportCatalog('other-chain')).rejects.toThrow("Unknown tenant 'other-chain'");
  });

  it('reports a shape problem without touching the database', async () => {
    const problems = await problemsOf(
      admin().importCatalog({ formatVersion: 2, tenant: { code: 'x', name: '' } }),
    );
    expect(problems.map((problem) => problem.path)).toEqual(
      expect.arrayContaining(['formatVersion', 'tenant.code', 'tenant.name', 'cities', 'discounts']),
    );
  });
});
