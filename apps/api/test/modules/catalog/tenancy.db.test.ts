import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readFixture, type TestApp } from '../../helpers/test-app';

describe('tenant isolation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.catalogAdmin.importCatalog(readFixture('test-chain'));
    const other = readFixture('other-chain');
    // Every position of menu 101 has a group, so its group list has no synthetic group.
    other.positions[1]!.groupId = 101;
    await t.app.catalogAdmin.importCatalog(other);
  });
  afterAll(() => t.close());
  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() };
  };

  it('each white label sees only its own cities', async () => {
    expect(
      (await get('/1/p/cities?whiteLabel=test-chain')).body.map((city: { id: number }) => city.id),
    ).toEqual([1]);
    expect(
      (await get('/1/p/cities?whiteLabel=other-chain')).body.map((city: { id: number }) => city.id),
    ).toEqual([101]);
  });

  it("a white label cannot list another chain's restos by passing its city id", async () => {
    expect(await get('/1/p/restos?cityId=101&whiteLabel=test-chain')).toMatchObject({ status: 404 });
    expect(await get('/1/p/restos?cityId=1&whiteLabel=other-chain')).toMatchObject({ status: 404 });
    expect((await get('/1/p/restos?cityId=101&whiteLabel=other-chain')).body).toEqual([
      { id: 101, name: 'Нори на Ленина' },
    ]);
  });

  it("calls by id answer only the owning chain's data", async () => {
    const resto = (await get('/1/p/restos/101')).body;
    expect(resto.menus.map((menu: { id: number }) => menu.id)).toEqual([101, 102]);
    expect(
      (await get('/1/restos/101/deliveries')).body.content.map((zone: { id: number }) => zone.id),
    ).toEqual([101]);
    expect(
      (await get('/1/restos/101/promotions')).body.map((promotion: { id: number }) => promotion.id),
    ).toEqual([101]);
    expect((await get('/1/restos/101/positions/modifiers')).body).toEqual([
      expect.objectContaining({ positionId: 101, groups: [expect.objectContaining({ id: 101 })] }),
    ]);
    expect(
      (await get('/1/p/menus/101/positions')).body.map((position: { id: number }) => position.id),
    ).toEqual([101, 102]);
    expect(
      (await get('/1/p/cities/101/deliveries')).body.content.map((zone: { id: number }) => zone.id),
    ).toEqual([101]);
  });

  it('the synthetic group appears only when some positions have no group', async () => {
    expect(
      (await get('/1/p/menus/101/position-groups')).body.map((group: { id: number }) => group.id),
    ).toEqual([101]);
    expect((await get('/1/p/menus/1/position-groups')).body.map((group: { id: number }) => group.id)).toEqual(
      [1, 0],
    );
  });
});
