// Delivery zones and promo rules of the demo chain: the storefront's delivery tiers, minimums and
// every promo code error of spec §8 must be reachable with the demo data.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CatalogFile } from '../../src/modules/catalog/catalog-file/schema';

const chain = JSON.parse(
  readFileSync(new URL('../../demo/demo-chain.json', import.meta.url), 'utf8'),
) as CatalogFile;

type Point = { lat: number; lng: number };
/** Ray casting: whether a point lies inside a closed polygon. */
const inside = (point: Point, polygon: Point[]) => {
  let result = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    const crosses = a.lat > point.lat !== b.lat > point.lat;
    if (crosses && point.lng < ((b.lng - a.lng) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lng)
      result = !result;
  }
  return result;
};

describe('demo delivery zones', () => {
  it('closes every polygon by repeating the first point, with 8–16 corners', () => {
    for (const zone of chain.zones) {
      expect(zone.polygon.at(-1)).toEqual(zone.polygon[0]);
      expect(zone.polygon.length - 1).toBeGreaterThanOrEqual(8);
      expect(zone.polygon.length - 1).toBeLessThanOrEqual(16);
    }
  });

  it('draws each zone around its own resto and keeps zones from overlapping', () => {
    for (const resto of chain.restos) {
      const containing = chain.zones.filter((zone) => inside(resto.location, zone.polygon));
      const expected = chain.zones.filter((zone) => zone.restoId === resto.id);
      expect(containing.map((zone) => zone.id)).toEqual(expected.map((zone) => zone.id));
    }
  });

  it('chains 2–3 tiers without gaps, from the minimum order up', () => {
    for (const zone of chain.zones) {
      expect(zone.rules.length).toBeGreaterThanOrEqual(2);
      expect(zone.rules.length).toBeLessThanOrEqual(3);
      zone.rules.slice(1).forEach((rule, i) => expect(rule.minOrderPrice).toBe(zone.rules[i]!.maxOrderPrice));
    }
  });

  it('in the centre of Kazan: 700 ₽ minimum, 199 ₽ → 99 ₽ → free, 30 000 ₽ maximum', () => {
    const centre = chain.zones.find((zone) => zone.name === 'Центр и Вахитовский район');
    expect(centre?.rules).toEqual([
      { deliveryPrice: 19900, time: 60, minOrderPrice: 70000, maxOrderPrice: 150000 },
      { deliveryPrice: 9900, time: 50, minOrderPrice: 150000, maxOrderPrice: 300000 },
      { deliveryPrice: 0, time: 45, minOrderPrice: 300000, maxOrderPrice: 3000000 },
    ]);
  });
});

describe('demo promo codes and discounts', () => {
  const code = (name: string) => {
    const found = chain.promoCodes.find((promoCode) => promoCode.code === name);
    if (!found) throw new Error(`No promo code ${name}`);
    return found;
  };

  it('has one code for each promo code rule of spec §8', () => {
    expect(code('WELCOME10')).toMatchObject({
      active: true,
      kind: 'PERCENT',
      value: 10,
      minOrderAmount: 100000,
      maxDiscountAmount: 50000,
    });
    expect(code('OLDSITE').active).toBe(false);
    expect(Date.parse(code('NEWYEAR2028').startsAt ?? '')).toBeGreaterThan(
      Date.parse('2027-01-01T00:00:00Z'),
    );
    expect(Date.parse(code('SUMMER2025').endsAt ?? '')).toBeLessThan(Date.parse('2026-01-01T00:00:00Z'));
    expect(code('BAUMANA15').restoIds).toEqual([201]);
    expect(code('PICKUP7').deliveryTypes).toEqual(['TAKE_AWAY']);
    expect(code('NIGHT').hours).toEqual({ from: '23:00', to: '05:00' });
    expect(code('FIRST100')).toMatchObject({ usageLimit: 100, usedCount: 100 });
    expect(code('BIRTHDAY').perPersonLimit).toBe(1);
    expect(code('MINUS300')).toMatchObject({ kind: 'FIXED', value: 30000 });
  });

  it('binds every code with an amount to restos of one currency', () => {
    const currencyOf = new Map(chain.restos.map((resto) => [resto.id, resto.currency]));
    for (const promoCode of chain.promoCodes) {
      const hasAmount =
        promoCode.kind === 'FIXED' ||
        promoCode.minOrderAmount !== null ||
        promoCode.maxDiscountAmount !== null;
      if (!hasAmount) continue;
      expect(new Set(promoCode.restoIds?.map((id) => currencyOf.get(id))).size, promoCode.code).toBe(1);
    }
  });

  it('discounts take-away by 10% automatically and has happy hours', () => {
    const active = chain.discounts.filter((discount) => discount.active);
    expect(active.map((d) => [d.name, d.value, d.deliveryTypes, d.hours])).toEqual([
      ['Самовывоз −10%', 10, ['TAKE_AWAY'], null],
      ['Счастливые часы −20%', 20, ['DELIVERY', 'TAKE_AWAY'], { from: '15:00', to: '17:00' }],
    ]);
  });
});
