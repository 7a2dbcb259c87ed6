import type { LatLng } from '../types';

/**
 * How far from an edge, in degrees, a point still counts as on it: about 0.1 mm. Without it a
 * point computed to lie on a diagonal edge could fall either side through float rounding.
 */
const ON_EDGE_TOLERANCE = 1e-9;

const samePoint = (a: LatLng, b: LatLng): boolean => a.lat === b.lat && a.lng === b.lng;

/** Zone rings come closed by repeating the first point (spec §3); an open ring works the same. */
const openRing = (polygon: readonly LatLng[]): readonly LatLng[] => {
  const first = polygon[0];
  const last = polygon[polygon.length - 1];
  return polygon.length > 1 && first !== undefined && last !== undefined && samePoint(first, last)
    ? polygon.slice(0, -1)
    : polygon;
};

const isOnSegment = (point: LatLng, a: LatLng, b: LatLng): boolean => {
  const dx = b.lng - a.lng;
  const dy = b.lat - a.lat;
  const lengthSquared = dx * dx + dy * dy;
  // The nearest point of the segment, as a fraction along it from a to b.
  const along =
    lengthSquared === 0
      ? 0
      : Math.min(1, Math.max(0, ((point.lng - a.lng) * dx + (point.lat - a.lat) * dy) / lengthSquared));
  const distance = Math.hypot(point.lng - (a.lng + along * dx), point.lat - (a.lat + along * dy));
  return distance <= ON_EDGE_TOLERANCE;
};

/**
 * Whether the point lies inside the polygon or on its boundary: a point exactly on an edge or a
 * vertex counts as inside, so an address on a zone's border is delivered to. Longitude is x and
 * latitude y on a flat plane, which is exact enough for city-sized zones away from the
 * antimeridian. Fewer than three vertices enclose nothing.
 */
export const pointInPolygon = (point: LatLng, polygon: readonly LatLng[]): boolean => {
  const ring = openRing(polygon);
  if (ring.length < 3) return false;

  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const a = ring[i] as LatLng;
    const b = ring[j] as LatLng;
    if (isOnSegment(point, a, b)) return true;
    // Even-odd rule: count the edges crossed by a ray from the point towards +longitude.
    const straddles = a.lat > point.lat !== b.lat > point.lat;
    if (straddles && point.lng < ((b.lng - a.lng) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lng) {
      inside = !inside;
    }
  }
  return inside;
};
