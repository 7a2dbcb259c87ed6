import { describe, expect, it } from 'vitest';
import { id, minorUnits, minutes, type RestoId, type ZoneId } from '../../src/brand';
import { findDeliveryZone, type DeliveryZone } from '../../src/delivery';
import type { LatLng } from '../../src/types';

const at = (lat: number, lng: number): LatLng => ({ lat, lng });
const square = (south: number, west: number, size: number): LatLng[] => [
  at(south, west),
  at(south, west + size),
  at(south + size, west + size),
  at(south + size, west),
  at(south, west),
];
const zone = (zoneId: number, restoId: number, polygon: LatLng[]): DeliveryZone => ({
  id: id<ZoneId>(zoneId),
  name: `Zone ${zoneId}`,
  restoId: id<RestoId>(restoId),
  polygon,
  rules: [
    { deliveryPrice: minorUnits(0), time: minutes(60), minOrderPrice: minorUnits(0), maxOrderPrice: null },
  ],
});

const centre = zone(1, 10, square(0, 0, 2));
const wide = zone(2, 20, square(-5, -5, 10));
const north = zone(3, 30, square(10, 0, 2));
const zones = [centre, wide, north];
const restoIds = (...ids: number[]) => ids.map((value) => id<RestoId>(value));

describe('findDeliveryZone', () => {
  it('finds the zone whose polygon holds the point', () => {
    expect(findDeliveryZone(at(11, 1), zones, restoIds(10, 20, 30))).toBe(north);
  });

  it('takes the first zone in order where zones overlap', () => {
    expect(findDeliveryZone(at(1, 1), zones, restoIds(10, 20, 30))).toBe(centre);
  });

  it('skips zones of restaurants without a delivery menu', () => {
    expect(findDeliveryZone(at(1, 1), zones, restoIds(20, 30))).toBe(wide);
    expect(findDeliveryZone(at(11, 1), zones, restoIds(10, 20))).toBeNull();
  });

  it('accepts the restaurant ids as a set', () => {
    expect(findDeliveryZone(at(1, 1), zones, new Set(restoIds(10)))).toBe(centre);
  });

  it('gives null outside every zone and with no zones', () => {
    expect(findDeliveryZone(at(50, 50), zones, restoIds(10, 20, 30))).toBeNull();
    expect(findDeliveryZone(at(1, 1), [], restoIds(10))).toBeNull();
  });

  it('finds a zone for a point on its border', () => {
    expect(findDeliveryZone(at(12, 1), zones, restoIds(30))).toBe(north);
  });
});
