import { describe, expect, it } from 'vitest';
import {
  citySchema,
  COOKING_LONGER_TAG,
  deliveryZoneSchema,
  getServerTime,
  listCities,
  listPositions,
  listRestoDeliveries,
  listRestos,
  positionSchema,
  positionTimeSlotSchema,
  promotionSchema,
  restoSchema,
} from '../src';
import { cityExample, positionExample, restoExample, zoneExample } from './fixtures';

describe('server time', () => {
  it('accepts an ISO utc_time and rejects anything else', () => {
    const schema = getServerTime.responses[200];
    expect(schema.parse({ utc_time: '2024-05-01T09:30:00.000Z' }).utc_time).toBe('2024-05-01T09:30:00.000Z');
    expect(schema.safeParse({ utc_time: '01.05.2024 09:30' }).success).toBe(false);
  });
});

describe('city', () => {
  it('accepts the spec shape: id, name, bounds, center, zoom', () => {
    expect(citySchema.parse(cityExample)).toEqual(cityExample);
  });

  it('rejects a city without bounds', () => {
    const { bounds: _bounds, ...withoutBounds } = cityExample;
    expect(citySchema.safeParse(withoutBounds).success).toBe(false);
  });
});

describe('resto details', () => {
  it('defaults the currency to RUB and the time zone to +03:00 (spec §3, §9)', () => {
    const resto = restoSchema.parse(restoExample);
    expect(resto.currency).toBe('RUB');
    expect(resto.timezone).toBe('+03:00');
  });

  it('keeps a currency and time zone the API sends', () => {
    const resto = restoSchema.parse({ ...restoExample, currency: 'EUR', timezone: '+02:00' });
    expect([resto.currency, resto.timezone]).toEqual(['EUR', '+02:00']);
  });

  it('rejects an unknown day of week and a non-boolean payment flag', () => {
    const badDay = {
      ...restoExample,
      openingHours: [{ dayOfWeek: 'FUNDAY', active: true, open: '10:00', close: '22:00' }],
    };
    expect(restoSchema.safeParse(badDay).success).toBe(false);
    const badPay = {
      ...restoExample,
      payConfig: {
        ...restoExample.payConfig,
        takeAway: { cardOnline: '', cardUponReceipt: 'yes', cashUponReceipt: true },
      },
    };
    expect(restoSchema.safeParse(badPay).success).toBe(false);
  });

  it('rejects money with kopeck fractions: amounts are integer minor units', () => {
    expect(restoSchema.safeParse({ ...restoExample, averageCheck: 1500.5 }).success).toBe(false);
  });
});

describe('positions', () => {
  it('accept the g, pc, ml and cm measure units and the cooking-longer tag', () => {
    for (const unit of ['g', 'pc', 'ml', 'cm']) {
      expect(positionSchema.safeParse({ ...positionExample, measure: { value: 1, unit } }).success).toBe(
        true,
      );
    }
    expect(positionSchema.parse(positionExample).tags[0]?.code).toBe(COOKING_LONGER_TAG);
  });

  it('reject other units and allow a position without a group', () => {
    expect(positionSchema.safeParse({ ...positionExample, measure: { value: 1, unit: 'kg' } }).success).toBe(
      false,
    );
    expect(positionSchema.parse({ ...positionExample, positionGroup: null }).positionGroup).toBeNull();
  });

  it('can be asked for a subset of ids, comma-joined', () => {
    expect(listPositions.query.parse({ ids: '11,12' })).toEqual({ ids: [11, 12] });
  });
});

describe('delivery zones', () => {
  it('accept zones with an open-ended top tier', () => {
    expect(deliveryZoneSchema.parse(zoneExample).rules[1]?.maxOrderPrice).toBeNull();
  });

  it('default the page size to 100 and refuse more than 100 (spec §9)', () => {
    expect(listRestoDeliveries.query.parse({})).toEqual({ page: 0, size: 100 });
    expect(listRestoDeliveries.query.parse({ page: '2', size: '100' })).toEqual({ page: 2, size: 100 });
    expect(listRestoDeliveries.query.safeParse({ size: '101' }).success).toBe(false);
    expect(listRestoDeliveries.query.safeParse({ size: '0' }).success).toBe(false);
  });

  it('answer a Spring-style page', () => {
    const page = { content: [zoneExample], page: { number: 0, size: 100, totalElements: 1, totalPages: 1 } };
    expect(listRestoDeliveries.responses[200].parse(page).content).toHaveLength(1);
  });
});

describe('catalog queries are strict', () => {
  it('reject unknown parameters', () => {
    expect(listCities.query.safeParse({ whiteLabel: 'nori', debug: '1' }).success).toBe(false);
    expect(listRestoDeliveries.query.safeParse({ sort: 'name' }).success).toBe(false);
  });

  it('need the white label, and a numeric cityId for restaurants', () => {
    expect(listCities.query.safeParse({}).success).toBe(false);
    expect(listRestos.query.parse({ cityId: '1', whiteLabel: 'nori' })).toEqual({
      cityId: 1,
      whiteLabel: 'nori',
    });
    expect(listRestos.query.safeParse({ cityId: 'moscow', whiteLabel: 'nori' }).success).toBe(false);
  });
});

describe('time slots and promotions', () => {
  it('accept HH:MM slot bounds and reject 24:30', () => {
    const slot = {
      positionIds: [11],
      details: [{ dayOfWeek: 'SUNDAY', startAt: '11:00', endAt: '16:00', isActive: true }],
    };
    expect(positionTimeSlotSchema.safeParse(slot).success).toBe(true);
    const late = { ...slot, details: [{ ...slot.details[0], endAt: '24:30' }] };
    expect(positionTimeSlotSchema.safeParse(late).success).toBe(false);
  });

  it('accept an ISO until date or null, and reject other dates', () => {
    const promotion = {
      id: 1,
      title: 'Сет дня',
      description: '',
      image: 'https://cdn/p.jpg',
      until: '2024-12-31',
      order: 1,
    };
    expect(promotionSchema.safeParse(promotion).success).toBe(true);
    expect(promotionSchema.safeParse({ ...promotion, until: null }).success).toBe(true);
    expect(promotionSchema.safeParse({ ...promotion, until: '31.12.2024' }).success).toBe(false);
  });
});
