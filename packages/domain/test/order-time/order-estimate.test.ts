import { describe, expect, it } from 'vitest';
import {
  asapOffer,
  DEFAULT_ORDER_TIMES,
  orderEstimateMinutes,
  orderTimeSettings,
  type SlotQuery,
} from '../../src/order-time';
import { at, everyDay } from '../schedule/fixtures';

// Issue 34: 'около 21:27' (80 minutes) beside 'Время доставки 50 мин' — the storefront named two
// estimates. There is one: cooking, plus the tier's delivery time, plus a busy kitchen's minutes.
describe('the one estimate of an order', () => {
  const times = { ...DEFAULT_ORDER_TIMES, cookingMinutes: 30 };

  it('adds the delivery tier and the busy minutes to the cooking', () => {
    expect(orderEstimateMinutes(times, 50)).toBe(80);
    expect(orderEstimateMinutes(times, 50, 15)).toBe(95);
    expect(orderEstimateMinutes(times, null)).toBe(30);
  });

  it('is what "as soon as possible" is ready after', () => {
    const query: SlotQuery = {
      openingHours: everyDay('10:00', '23:00'),
      timezone: '+03:00',
      nowMs: at('2026-11-24T20:07:00+03:00'),
      settings: orderTimeSettings(times, 50),
    };
    const offer = asapOffer(query);
    expect(offer?.readyAtMs).toBe(query.nowMs + orderEstimateMinutes(times, 50) * 60_000);
    expect(offer?.readyAtMs).toBe(at('2026-11-24T21:27:00+03:00'));
  });
});
