import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCatalogFile } from '../../../../src/modules/catalog/catalog-file/schema';

const fixture = () =>
  JSON.parse(readFileSync(new URL('../../../fixtures/test-chain.json', import.meta.url), 'utf8'));

describe('catalog file schema', () => {
  it('accepts the fixture chain', () => {
    const result = parseCatalogFile(fixture());
    expect(result.ok ? [] : result.problems).toEqual([]);
  });

  it('lists every shape problem with its path', () => {
    const file = fixture();
    file.tenant.code = 'Bad Code';
    file.positions[0].price = 499.5;
    file.restos[0].openingHours[0].open = '25:00';
    file.unknownKey = true;
    const result = parseCatalogFile(file);
    expect(result.ok).toBe(false);
    const paths = result.ok ? [] : result.problems.map((problem) => problem.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'tenant.code',
        'positions[0].price',
        'restos[0].openingHours[0].open',
        '(root)',
      ]),
    );
  });

  it("refuses a payEngine it does not know (a mistyped 'yookassa' fell back to the sandbox)", () => {
    const file = fixture();
    file.restos[0].payEngine = 'yookassa';
    const result = parseCatalogFile(file);
    expect(result.ok ? [] : result.problems).toEqual([
      expect.objectContaining({ path: 'restos[0].payEngine', message: 'Expected SANDBOX or YOOKASSA' }),
    ]);
  });

  it('lists every broken cross reference and duplicate with its path', () => {
    const file = fixture();
    file.restos[0].cityId = 99;
    file.restos[0].menuIds = [1, 77];
    file.positions[0].groupId = 55;
    file.positions[1].menuId = 2; // its group is null, so only the menu matters: menu 2 exists
    file.positionGroups.push({ ...file.positionGroups[0] });
    file.zones[0].restoId = 42;
    file.promoCodes[0].restoIds = [8];
    file.modifierGroups[0].positionIds = [1, 404];
    file.zones[0].rules[0].maxOrderPrice = 100000;
    const result = parseCatalogFile(file);
    const paths = result.ok ? [] : result.problems.map((problem) => problem.path);
    expect(paths.sort()).toEqual(
      [
        'modifierGroups[0].positionIds[1]',
        'positionGroups[1]',
        'positions[0].groupId',
        'promoCodes[0].restoIds[0]',
        'restos[0].cityId',
        'restos[0].menuIds[1]',
        'zones[0].restoId',
        'zones[0].rules[0].maxOrderPrice',
      ].sort(),
    );
  });

  it('rejects a position whose group belongs to another menu', () => {
    const file = fixture();
    file.positions[0].menuId = 2;
    const result = parseCatalogFile(file);
    expect(result.ok ? [] : result.problems).toEqual([
      { path: 'positions[0].groupId', message: 'Position group 1 belongs to menu 1' },
    ]);
  });
});
