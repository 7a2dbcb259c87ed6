import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readFixture, type TestApp } from '../../helpers/test-app';

describe('catalog calls with bad input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.catalogAdmin.importCatalog(readFixture('test-chain'));
  });
  afterAll(() => t.close());
  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() };
  };
  const error = (code: string, message: string) => ({ errors: [{ code, message }] });

  it.each([
    ['/1/p/cities/999', 'City 999 not found'],
    ['/1/p/cities/999/deliveries', 'City 999 not found'],
    ['/1/p/restos/999', 'Resto 999 not found'],
    ['/1/p/restos?cityId=999&whiteLabel=test-chain', 'City 999 not found'],
    ['/1/p/menus/999/position-groups', 'Menu 999 not found'],
    ['/1/p/menus/999/positions', 'Menu 999 not found'],
    ['/1/restos/999/deliveries', 'Resto 999 not found'],
    ['/1/restos/999/positions/modifiers', 'Resto 999 not found'],
    ['/1/restos/999/position-time-slots', 'Resto 999 not found'],
    ['/1/restos/999/promotions', 'Resto 999 not found'],
  ])('GET %s → 404 with a code', async (url, message) => {
    expect(await get(url)).toEqual({ status: 404, body: error('common.not-found', message) });
  });

  it.each([
    ['/1/p/cities/abc', 'params.cityId'],
    ['/1/p/restos/1e3', 'params.id'],
    ['/1/p/menus/-1/positions', 'params.id'],
    ['/1/p/restos/0', 'params.id'],
    ['/1/p/cities', 'query.whiteLabel'],
    ['/1/restos/1/deliveries?size=101', 'query.size'],
    ['/1/restos/1/deliveries?size=0', 'query.size'],
    ['/1/restos/1/deliveries?page=x', 'query.page'],
    ['/1/p/menus/1/positions?ids=1,x', 'query.ids'],
    ['/1/p/cities/1?whiteLabel=test-chain', 'query'],
    ['/1/p/restos?cityId=1&whiteLabel=test-chain&debug=1', 'query'],
  ])('GET %s → 400 naming %s', async (url, where) => {
    const { status, body } = await get(url);
    expect(status).toBe(400);
    expect(body.errors[0]).toEqual({
      code: 'common.bad-request',
      message: expect.stringContaining(`${where}`),
    });
  });

  // A well-formed code that names no tenant: a 404 like an unknown id, not malformed input (issue 20).
  it('an unknown white label is a 404', async () => {
    expect(await get('/1/p/cities?whiteLabel=nobody')).toEqual({
      status: 404,
      body: error('common.not-found', "Unknown whiteLabel 'nobody'"),
    });
    expect((await get('/1/p/restos?cityId=1&whiteLabel=nobody')).status).toBe(404);
  });

  it('lists every problem of a request', async () => {
    const { status, body } = await get('/1/restos/x/deliveries?size=500&page=-1');
    expect(status).toBe(400);
    expect(body.errors.map((item: { message: string }) => item.message.split(':')[0])).toEqual([
      'params.restoId',
      'query.page',
      'query.size',
    ]);
  });

  it('an unknown path is a 404 in the error shape', async () => {
    expect(await get('/1/p/nothing-here')).toEqual({
      status: 404,
      body: error('common.not-found', 'No route for GET /1/p/nothing-here'),
    });
  });
});
