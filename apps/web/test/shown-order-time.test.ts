// Issue 41: the time choice's estimate ('Как можно скорее, около 21:27', 'Время доставки 90 мин')
// counts the delivery time of the tier the server chose by what the dishes cost after the offers
// (tierAmount), not the cart total's. The slots and the time asked for stay as they were worked out
// before the answer: they are in the request that answer priced.
import { describe, expect, it } from 'vitest';
import { orderChecks } from '../app/order/pricing/order-checks';
import type { OrderContext } from '../app/order/pricing/use-order-context';
import type { PreflightView } from '../app/order/pricing/use-preflight';
import { answeredWith, cartOf, DELIVERY_CONTEXT as DELIVERY, IDLE } from './order-context-fixture';
import { shownOrderTime } from '../app/order/pricing/use-priced-cart';
import { asapEstimate, type OrderTimeView } from '../app/order/time/order-time';

const MINUTE_MS = 60_000;
const NOW = Date.parse('2026-12-08T12:00:00Z');

const TAKE_AWAY: OrderContext = {
  ...DELIVERY,
  deliveryType: 'TAKE_AWAY',
  place: null,
  zone: null,
  thresholds: [],
};
const answered = (tierAmount: number, deliveryPrice: number) => answeredWith({ tierAmount, deliveryPrice });

/** 2 116 ₽: by the cart's total, the free tier of 45 minutes, which the slots are worked out with. */
const CART = cartOf(211600);
const SLOT_MINUTES = 45;

/** What useOrderTime works out before the answer: 30 minutes' cooking and the tier's minutes. */
const slot = { atMs: NOW + 120 * MINUTE_MS, time: '17:00', full: false };
const viewOf = (estimateMinutes: number, chosen: typeof slot | null = null): OrderTimeView => ({
  restoId: 1,
  timezone: '+03:00',
  days: [{ inDays: 0, date: '2026-12-08', dayOfWeek: 'TUESDAY', slots: [slot] }],
  asap: { readyAtMs: NOW + estimateMinutes * MINUTE_MS, slot },
  slot: chosen,
  requestedAt: chosen && new Date(chosen.atMs).toISOString(),
  atMs: chosen?.atMs ?? NOW,
  nowMs: NOW,
  estimateMinutes,
});

const shown = (preflight: PreflightView, view = viewOf(30 + SLOT_MINUTES), context = DELIVERY) =>
  shownOrderTime(
    view,
    context === DELIVERY ? SLOT_MINUTES : 0,
    context,
    orderChecks(CART, context, preflight),
  );

describe("shownOrderTime: the estimate of the server's tier", () => {
  it('2 116 ₽ paying 423 ₽ in bonuses is the 60-minute tier: about 90 minutes, not 75', () => {
    const view = shown(answered(169300, 20000));
    expect(view?.estimateMinutes).toBe(90);
    expect(asapEstimate(view)).toBe(90);
    expect(view?.asap?.readyAtMs).toBe(NOW + 90 * MINUTE_MS);
  });

  it('keeps the slots and the time asked for: they are in the request the answer priced', () => {
    const before = viewOf(75, slot);
    const view = shown(answered(169300, 20000), before);
    expect(view).toMatchObject({
      estimateMinutes: 90,
      slot,
      requestedAt: before.requestedAt,
      atMs: slot.atMs,
    });
    expect(view?.days).toBe(before.days);
    expect(view?.asap?.slot).toBe(slot);
  });

  it("counts the cart total's tier before the answer, while a newer one loads and for the same tier", () => {
    const before = viewOf(75);
    const loading = { ...answered(169300, 20000), loading: true };
    for (const preflight of [IDLE, loading, answered(211600, 0)])
      expect(shown(preflight, before)).toBe(before);
  });

  it("takes the slowest tier when the server refuses an amount below the minimum the cart's total is above", () => {
    expect(shown({ ...IDLE, problem: { kind: 'belowMinimum' } })?.estimateMinutes).toBe(90);
  });

  it('leaves take-away as it is', () => {
    const before = viewOf(30);
    expect(shown(answered(169300, 0), before, TAKE_AWAY)).toBe(before);
  });

  it('has nothing to show before the restaurant and the clock are known', () => {
    expect(shownOrderTime(null, SLOT_MINUTES, DELIVERY, orderChecks(CART, DELIVERY, IDLE))).toBeNull();
  });
});
