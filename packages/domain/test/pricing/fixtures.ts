import { id, minorUnits, type RestoId } from '../../src/brand';
import type { AutomaticDiscount, OrderMoment, PromoCodeRule } from '../../src/pricing';

export const RESTO = id<RestoId>(1);
/** Monday 2024-01-15 12:00 at +03:00 (09:00 UTC). */
export const MONDAY_NOON = Date.parse('2024-01-15T12:00:00+03:00');
export const at = (localTime: string) => Date.parse(`2024-01-15T${localTime}+03:00`);

export const moment = (overrides: Partial<OrderMoment> = {}): OrderMoment => ({
  restoId: RESTO,
  deliveryType: 'DELIVERY',
  nowMs: MONDAY_NOON,
  timezone: '+03:00',
  ...overrides,
});

export const discount = (overrides: Partial<AutomaticDiscount> = {}): AutomaticDiscount => ({
  id: 1,
  name: 'Самовывоз −10%',
  kind: 'PERCENT',
  value: 10,
  active: true,
  deliveryTypes: ['DELIVERY', 'TAKE_AWAY'],
  restoIds: null,
  hours: null,
  ...overrides,
});

/** WELCOME of the test chain: 10% from 1 000 ₽, at most 500 ₽ off, once per person. */
export const welcome = (overrides: Partial<PromoCodeRule> = {}): PromoCodeRule => ({
  code: 'WELCOME',
  kind: 'PERCENT',
  value: 10,
  active: true,
  restoIds: null,
  deliveryTypes: ['DELIVERY', 'TAKE_AWAY'],
  minOrderAmount: minorUnits(100000),
  maxDiscountAmount: minorUnits(50000),
  startsAtMs: null,
  endsAtMs: null,
  hours: null,
  usageLimit: null,
  usedCount: 0,
  perPersonLimit: 1,
  ...overrides,
});
