// The catalog as the storefront reads it (spec §3): cities, restaurants, menus, positions,
// delivery zones, modifiers, time slots and promotions. Response objects strip unknown keys so
// the API can add fields without breaking an older storefront.
import { z } from './zod-setup';
import {
  DAYS_OF_WEEK,
  DEFAULT_CURRENCY,
  DEFAULT_TIMEZONE,
  MEASURE_UNITS,
  type CityId,
  type MenuId,
  type ModifierId,
  type PositionGroupId,
  type PositionId,
  type PromotionId,
  type RestoId,
  type ZoneId,
} from '@nori/domain';
import {
  clockTimeSchema,
  idSchema,
  latLngSchema,
  minutesSchema,
  moneySchema,
  tagSchema,
  urlValueSchema,
} from './primitives';

/**
 * On the restaurant's stop list (issue 25): shown greyed, not orderable. Present (true) only when
 * sold out, so answers without a stop list keep their shape and bytes.
 */
const SOLD_OUT = z
  .literal(true)
  .optional()
  .describe('Sold out at the restaurant asked about (positions: only with ?restoId=); absent otherwise');

export const serverTimeSchema = z.object({
  utc_time: z.iso
    .datetime({ offset: true })
    .describe('Server clock, ISO 8601, e.g. 2024-05-01T09:30:00.000Z'),
  timezone: z.literal('UTC').optional(),
});

export const citySchema = z.object({
  id: idSchema<CityId>(),
  name: z.string(),
  bounds: z.object({ east: z.number(), north: z.number(), south: z.number(), west: z.number() }),
  center: latLngSchema,
  zoom: z.int().min(0).max(22),
});

export const restoListItemSchema = z.object({ id: idSchema<RestoId>(), name: z.string() });

export const menuSchema = z.object({
  id: idSchema<MenuId>(),
  name: z.string(),
  order: z.int(),
  isDelivery: z.boolean(),
  isOnline: z.boolean(),
  isTable: z.boolean(),
  isTakeAway: z.boolean(),
});

export const openingHoursSchema = z.object({
  dayOfWeek: z.enum(DAYS_OF_WEEK),
  active: z.boolean(),
  open: clockTimeSchema,
  close: clockTimeSchema,
});

/** cardOnline enables online payment when it is a non-empty string (the engine's account). */
export const payModeConfigSchema = z.object({
  cardOnline: z.string(),
  cardUponReceipt: z.boolean(),
  cashUponReceipt: z.boolean(),
});

const valueSchema = z.object({ value: z.string() });

/** Ordering for a time (issue 21): the restaurant's slots are computed from these and its hours. */
export const orderTimesSchema = z.object({
  timeZone: z
    .string()
    .nullable()
    .describe("IANA time zone name (Europe/Podgorica) when the restaurant has one; else use 'timezone'"),
  cookingMinutes: z.int().nonnegative(),
  slotMinutes: z.int().positive(),
  slotCapacity: z.int().positive().nullable().describe('Orders one slot takes; null: no limit'),
  aheadDays: z.int().nonnegative().describe('Days after today that can be ordered for'),
});

