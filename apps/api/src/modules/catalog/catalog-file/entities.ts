// The pieces of the catalog file (docs/catalog-format.md), one schema per entity.
// Objects are strict: an unknown key is a typo in a hand-written file, and we would rather say so.
import { z } from 'zod';
import {
  DAYS_OF_WEEK,
  DELIVERY_TYPES,
  isKnownTimeZone,
  MEASURE_UNITS,
  PROMO_CODE_PATTERN,
} from '@nori/domain';
import { loyaltySchema } from './loyalty';
import { translationsSchema as i18n } from './translations';

/** Whole numbers are stored in 32-bit columns: a larger one is a problem of the file, not a 500. */
const int32 = z
  .number()
  .int()
  .min(-(2 ** 31))
  .max(2 ** 31 - 1);
/** Every id is a positive integer given by the file; it is the public id the API answers with. */
export const idSchema = int32.positive();
/** Money is an integer count of minor units (kopecks, cents). */
export const minorUnitsSchema = int32.nonnegative();
const count = int32.nonnegative();
const order = int32;
const text = z.string().trim().min(1);
/** Local time of day, 'HH:MM' or 'HH:MM:SS' (spec §3). */
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Expected HH:MM');
/** An ISO 8601 date-time with an offset, kept in one canonical form (UTC, milliseconds) so exports compare equal. */
const isoDateTime = z.iso.datetime({ offset: true }).transform((value) => new Date(value).toISOString());

