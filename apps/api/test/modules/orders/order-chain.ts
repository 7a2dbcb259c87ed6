// The chain the order tests price against: the fixture chain (Филадельфия 499 ₽ with a 50 ₽
// 'Спайси' sauce, soy sauce 30 ₽, miso 199 ₽ for take-away; zone 'Центр' 200 ₽ from 1 000 ₽, free
// from 2 000 ₽; 'Самовывоз −10%' 11:00–16:00; WELCOME 10% from 1 000 ₽, at most 500 ₽, once per
// person) plus what every refusal of spec §8 needs: a ceiling on the zone, a resto with a day off,
// a resto that takes no payment, and one promo code per rule.
import type { CatalogFile, PromoCode } from '../../../src/modules/catalog/catalog-file/schema';
import { readFixture } from '../../helpers/test-app';

/** Monday 2 March 2026, 12:30 in the resto's +03:00: open, in Филадельфия's time slot and the discount's hours. */
export const MONDAY_LUNCH = new Date('2026-03-02T09:30:00.000Z');
/** Tuesday 3 March 2026, 12:30 +03:00: open, but outside Филадельфия's Monday-only slot. */
export const TUESDAY_LUNCH = new Date('2026-03-03T09:30:00.000Z');

export const RESTO = 1;
export const DAY_OFF_RESTO = 2;
export const NO_PAYMENT_RESTO = 3;
export const PHILADELPHIA = 1;
export const SOY_SAUCE = 2;
export const MISO = 3;
export const SPICY = 1;
/** Inside zone 'Центр'; OUTSIDE is east of it. */
export const INSIDE = { lat: 55.75, lng: 37.6 };
export const OUTSIDE = { lat: 55.75, lng: 37.9 };

const promo = (code: string, rules: Partial<PromoCode> = {}): PromoCode => ({
  code,
  active: true,
  restoIds: null,
  deliveryTypes: ['DELIVERY', 'TAKE_AWAY'],
  kind: 'PERCENT',
  value: 5,
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

export function orderChain(): CatalogFile {
  const file = readFixture('test-chain');
  const [resto] = file.restos;
  const [zone] = file.zones;
  if (!resto || !zone) throw new Error('The fixture chain lost its resto or zone');
  // Free delivery from 2 000 ₽ up to 10 000 ₽; larger orders must be split.
  zone.rules = zone.rules.map((rule) =>
    rule.maxOrderPrice === null ? { ...rule, maxOrderPrice: 1_000_000 } : rule,
  );
  file.restos.push(
    {
      ...resto,
      id: DAY_OFF_RESTO,
      name: 'Нори на Баумана',
      openingHours: resto.openingHours.map((day) =>
        day.dayOfWeek === 'MONDAY' ? { ...day, active: false } : day,
      ),
    },
    {
      ...resto,
      id: NO_PAYMENT_RESTO,
      name: 'Нори без оплаты',
      payConfig: {
        delivery: { cardOnline: '', cardUponReceipt: false, cashUponReceipt: false },
        takeAway: { cardOnline: '', cardUponReceipt: false, cashUponReceipt: false },
      },
    },
  );
  file.promoCodes.push(
    promo('MINUS300', { kind: 'FIXED', value: 30000, minOrderAmount: 100000 }),
    promo('OLDSITE', { active: false }),
    promo('BAUMANA15', { restoIds: [DAY_OFF_RESTO] }),
    promo('PICKUP7', { deliveryTypes: ['TAKE_AWAY'] }),
    promo('NEWYEAR2028', { startsAt: '2027-12-20T00:00:00+03:00' }),
    promo('SUMMER2025', { startsAt: '2025-06-01T00:00:00+03:00', endsAt: '2025-08-31T23:59:59+03:00' }),
    promo('NIGHT', { hours: { from: '23:00', to: '05:00' } }),
    promo('FIRST100', { usageLimit: 100, usedCount: 100 }),
    promo('LASTONE', { usageLimit: 1, usedCount: 0 }),
  );
  return file;
}
