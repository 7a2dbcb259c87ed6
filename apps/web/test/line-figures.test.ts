// A cart line's sum never waits on the network: the domain's until the server priced that very
// line, the server's after, marked stale while a newer answer is awaited or failed.
import type { PreflightRequest, PreflightResult } from '@nori/contract';
import { id, minorUnits, type CartPosition } from '@nori/domain';
import { describe, expect, it } from 'vitest';
import { lineFigures } from '../app/features/cart/line-figures';
import { backoffDelay } from '../app/order/pricing/use-auto-retry';

const line = (count: number): CartPosition => ({
  id: id(201003),
  menuId: id(201),
  name: 'Калифорния с крабом',
  count,
  price: minorUnits(48900),
  modifiers: [],
});

const request = { positions: [{ id: 201003, count: 2, name: '', price: 48900, sum: 97800, modifiers: [] }] };
const result = {
  positions: [
    { id: 201003, specials: [], payableAmount: 88020, discounts: [], promoCodes: [], sum: 97800 },
    { id: 0, specials: ['DELIVERY_PRICE'], payableAmount: 19900, discounts: [], promoCodes: [], sum: 19900 },
  ],
} as unknown as PreflightResult;
const last = { request: request as unknown as PreflightRequest, result };

describe('lineFigures', () => {
  it("shows the domain's sum before any answer", () => {
    const [shown] = lineFigures([line(1)], { loading: true, result: null, last: null });
    expect(shown?.figure).toEqual({ sum: 48900, payable: 48900, stale: false });
  });

  it("shows the server's figure for the line it priced, stale while a newer answer is awaited", () => {
    expect(lineFigures([line(2)], { loading: false, result, last })[0]?.figure).toEqual({
      sum: 97800,
      payable: 88020,
      stale: false,
    });
    expect(lineFigures([line(2)], { loading: true, result, last })[0]?.figure.stale).toBe(true);
    expect(lineFigures([line(2)], { loading: false, result: null, last })[0]?.figure.stale).toBe(true);
  });

  it("goes back to the domain's sum once the line changed", () => {
    const [shown] = lineFigures([line(3)], { loading: true, result, last });
    expect(shown?.figure).toEqual({ sum: 146700, payable: 146700, stale: false });
  });
});

describe('backoffDelay', () => {
  it('doubles from one second up to thirty', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(backoffDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});
