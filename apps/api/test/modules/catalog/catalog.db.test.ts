import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readFixture, type TestApp } from '../../helpers/test-app';

const NOW = new Date('2026-03-02T09:30:00.000Z');

describe('catalog calls for the fixture chain', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    await t.app.catalogAdmin.importCatalog(readFixture('test-chain'));
  });
  afterAll(() => t.close());
  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };
  const fixture = readFixture('test-chain');
  const city = fixture.cities[0]!;
  const zone = {
    id: 1,
    name: 'Центр',
    restoId: 1,
    polygon: fixture.zones[0]!.polygon,
    rules: fixture.zones[0]!.rules,
  };
  const onePage = { number: 0, size: 100, totalElements: 1, totalPages: 1 };

  it('GET /1/now answers the server time in UTC, never cached', async () => {
    const response = await get('/1/now');
    expect(response).toMatchObject({
      status: 200,
      body: { utc_time: '2026-03-02T09:30:00.000Z', timezone: 'UTC' },
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('GET /1/p/cities lists the white label’s cities', async () => {
    expect(await get('/1/p/cities?whiteLabel=test-chain')).toMatchObject({ status: 200, body: [city] });
  });

  it('GET /1/p/cities/{cityId} answers one city', async () => {
    expect(await get('/1/p/cities/1')).toMatchObject({ status: 200, body: city });
  });

  it('GET /1/p/cities/{cityId}/deliveries pages the zones of the city’s restos', async () => {
    expect(await get('/1/p/cities/1/deliveries')).toMatchObject({
      status: 200,
      body: { content: [zone], page: onePage },
    });
  });

  it('GET /1/p/restos lists a city’s restos as {id,name}', async () => {
    expect(await get('/1/p/restos?cityId=1&whiteLabel=test-chain')).toMatchObject({
      status: 200,
      body: [{ id: 1, name: 'Нори на Ленина' }],
    });
  });

  it('GET /1/p/restos/{id} answers the resto with its menus in its order', async () => {
    const { status, body } = await get('/1/p/restos/1');
    const { menuIds: _menuIds, ...resto } = fixture.restos[0]!;
    expect(status).toBe(200);
    // The fixture leaves orderTimes out: the defaults of issue 21 answer.
    const orderTimes = {
      timeZone: null,
      cookingMinutes: 30,
      slotMinutes: 15,
      slotCapacity: null,
      aheadDays: 2,
    };
    expect(body).toEqual({ ...resto, menus: fixture.menus, orderTimes });
  });

  it('GET /1/p/menus/{id}/position-groups adds the synthetic group 0 for positions without a group', async () => {
    const other = { id: 0, menuId: 1, name: 'Прочее', order: 999999, photos: [] };
    expect(await get('/1/p/menus/1/position-groups')).toMatchObject({
      status: 200,
      body: [{ id: 1, menuId: 1, name: 'Роллы', order: 1, photos: [] }, other],
    });
    expect((await get('/1/p/menus/2/position-groups')).body).toEqual([{ ...other, menuId: 2 }]);
  });

  it('GET /1/p/menus/{id}/positions lists positions with their group, measure and modifier flag', async () => {
    const { status, body } = await get('/1/p/menus/1/positions');
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        id: 1,
        menu: { id: 1 },
        positionGroup: { id: 1 },
        name: 'Филадельфия',
        description: 'Лосось, сыр',
        price: 49900,
        measure: { value: 250, unit: 'g' },
        photos: [{ url: '/images/roll.svg' }],
        tags: [{ code: 'COOKING_LONGER', id: 1, name: 'Готовится дольше, 1,5 часа' }],
        order: 1,
        hasModifiers: true,
      },
      expect.objectContaining({
        id: 2,
        positionGroup: null,
        price: 3000,
        measure: { value: 1, unit: 'pc' },
        hasModifiers: false,
      }),
    ]);
    expect((await get('/1/p/menus/1/positions?ids=2')).body.map((p: { id: number }) => p.id)).toEqual([2]);
  });

  it('GET /1/restos/{restoId}/deliveries pages the resto’s zones (size 100 by default)', async () => {
    expect(await get('/1/restos/1/deliveries')).toMatchObject({
      status: 200,
      body: { content: [zone], page: onePage },
    });
    expect((await get('/1/restos/1/deliveries?page=1&size=1')).body).toEqual({
      content: [],
      page: { number: 1, size: 1, totalElements: 1, totalPages: 1 },
    });
  });

  it('GET /1/restos/{restoId}/positions/modifiers lists the modifier groups per position', async () => {
    expect((await get('/1/restos/1/positions/modifiers')).body).toEqual([
      {
        positionId: 1,
        groups: [
          {
            id: 1,
            name: 'Соус',
            minCount: 0,
            maxCount: 2,
            modifiers: [{ id: 1, name: 'Спайси', price: 5000, maxCount: 2 }],
          },
        ],
      },
    ]);
  });

  it('GET /1/restos/{restoId}/position-time-slots lists the slots', async () => {
    expect((await get('/1/restos/1/position-time-slots')).body).toEqual([
      {
        positionIds: [1],
        details: [{ dayOfWeek: 'MONDAY', startAt: '11:00', endAt: '16:00', isActive: true }],
      },
    ]);
  });

  it('GET /1/restos/{id}/promotions lists the resto’s promotions', async () => {
    expect((await get('/1/restos/1/promotions')).body).toEqual([
      {
        id: 1,
        title: 'Два по цене одного',
        description: 'По понедельникам',
        image: '/images/promo.svg',
        until: '2030-12-31',
        order: 1,
      },
    ]);
  });
});
