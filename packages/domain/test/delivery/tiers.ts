import { minorUnits, minutes } from '../../src/brand';
import type { ZoneRule } from '../../src/delivery';

const rule = (min: number, max: number | null, price: number, time: number): ZoneRule => ({
  minOrderPrice: minorUnits(min),
  maxOrderPrice: max === null ? null : minorUnits(max),
  deliveryPrice: minorUnits(price),
  time: minutes(time),
});

// A zone's price list, deliberately out of order: from 700 ₽ delivery costs 250 ₽ (60 min),
// from 1 500 ₽ it costs 100 ₽ (45 min), from 3 000 ₽ it is free; orders of 10 000 ₽ and more
// are not delivered.
export const cheaper = rule(150000, 300000, 10000, 45);
export const free = rule(300000, 1000000, 0, 0);
export const first = rule(70000, 150000, 25000, 60);
export const rules = [cheaper, free, first];
export { rule };
