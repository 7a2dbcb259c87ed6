// One promo code per rule of spec §8, so each error message can be seen in the demo:
// valid, not-active, before-start, after-finish, not-found-for-resto, invalid-delivery-type,
// hour-not-active, limit-exceed and person-limit-exceed. Codes with amounts (a minimum order, a cap,
// a fixed sum) are bound to one country's restos, because amounts are in that country's currency.
import type { PromoCode } from '../../src/modules/catalog/catalog-file/schema';
import { BAUMANA, BECICI, CHISTOPOLSKAYA, MEGA, STARI_GRAD } from './restos';

const KAZAN_RESTOS = [BAUMANA.id, CHISTOPOLSKAYA.id, MEGA.id];
const BUDVA_RESTOS = [STARI_GRAD.id, BECICI.id];

const percent = (code: string, value: number, rules: Partial<PromoCode> = {}): PromoCode => ({
  code,
  active: true,
  restoIds: null,
  deliveryTypes: ['DELIVERY', 'TAKE_AWAY'],
  kind: 'PERCENT',
  value,
  minOrderAmount: null,
  maxDiscountAmount: null,
  startsAt: null,
  endsAt: null,
  hours: null,
  usageLimit: null,
  perPersonLimit: null,
  usedCount: 0,
  ...rules,
});

const fixed = (code: string, value: number, rules: Partial<PromoCode>): PromoCode => ({
  ...percent(code, 1, rules),
  kind: 'FIXED',
  value,
});

export const DEMO_PROMO_CODES: PromoCode[] = [
  // Valid: 10% off from 1 000 ₽, at most 500 ₽ off.
  percent('WELCOME10', 10, { restoIds: KAZAN_RESTOS, minOrderAmount: 1000_00, maxDiscountAmount: 500_00 }),
  // The same welcome offer in euros for Budva.
  percent('DOBRODOSLI', 10, { restoIds: BUDVA_RESTOS, minOrderAmount: 25_00, maxDiscountAmount: 10_00 }),
  // Fixed amounts, one per currency.
  fixed('MINUS300', 300_00, { restoIds: KAZAN_RESTOS, minOrderAmount: 2000_00 }),
  fixed('MINUS5', 5_00, { restoIds: BUDVA_RESTOS, minOrderAmount: 40_00 }),
  // not-active: switched off by the chain.
  percent('OLDSITE', 15, { active: false }),
  // before-start: not valid until December 2027.
  percent('NEWYEAR2028', 20, { startsAt: '2027-12-20T00:00:00+03:00', endsAt: '2028-01-10T23:59:59+03:00' }),
  // after-finish: the summer 2025 campaign is over.
  percent('SUMMER2025', 15, { startsAt: '2025-06-01T00:00:00+03:00', endsAt: '2025-08-31T23:59:59+03:00' }),
  // not-found-for-resto: only at the flagship.
  percent('BAUMANA15', 15, { restoIds: [BAUMANA.id] }),
  // invalid-delivery-type: take-away orders only.
  percent('PICKUP7', 7, { deliveryTypes: ['TAKE_AWAY'] }),
  // hour-not-active: nights only, across midnight.
  percent('NIGHT', 20, { hours: { from: '23:00', to: '05:00' } }),
  // limit-exceed: the first hundred have been used.
  percent('FIRST100', 25, { usageLimit: 100, usedCount: 100 }),
  // person-limit-exceed after one use.
  percent('BIRTHDAY', 20, { perPersonLimit: 1 }),
];
