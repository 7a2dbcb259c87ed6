import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressSuggestionSchema } from '@nori/contract';
import { findDeliveryZone, type DeliveryZone, type RestoId } from '@nori/domain';
import { createTestApp, DEMO_CHAIN_URL, type TestApp } from '../../helpers/test-app';

const demo = JSON.parse(readFileSync(DEMO_CHAIN_URL, 'utf8')) as { zones: DeliveryZone[] };
const KAZAN = 201;
const BUDVA = 202;
const zoneOf = (point: { lat: number; lng: number }) =>
  findDeliveryZone(
    point,
    demo.zones,
    demo.zones.map((zone) => zone.restoId as RestoId),
  );

describe('address search and reverse geocoding of the demo cities', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('suggests the street first, then its houses, labelled in the asked language', async () => {
    const ru = await get(`/1/p/cities/${KAZAN}/addresses?query=${encodeURIComponent('Баумана')}`);
    expect(ru.statusCode).toBe(200);
    const items = ru.json().map((item: unknown) => addressSuggestionSchema.parse(item));
    expect(items).toHaveLength(10);
    expect(items[0]).toMatchObject({ label: 'ул. Баумана', houseNumber: null, city: 'Казань' });
    expect(items[1]).toMatchObject({ label: 'ул. Баумана, 1', houseNumber: '1' });

    const en = await get(`/1/p/cities/${KAZAN}/addresses?query=baumana%2044&locale=en`);
    expect(en.json()[0]).toMatchObject({ label: 'Baumana St, 44', city: 'Kazan' });
  });

  it('matches a house number prefix, any language and ё as е, only inside the asked city', async () => {
    const labels = async (url: string) =>
      (await get(url)).json().map((item: { label: string }) => item.label);
    expect(await labels(`/1/p/cities/${KAZAN}/addresses?query=${encodeURIComponent('Баумана 4')}`)).toEqual([
      'ул. Баумана, 4',
      'ул. Баумана, 40',
      'ул. Баумана, 41',
      'ул. Баумана, 42',
      'ул. Баумана, 43',
      'ул. Баумана, 44',
      'ул. Баумана, 45',
      'ул. Баумана, 46',
      'ул. Баумана, 47',
      'ул. Баумана, 48',
    ]);
    expect(
      await labels(`/1/p/cities/${KAZAN}/addresses?query=${encodeURIComponent('кремлевская 3')}`),
    ).toContain('ул. Кремлёвская, 3');
    expect(await labels(`/1/p/cities/${BUDVA}/addresses?query=${encodeURIComponent('Баумана')}`)).toEqual([]);
    expect(await labels(`/1/p/cities/${BUDVA}/addresses?query=mediteranska%204&locale=cnr`)).toContain(
      'Mediteranska, 4',
    );
    expect(await labels(`/1/p/cities/${KAZAN}/addresses?query=12`)).toEqual([]);
  });

  it('places addresses both inside and outside the demo delivery zones', async () => {
    const first = async (query: string) =>
      (await get(`/1/p/cities/${KAZAN}/addresses?query=${encodeURIComponent(query)}`)).json()[0];
    expect(zoneOf((await first('Баумана 44')).location)?.restoId).toBe(201);
    expect(zoneOf((await first('Ямашева 50')).location)?.restoId).toBe(202);
    expect(zoneOf((await first('Победы 100')).location)).toBeNull();
    const budva = (await get(`/1/p/cities/${BUDVA}/addresses?query=mediteranska%204`)).json()[0];
    expect(zoneOf(budva.location)?.restoId).toBe(204);
  });

  it('answers the nearest house to a point, 404 when none is within reach', async () => {
    const house = (
      await get(`/1/p/cities/${KAZAN}/addresses?query=${encodeURIComponent('Пушкина 30')}`)
    ).json()[0];
    const near = await get(
      `/1/p/cities/${KAZAN}/addresses/reverse?lat=${(house.location.lat + 0.0001).toFixed(6)}&lng=${house.location.lng}`,
    );
    expect(near.statusCode).toBe(200);
    expect(near.json()).toMatchObject({ label: 'ул. Пушкина, 30', houseNumber: '30' });
    const far = await get(`/1/p/cities/${KAZAN}/addresses/reverse?lat=55.6&lng=49.5`);
    expect(far.statusCode).toBe(404);
  });

  it('answers a tap between the indexed streets of a delivery zone with the nearest house (issue 34)', async () => {
    // The point of Kazan's zones farthest from an indexed house: 2 km from the nearest.
    const tap = { lat: 55.754, lng: 49.133 };
    expect(zoneOf(tap)?.restoId).toBeDefined();
    const answer = await get(`/1/p/cities/${KAZAN}/addresses/reverse?lat=${tap.lat}&lng=${tap.lng}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().houseNumber).not.toBeNull();
  });

  it('reads coordinates as JavaScript prints them, and refuses a query that is not UTF-8 (issue 20)', async () => {
    const tiny = await get(
      `/1/p/cities/${KAZAN}/addresses/reverse?lat=-0.000006458267928971343&lng=5.72e-247`,
    );
    expect(tiny.statusCode).toBe(404);
    // A lone surrogate's bytes: no UTF-8, so not read as three replacement characters.
    const broken = await get(`/1/p/cities/${KAZAN}/addresses?query=%ED%A0%80`);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors[0].code).toBe('common.bad-request');
  });

  it('rejects a missing query, an unknown language and coordinates that are not numbers', async () => {
    expect((await get(`/1/p/cities/${KAZAN}/addresses`)).statusCode).toBe(400);
    expect((await get(`/1/p/cities/${KAZAN}/addresses?query=abc&locale=de`)).statusCode).toBe(400);
    expect((await get(`/1/p/cities/${KAZAN}/addresses/reverse?lat=1e3&lng=49`)).statusCode).toBe(400);
    expect((await get(`/1/p/cities/${KAZAN}/addresses?query=${'a'.repeat(101)}`)).statusCode).toBe(400);
  });
});
