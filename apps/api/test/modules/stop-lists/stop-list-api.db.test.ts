// The restaurant API's stop list (issue 25): its own key sets, reads and clears it; each change is
// recorded with the key that made it and the time; repeating a call changes nothing; bad input is
// a 400 in the error shape that changes nothing; the catalog answers of that restaurant, and only
// of that restaurant, show the change at once with a new ETag.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopListSchema, type StopList } from '@nori/contract';
import type { TestApp } from '../../helpers/test-app';
import { DAY_OFF_RESTO, MONDAY_LUNCH, PHILADELPHIA, RESTO, SPICY } from '../orders/order-chain';
import { orderLifeApp, restoHeaders, SETUP_TIMEOUT_MS } from '../order-life/order-life-helpers';

const TOMORROW_11 = '2026-03-03T08:00:00.000Z';

describe('restaurant API: the stop list', () => {
  let t: TestApp;
  let apiKey: string;
  let otherKey: string;
  beforeAll(async () => {
    ({ t } = await orderLifeApp());
    apiKey = (await t.app.orderLife.connections.connect(RESTO)).apiKey ?? '';
    otherKey = (await t.app.orderLife.connections.connect(DAY_OFF_RESTO)).apiKey ?? '';
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const call = async (method: 'GET' | 'PUT' | 'DELETE', path: string, payload?: object, key = apiKey) => {
    const response = await t.app.inject({
      method,
      url: `/api/v1/restos/${RESTO}/stop-list${path}`,
      headers: restoHeaders(key),
      ...(payload && { payload }),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const stopList = async (): Promise<StopList> => stopListSchema.parse((await call('GET', '')).body);
  const catalogGet = (url: string) => t.app.inject({ method: 'GET', url });

  it('sets a dish sold out until a time, and shows who set it and when', async () => {
    const set = await call('PUT', `/positions/${PHILADELPHIA}`, { until: '2026-03-03T11:00:00+03:00' });
    expect(set.status).toBe(200);
    const fingerprint = createHash('sha256').update(apiKey).digest('hex').slice(0, 12);
    const by = { restoId: RESTO, apiKey: fingerprint };
    expect(stopListSchema.parse(set.body)).toEqual({
      restoId: RESTO,
      items: [
        {
          kind: 'position',
          id: PHILADELPHIA,
          name: 'Филадельфия',
          until: TOMORROW_11,
          setAt: MONDAY_LUNCH.toISOString(),
          setBy: by,
        },
      ],
      changes: [
        {
          action: 'set',
          kind: 'position',
          id: PHILADELPHIA,
          until: TOMORROW_11,
          at: MONDAY_LUNCH.toISOString(),
          by,
        },
      ],
    });
    expect(await stopList()).toEqual(set.body);
  });

  it('changes nothing and records nothing when the same call comes again', async () => {
    const before = await stopList();
    const again = await Promise.all(
      Array.from({ length: 5 }, () => call('PUT', `/positions/${PHILADELPHIA}`, { until: TOMORROW_11 })),
    );
    expect(again.map((answer) => answer.status)).toEqual(Array(5).fill(200));
    expect(await stopList()).toEqual(before);
  });

  it('refuses bad input with 400 in the error shape, changing nothing', async () => {
    const before = await stopList();
    const past = await call('PUT', `/positions/${PHILADELPHIA}`, { until: '2026-03-02T09:00:00Z' });
    expect(past.status).toBe(400);
    expect(past.body.errors[0].code).toBe('common.bad-request');
    for (const [path, payload] of [
      ['/dishes/1', {}],
      ['/positions/0', {}],
      ['/positions/1', { until: 'tomorrow' }],
      ['/positions/1', { until: null, extra: 1 }],
    ] as const) {
      const refused = await call('PUT', path, payload);
      expect(refused.status, path).toBe(400);
      expect(refused.body).toEqual({
        errors: expect.arrayContaining([expect.objectContaining({ code: 'common.bad-request' })]),
      });
    }
    const unknown = await call('PUT', '/modifiers/999', {});
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].code).toBe('common.not-found');
    expect(await stopList()).toEqual(before);
  });

  it("answers 401 'resto.api-key-invalid' without a key and with another restaurant's key", async () => {
    const none = await t.app.inject({ method: 'GET', url: `/api/v1/restos/${RESTO}/stop-list` });
    expect(none.statusCode).toBe(401);
    const foreign = await call('PUT', `/positions/${PHILADELPHIA}`, {}, otherKey);
    expect(foreign.status).toBe(401);
    expect(foreign.body.errors[0].code).toBe('resto.api-key-invalid');
  });

  it("flags the restaurant's catalog answers at once with new ETags, and no other restaurant's", async () => {
    const own = `/1/p/menus/1/positions?restoId=${RESTO}`;
    const other = `/1/p/menus/1/positions?restoId=${DAY_OFF_RESTO}`;
    const modifiers = `/1/restos/${RESTO}/positions/modifiers`;
    await call('DELETE', '');
    const readAll = () =>
      Promise.all([
        catalogGet(own),
        catalogGet(other),
        catalogGet(modifiers),
        catalogGet('/1/p/menus/1/positions'),
      ]);
    const [ownBefore, otherBefore, modifiersBefore, plainBefore] = await readAll();
    expect(ownBefore.json().find((p: { id: number }) => p.id === PHILADELPHIA).soldOut).toBeUndefined();

    await call('PUT', `/positions/${PHILADELPHIA}`, {});
    await call('PUT', `/modifiers/${SPICY}`, { until: TOMORROW_11 });
    const [ownAfter, otherAfter, modifiersAfter, plainAfter] = await readAll();
    expect(ownAfter.json().find((p: { id: number }) => p.id === PHILADELPHIA).soldOut).toBe(true);
    expect(ownAfter.json().filter((p: { soldOut?: boolean }) => p.soldOut)).toHaveLength(1);
    expect(ownAfter.headers.etag).not.toBe(ownBefore.headers.etag);
    const options = modifiersAfter
      .json()
      .flatMap((p: { groups: { modifiers: object[] }[] }) => p.groups.flatMap((g) => g.modifiers));
    expect(options).toContainEqual(expect.objectContaining({ id: SPICY, soldOut: true }));
    expect(modifiersAfter.headers.etag).not.toBe(modifiersBefore.headers.etag);
    // Another restaurant on the same menu, and the menu asked without a restaurant, are untouched.
    expect(otherAfter.headers.etag).toBe(otherBefore.headers.etag);
    expect(plainAfter.body).toBe(plainBefore.body);
    // A client holding the old ETag gets the new answer, not a 304.
    const revalidated = await t.app.inject({
      method: 'GET',
      url: own,
      headers: { 'if-none-match': ownBefore.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(200);
  });

  it('clears one item, then everything, recording each clear; clearing again records nothing', async () => {
    const one = stopListSchema.parse((await call('DELETE', `/modifiers/${SPICY}`)).body);
    expect(one.items.map((item) => item.kind)).toEqual(['position']);
    expect(one.changes[0]).toMatchObject({ action: 'clear', kind: 'modifier', id: SPICY, until: null });
    const all = stopListSchema.parse((await call('DELETE', '')).body);
    expect(all.items).toEqual([]);
    expect(all.changes[0]).toMatchObject({ action: 'clear', kind: 'position', id: PHILADELPHIA });
    const again = stopListSchema.parse((await call('DELETE', `/positions/${PHILADELPHIA}`)).body);
    expect(again).toEqual(all);
    const positions = await catalogGet(`/1/p/menus/1/positions?restoId=${RESTO}`);
    expect(positions.json().some((p: { soldOut?: boolean }) => p.soldOut)).toBe(false);
  });

  it("answers 404 for a menu that is not the restaurant's", async () => {
    const response = await catalogGet(`/1/p/menus/1/positions?restoId=999`);
    expect(response.statusCode).toBe(404);
  });
});