export const restoSchema = z.object({
  id: idSchema<RestoId>(),
  name: z.string(),
  street: z.string(),
  address: z.string(),
  averageCheck: moneySchema.nullable(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default(DEFAULT_CURRENCY),
  description: z.string(),
  emails: z.array(valueSchema),
  links: z.array(valueSchema),
  phones: z.array(valueSchema),
  location: latLngSchema,
  menus: z.array(menuSchema),
  order: z.int(),
  openingHours: z.array(openingHoursSchema),
  payConfig: z.object({ delivery: payModeConfigSchema, takeAway: payModeConfigSchema }),
  payEngine: z.string().nullable(),
  pays: z.array(tagSchema),
  photos: z.array(urlValueSchema),
  tags: z.array(tagSchema),
  timezone: z
    .string()
    .regex(/^[+-]\d{2}:\d{2}$/)
    .default(DEFAULT_TIMEZONE)
    .describe('The offset in force now (spec §3); orderTimes.timeZone names a zone with daylight saving'),
  cityId: idSchema<CityId>(),
  orderTimes: orderTimesSchema.optional(),
});

export const positionGroupSchema = z.object({
  // A positive id, or the synthetic group 0.
  id: z.int().nonnegative() as unknown as z.ZodType<PositionGroupId, number>,
  menuId: idSchema<MenuId>(),
  name: z.string(),
  order: z.int(),
  photos: z.array(urlValueSchema),
});

export const positionSchema = z.object({
  id: idSchema<PositionId>(),
  menu: z.object({ id: idSchema<MenuId>() }),
  positionGroup: z.object({ id: idSchema<PositionGroupId>() }).nullable(),
  name: z.string(),
  description: z.string(),
  price: moneySchema,
  measure: z.object({ value: z.number().nonnegative(), unit: z.enum(MEASURE_UNITS) }),
  photos: z.array(urlValueSchema),
  tags: z.array(tagSchema),
  order: z.int(),
  hasModifiers: z.boolean(),
  soldOut: SOLD_OUT,
});

export const deliveryRuleSchema = z.object({
  deliveryPrice: moneySchema,
  time: minutesSchema,
  minOrderPrice: moneySchema,
  maxOrderPrice: moneySchema.nullable(),
});

export const deliveryZoneSchema = z.object({
  id: idSchema<ZoneId>(),
  name: z.string(),
  restoId: idSchema<RestoId>(),
  polygon: z.array(latLngSchema).min(3),
  rules: z.array(deliveryRuleSchema),
});

export const modifierSchema = z.object({
  id: idSchema<ModifierId>(),
  name: z.string(),
  price: moneySchema,
  maxCount: z.int().positive(),
  soldOut: SOLD_OUT,
});

export const modifierGroupSchema = z
  .object({
    id: z.int().positive(),
    name: z.string(),
    minCount: z.int().nonnegative(),
    maxCount: z.int().positive(),
    modifiers: z.array(modifierSchema),
  })
  .refine((group) => group.minCount <= group.maxCount, {
    message: 'minCount exceeds maxCount',
    path: ['minCount'],
  });

export const positionModifiersSchema = z.object({
  positionId: idSchema<PositionId>(),
  groups: z.array(modifierGroupSchema),
});

export const positionTimeSlotSchema = z.object({
  positionIds: z.array(idSchema<PositionId>()),
  details: z.array(
    z.object({
      dayOfWeek: z.enum(DAYS_OF_WEEK),
      startAt: clockTimeSchema,
      endAt: clockTimeSchema,
      isActive: z.boolean(),
    }),
  ),
});

export const promotionSchema = z.object({
  id: idSchema<PromotionId>(),
  title: z.string(),
  description: z.string(),
  image: z.string().min(1).describe('URL of a 16:9 image'),
  until: z.iso.date().nullable().describe('Last day of the promotion (YYYY-MM-DD); null when open-ended'),
  order: z.int(),
});

export type ServerTime = z.output<typeof serverTimeSchema>;
export type City = z.output<typeof citySchema>;
export type RestoListItem = z.output<typeof restoListItemSchema>;
export type Menu = z.output<typeof menuSchema>;
export type Resto = z.output<typeof restoSchema>;
export type PositionGroup = z.output<typeof positionGroupSchema>;
export type Position = z.output<typeof positionSchema>;
export type DeliveryRule = z.output<typeof deliveryRuleSchema>;
export type DeliveryZone = z.output<typeof deliveryZoneSchema>;
export type Modifier = z.output<typeof modifierSchema>;
export type ModifierGroup = z.output<typeof modifierGroupSchema>;
export type PositionModifiers = z.output<typeof positionModifiersSchema>;
export type PositionTimeSlot = z.output<typeof positionTimeSlotSchema>;
export type Promotion = z.output<typeof promotionSchema>;
