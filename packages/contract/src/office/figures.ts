// The chain's figures (issue 39) for a period: orders, revenue and the average check per
// currency, shares by order type and payment, top dishes, promo codes and what they cost,
// cancellations by reason, and the minutes to accept and to have ready. Owners and operators see
// the chain or one restaurant; a manager, their restaurants.
import { z } from '../zod-setup';
import { DELIVERY_TYPES, PAY_TYPES, REJECT_REASONS } from '@nori/domain';
import { endpoint } from '../endpoint';
import { MAX_ID, queryIntSchema } from '../primitives';

const instant = z.iso.datetime({ offset: true });
const count = z.int().nonnegative();
const money = z.object({ currency: z.string(), amount: z.int() });

export const figuresQuerySchema = z.strictObject({
  from: instant.describe('Placed at or after'),
  to: instant.describe('Placed before'),
  restoId: queryIntSchema
    .pipe(z.int().positive().max(MAX_ID))
    .optional()
    .describe('One restaurant; all allowed ones when left out'),
});
export type FiguresQuery = z.output<typeof figuresQuerySchema>;

export const figuresSchema = z.object({
  orders: count.describe('Orders placed in the period (an online one once paid), cancelled ones included'),
  cancelled: count,
  revenue: z.array(money).describe('The totals of the orders not cancelled, per currency'),
  averageCheck: z.array(money).describe('Revenue over the orders not cancelled, per currency'),
  byDeliveryType: z.array(z.object({ deliveryType: z.enum(DELIVERY_TYPES), orders: count })),
  byPayType: z.array(z.object({ payType: z.enum(PAY_TYPES), orders: count })),
  topDishes: z
    .array(z.object({ name: z.string(), count, currency: z.string(), amount: z.int() }))
    .describe('The ten dishes ordered most (by portions), with what they sold for'),
  promoCodes: z
    .array(z.object({ code: z.string(), uses: count, currency: z.string(), discount: z.int() }))
    .describe('Each code used in the period, with the discount it gave'),
  cancellations: z.array(z.object({ reason: z.enum(REJECT_REASONS).nullable(), orders: count })),
  minutesToAccept: z.number().nullable().describe('Average, from waiting for an answer to accepted'),
  minutesToReady: z.number().nullable().describe('Average, from accepted to ready for pickup or on the way'),
});
export type Figures = z.output<typeof figuresSchema>;

export const getFigures = endpoint({
  method: 'GET',
  path: '/api/v1/office/figures',
  operationId: 'getFigures',
  summary: "The chain's figures for a period (a manager: their restaurants)",
  tag: 'office',
  auth: 'staff',
  query: figuresQuerySchema,
  responses: { 200: figuresSchema },
  // 403 staff.forbidden: a restaurant the staff member may not open.
  errors: [403],
});

export const figuresEndpoints = [getFigures] as const;
