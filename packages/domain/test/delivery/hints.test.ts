import { describe, expect, it } from 'vitest';
import { minorUnits, minutes } from '../../src/brand';
import {
  buildThresholds,
  deliveryConditions,
  deliveryCostLabel,
  deliveryTierState,
  deliveryTimeLabel,
  nextTierHint,
  orderLimitNotice,
  untilMinimumHint,
} from '../../src/delivery';
import { createTranslator, deliveryMessages, type MessageRef } from '../../src/i18n';
import { rule, rules } from './tiers';

const NBSP = '\u00a0';
const translators = {
  ru: createTranslator(deliveryMessages, 'ru'),
  en: createTranslator(deliveryMessages, 'en'),
};
/** Translates a message the code under test must have produced. */
const text = (locale: keyof typeof translators, ref: MessageRef | null | undefined): string => {
  if (ref === null || ref === undefined) throw new Error('expected a message, got none');
  return translators[locale](ref);
};
const ru = (ref: MessageRef | null | undefined) => text('ru', ref);
const en = (ref: MessageRef | null | undefined) => text('en', ref);
const thresholds = buildThresholds(rules);
const hintAt = (total: number) => nextTierHint(deliveryTierState(minorUnits(total), thresholds), 'RUB');

describe('nextTierHint', () => {
  it("says how much more reaches a cheaper delivery: 'Ещё {amount} до доставки за {price}'", () => {
    const hint = hintAt(70000);
    expect(hint).toEqual({
      key: 'delivery.hint.untilPrice',
      params: { amount: { amount: 80000, currency: 'RUB' }, price: { amount: 10000, currency: 'RUB' } },
    });
    expect(ru(hint)).toBe(`Ещё 800${NBSP}₽ до доставки за 100${NBSP}₽`);
    expect(en(hint)).toBe('₽800 more for delivery at ₽100');
  });

  it("says how much more reaches free delivery: 'Ещё {amount} до бесплатной доставки'", () => {
    const hint = hintAt(299999);
    expect(hint?.key).toBe('delivery.hint.untilFree');
    expect(ru(hint)).toBe(`Ещё 0,01${NBSP}₽ до бесплатной доставки`);
  });

  it('gives no hint in the last tier or out of range', () => {
    expect(hintAt(300000)).toBeNull();
    expect(hintAt(69999)).toBeNull();
    expect(hintAt(1000000)).toBeNull();
  });

  it('gives no hint when the next tier does not make delivery cheaper', () => {
    const pricier = buildThresholds([rule(0, 100000, 10000, 60), rule(100000, null, 20000, 60)]);
    expect(nextTierHint(deliveryTierState(minorUnits(50000), pricier), 'RUB')).toBeNull();
  });
});

describe('untilMinimumHint', () => {
  const at = (total: number) =>
    untilMinimumHint(deliveryTierState(minorUnits(total), thresholds), minorUnits(total), 'RUB');

  it("says what is missing below the minimum: 'Ещё {amount} до минимальной суммы заказа'", () => {
    expect(ru(at(45000))).toBe(`Ещё 250${NBSP}₽ до минимальной суммы заказа`);
    expect(en(at(45000))).toBe('₽250 more to reach the minimum order amount');
  });

  it('says nothing once the minimum is reached or above the maximum', () => {
    expect(at(70000)).toBeNull();
    expect(at(1000000)).toBeNull();
  });
});

describe('labels', () => {
  it("shows cost 0 as 'Бесплатно' and other costs as money", () => {
    const free = deliveryCostLabel(minorUnits(0), 'RUB');
    expect(free).toEqual({ key: 'delivery.cost.free' });
    expect(deliveryCostLabel(minorUnits(25000), 'EUR')).toEqual({ amount: 25000, currency: 'EUR' });
  });

  it('shows the time in minutes only when it is non-zero', () => {
    const time = deliveryTimeLabel(minutes(45));
    expect(ru(time)).toBe('45 мин');
    expect(deliveryTimeLabel(minutes(0))).toBeNull();
  });

  it("gives 'Минимальная сумма заказа' and 'Максимальная сумма заказа' with the amount", () => {
    const below = orderLimitNotice(deliveryTierState(minorUnits(100), thresholds), 'RUB');
    expect(below).toEqual({
      label: { key: 'delivery.order.minimum' },
      amount: { amount: 70000, currency: 'RUB' },
    });
    expect(ru(below?.label)).toBe('Минимальная сумма заказа');
    const above = orderLimitNotice(deliveryTierState(minorUnits(1000000), thresholds), 'RUB');
    expect(ru(above?.label)).toBe('Максимальная сумма заказа');
    expect(above?.amount).toEqual({ amount: 1000000, currency: 'RUB' });
    expect(orderLimitNotice(deliveryTierState(minorUnits(70000), thresholds), 'RUB')).toBeNull();
  });
});

describe('deliveryConditions', () => {
  it("builds the 'Условия доставки' rows: 'От {min} — доставка {price}', cost and time", () => {
    const rows = deliveryConditions(thresholds, 'RUB');
    expect(rows.map((row) => ru(row.label))).toEqual([
      `От 700${NBSP}₽ — доставка 250${NBSP}₽`,
      `От 1${NBSP}500${NBSP}₽ — доставка 100${NBSP}₽`,
      `От 3${NBSP}000${NBSP}₽ — доставка бесплатно`,
    ]);
    expect(rows.map((row) => (row.time === null ? null : ru(row.time)))).toEqual(['60 мин', '45 мин', null]);
    expect(rows[2]?.cost).toEqual({ key: 'delivery.cost.free' });
    expect(rows[0]?.threshold).toBe(thresholds[0]);
  });
});