export const latLngSchema = z.strictObject({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
const dayOfWeek = z.enum(DAYS_OF_WEEK);
const deliveryTypes = z.array(z.enum(DELIVERY_TYPES)).min(1);
const photos = z.array(z.strictObject({ url: text }));
const values = z.array(z.strictObject({ value: text }));
const tags = z.array(z.strictObject({ code: text, id: idSchema, name: text, i18n: i18n(['name']) }));
/** Hours of the day when a promo code or discount applies; from > to spans midnight. */
const hours = z.strictObject({ from: timeOfDaySchema, to: timeOfDaySchema }).nullable();
const restoIdsOrAll = z.array(idSchema).nullable();

export const tenantSchema = z.strictObject({
  code: z.string().regex(/^[a-z0-9-]{2,40}$/, 'Expected 2–40 characters: a-z, 0-9 and -'),
  name: text,
  /** The chain's bonus programme; absent: the chain has none. */
  loyalty: loyaltySchema.optional(),
});

export const citySchema = z.strictObject({
  id: idSchema,
  name: text,
  bounds: z.strictObject({ east: z.number(), north: z.number(), south: z.number(), west: z.number() }),
  center: latLngSchema,
  zoom: int32.min(0).max(22),
  i18n: i18n(['name']),
});

const payModeSchema = z.strictObject({
  /** A non-empty string (the payment engine's account) enables online card payment. */
  cardOnline: z.string(),
  cardUponReceipt: z.boolean(),
  cashUponReceipt: z.boolean(),
});

export const restoSchema = z.strictObject({
  id: idSchema,
  cityId: idSchema,
  name: text,
  street: text,
  address: text,
  location: latLngSchema,
  order,
  averageCheck: minorUnitsSchema,
  currency: z.string().regex(/^[A-Z]{3}$/, 'Expected an ISO 4217 code such as RUB'),
  // An IANA name keeps the clocks right across daylight saving; an offset is fixed all year.
  timezone: z
    .string()
    .refine(
      (zone) => /^[+-]\d{2}:\d{2}$/.test(zone) || (zone.includes('/') && isKnownTimeZone(zone)),
      'Expected an offset such as +03:00 or a time zone name such as Europe/Podgorica',
    ),
  description: z.string(),
  emails: values,
  phones: values,
  links: values,
  photos,
  tags,
  openingHours: z.array(
    z.strictObject({ dayOfWeek, active: z.boolean(), open: timeOfDaySchema, close: timeOfDaySchema }),
  ),
  payConfig: z.strictObject({ delivery: payModeSchema, takeAway: payModeSchema }),
  // The engine that takes the restaurant's online payments; anything else (a mistyped 'yookassa')
  // would have fallen back to the sandbox, where customers approve their own payments.
  payEngine: z.enum(['SANDBOX', 'YOOKASSA'], { error: 'Expected SANDBOX or YOOKASSA' }),
  pays: z.array(z.strictObject({ code: text, id: idSchema, name: text })),
  menuIds: z.array(idSchema),
  i18n: i18n(['name', 'street', 'address', 'description']),
  /** Ordering for a time (issue 21); anything left out takes the default. */
  orderTimes: z
    .strictObject({
      cookingMinutes: int32.min(0).max(600).optional(),
      slotMinutes: int32.min(5).max(240).optional(),
      /** Orders one slot takes; null or absent: no limit. */
      slotCapacity: int32.positive().max(10_000).nullable().optional(),
      aheadDays: int32.min(0).max(14).optional(),
    })
    .optional(),
});

export const menuSchema = z.strictObject({
  id: idSchema,
  name: text,
  order,
  isDelivery: z.boolean(),
  isOnline: z.boolean(),
  isTable: z.boolean(),
  isTakeAway: z.boolean(),
  i18n: i18n(['name']),
});

export const positionGroupSchema = z.strictObject({
  id: idSchema,
  menuId: idSchema,
  name: text,
  order,
  photos,
  i18n: i18n(['name']),
});

export const positionSchema = z.strictObject({
  id: idSchema,
  menuId: idSchema,
  /** null: the position shows in the synthetic group 0 'Прочее'. */
  groupId: idSchema.nullable(),
  name: text,
  description: z.string(),
  price: minorUnitsSchema,
  measure: z.strictObject({ value: z.number().positive(), unit: z.enum(MEASURE_UNITS) }),
  photos,
  tags,
  order,
  i18n: i18n(['name', 'description']),
});

export const modifierGroupSchema = z.strictObject({
  id: idSchema,
  positionIds: z.array(idSchema),
  name: text,
  minCount: count,
  maxCount: int32.positive(),
  modifiers: z.array(
    z.strictObject({
      id: idSchema,
      name: text,
      price: minorUnitsSchema,
      maxCount: int32.positive(),
      i18n: i18n(['name']),
    }),
  ),
  i18n: i18n(['name']),
});

export const timeSlotSchema = z.strictObject({
  id: idSchema,
  restoId: idSchema,
  positionIds: z.array(idSchema),
  details: z.array(
    z.strictObject({ dayOfWeek, startAt: timeOfDaySchema, endAt: timeOfDaySchema, isActive: z.boolean() }),
  ),
});

export const zoneSchema = z.strictObject({
  id: idSchema,
  restoId: idSchema,
  name: text,
  polygon: z.array(latLngSchema).min(3),
  rules: z
    .array(
      z.strictObject({
        deliveryPrice: minorUnitsSchema,
        /** Delivery time in minutes. */
        time: count,
        minOrderPrice: minorUnitsSchema,
        /** null: no upper bound. */
        maxOrderPrice: minorUnitsSchema.nullable(),
      }),
    )
    .min(1),
  i18n: i18n(['name']),
});

export const promotionSchema = z.strictObject({
  id: idSchema,
  restoIds: z.array(idSchema),
  title: text,
  description: z.string(),
  image: text,
  /** The last day of the promotion, 'YYYY-MM-DD'; null: open-ended. */
  until: z.iso.date().nullable(),
  order,
  // The image too: a banner may have words on it.
  i18n: i18n(['title', 'description', 'image']),
});

const discountKind = z.enum(['PERCENT', 'FIXED']);

export const promoCodeSchema = z.strictObject({
  code: z.string().regex(PROMO_CODE_PATTERN, 'Expected 1–40 characters: letters, digits, _ and -'),
  active: z.boolean(),
  restoIds: restoIdsOrAll,
  deliveryTypes,
  kind: discountKind,
  /** PERCENT: 1–100; FIXED: minor units. */
  value: int32.positive(),
  minOrderAmount: minorUnitsSchema.nullable(),
  maxDiscountAmount: minorUnitsSchema.nullable(),
  startsAt: isoDateTime.nullable(),
  endsAt: isoDateTime.nullable(),
  hours,
  usageLimit: int32.positive().nullable(),
  perPersonLimit: int32.positive().nullable(),
  usedCount: count,
});

export const discountSchema = z.strictObject({
  id: idSchema,
  name: text,
  kind: discountKind,
  value: int32.positive(),
  deliveryTypes,
  restoIds: restoIdsOrAll,
  hours,
  active: z.boolean(),
});
