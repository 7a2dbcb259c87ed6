// What the server answers about an order: the preflight (the priced cart before checkout, spec
// §3, §4) and the created order (not shown in the spec; designed here). Amounts are minor units.
import { z } from './zod-setup';
import {
  COMMENT_MAX,
  DELIVERY_TYPES,
  ORDER_STATUSES,
  PAY_TYPES,
  REJECT_REASONS,
  type PositionId,
  type RestoId,
} from '@nori/domain';
import { idSchema, latLngSchema, minutesSchema, moneySchema } from './primitives';
import { loyaltyPreviewSchema } from './loyalty';
import { orderBasicsShape, placeSchema, requiredForDelivery } from './order-draft-schemas';

export const preflightRequestSchema = z
  .object({
    ...orderBasicsShape,
    payType: z.enum(PAY_TYPES).optional(),
    address: z
      .string()
      .trim()
      .max(COMMENT_MAX)
      .optional()
      .describe('Delivery address; required for DELIVERY'),
    location: latLngSchema.optional().describe('Delivery point; required for DELIVERY'),
  })
  .refine((request) => request.deliveryType !== 'DELIVERY' || request.location, {
    message: 'A delivery preflight needs the delivery location',
    path: ['location'],
  })
  .meta(requiredForDelivery('location'));

/** The line of a preflight answer that carries the delivery price in its payableAmount. */
export const DELIVERY_PRICE_SPECIAL = 'DELIVERY_PRICE';
export const POSITION_SPECIALS = [DELIVERY_PRICE_SPECIAL] as const;

export const preflightPositionSchema = z.object({
  id: z.int().nonnegative().describe('Position id; 0 on the delivery line'),
  specials: z.array(z.enum(POSITION_SPECIALS)),
  payableAmount: moneySchema.describe('What is charged for the line after discounts'),
  discounts: z.array(
    z.object({ id: z.int().positive().optional(), name: z.string(), calculated: moneySchema }),
  ),
  promoCodes: z.array(z.object({ code: z.string(), calculated: moneySchema })),
  sum: moneySchema.describe('The line before discounts: (price + modifiers) × count'),
});

export const preflightResultSchema = z.object({
  positions: z
    .array(preflightPositionSchema)
    .describe('One line per requested position, in request order, then the delivery line if any'),
  promoCode: z.string().nullable(),
  promoCodeMaxDiscountAmount: moneySchema.nullable(),
  promoCodeMinOrderAmount: moneySchema.nullable(),
  total: moneySchema.describe('What the customer pays, delivery included'),
  discount: moneySchema,
  deliveryPrice: moneySchema.nullable(),
  deliveryTime: minutesSchema.nullable(),
  tierAmount: moneySchema
    .optional()
    .describe(
      "Delivery only: the amount the zone's tier, minimum and maximum were counted on, what the dishes cost after the automatic discount, the promo code and bonusPayment (issue 41)",
    ),
  loyalty: loyaltyPreviewSchema
    .optional()
    .describe('Bonuses and the promo code, when the chain has a bonus programme; total counts bonusPayment'),
});

export const orderLineSchema = z.object({
  id: idSchema<PositionId>(),
  name: z.string(),
  count: z.int().positive(),
  price: moneySchema,
  modifiers: z.array(
    z.object({ id: z.int().positive(), name: z.string(), count: z.int().positive(), price: moneySchema }),
  ),
  discount: moneySchema,
  sum: moneySchema.describe('(price + modifiers) × count, before the discount'),
});

export const orderStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  at: z.iso.datetime({ offset: true }),
});

export const orderSchema = z.object({
  id: z.int().positive(),
  number: z.string().min(1).describe('Human-readable order number shown to the customer'),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.iso.datetime({ offset: true }),
  restoId: idSchema<RestoId>(),
  deliveryType: z.enum(DELIVERY_TYPES),
  payType: z.enum(PAY_TYPES),
  positions: z.array(orderLineSchema),
  discount: moneySchema,
  deliveryPrice: moneySchema,
  total: moneySchema,
  currency: z.string().regex(/^[A-Z]{3}$/),
  place: placeSchema.nullable(),
  // As the order holds it: orders placed before the receipt's email was required have none.
  person: z.object({ email: z.string().nullable(), name: z.string(), phone: z.string() }),
  personCount: z.int().positive(),
  comment: z.string().nullable(),
  promoCode: z.string().nullable(),
  bonusesSpent: z.int().nonnegative().optional().describe('Bonuses the order spends (issue 41)'),
  bonusPayment: moneySchema.optional().describe('What those bonuses pay; total is after it'),
  paymentUrl: z
    .string()
    .nullable()
    .describe('Where to pay online while the order is AWAITING_PAYMENT (CARD_ONLINE); null otherwise'),
  requestedAt: z.iso
    .datetime({ offset: true })
    .nullable()
    .default(null)
    .describe('The time the customer asked for; null: as soon as possible'),
  changeFrom: moneySchema.nullable().default(null).describe('Cash on receipt: change from this amount'),
  readyAt: z.iso
    .datetime({ offset: true })
    .nullable()
    .default(null)
    .describe("When the restaurant said it will be ready, on the restaurant's clock (its offset)"),
  rejection: z
    .object({ reason: z.enum(REJECT_REASONS), note: z.string().nullable() })
    .nullable()
    .default(null)
    .describe('Why the restaurant rejected the order; null unless it did'),
  statusHistory: z
    .array(orderStatusChangeSchema)
    .describe('Every status the order has had, oldest first; the last one is its status'),
});

export type PreflightRequest = z.input<typeof preflightRequestSchema>;
export type PreflightPosition = z.output<typeof preflightPositionSchema>;
export type PreflightResult = z.output<typeof preflightResultSchema>;
export type OrderLine = z.output<typeof orderLineSchema>;
export type Order = z.output<typeof orderSchema>;
