import { describe, expect, it } from 'vitest';
import { pointInPolygon } from '../../src/delivery';
import type { LatLng } from '../../src/types';

const at = (lat: number, lng: number): LatLng => ({ lat, lng });

// A square around the centre of Moscow, closed by repeating the first point as zones come.
const square = [at(55.7, 37.5), at(55.7, 37.7), at(55.8, 37.7), at(55.8, 37.5), at(55.7, 37.5)];
// An L shape: the notch at the top right is outside.
const lShape = [at(0, 0), at(0, 4), at(2, 4), at(2, 2), at(4, 2), at(4, 0), at(0, 0)];
const triangle = [at(0, 0), at(0, 3), at(3, 0), at(0, 0)];

describe('pointInPolygon', () => {
  it('finds points inside and outside a closed ring', () => {
    expect(pointInPolygon(at(55.75, 37.6), square)).toBe(true);
    expect(pointInPolygon(at(55.65, 37.6), square)).toBe(false);
    expect(pointInPolygon(at(55.75, 37.8), square)).toBe(false);
  });

  it('accepts an unclosed ring', () => {
    expect(pointInPolygon(at(55.75, 37.6), square.slice(0, -1))).toBe(true);
    expect(pointInPolygon(at(55.9, 37.6), square.slice(0, -1))).toBe(false);
  });

  it('handles a concave polygon', () => {
    expect(pointInPolygon(at(1, 3), lShape)).toBe(true);
    expect(pointInPolygon(at(3, 1), lShape)).toBe(true);
    expect(pointInPolygon(at(3, 3), lShape)).toBe(false);
  });

  it('counts a point exactly on an edge as inside', () => {
    expect(pointInPolygon(at(55.7, 37.6), square)).toBe(true); // bottom edge
    expect(pointInPolygon(at(55.75, 37.7), square)).toBe(true); // right edge
    expect(pointInPolygon(at(3, 2), lShape)).toBe(true); // edge of the notch
    expect(pointInPolygon(at(1.5, 1.5), triangle)).toBe(true); // diagonal edge
  });

  it('counts a vertex as inside, including the closing one and the reflex one', () => {
    for (const vertex of square) expect(pointInPolygon(vertex, square)).toBe(true);
    expect(pointInPolygon(at(2, 2), lShape)).toBe(true);
  });

  it('does not count a point on the extension of an edge', () => {
    expect(pointInPolygon(at(55.7, 37.8), square)).toBe(false);
    expect(pointInPolygon(at(-1, 4), triangle)).toBe(false);
  });

  it('counts a point just off an edge as outside', () => {
    expect(pointInPolygon(at(55.7 - 1e-7, 37.6), square)).toBe(false);
  });

  it('encloses nothing with fewer than three vertices', () => {
    expect(pointInPolygon(at(0, 0), [])).toBe(false);
    expect(pointInPolygon(at(0, 0), [at(0, 0)])).toBe(false);
    expect(pointInPolygon(at(0, 1), [at(0, 0), at(0, 2), at(0, 0)])).toBe(false);
  });
});
