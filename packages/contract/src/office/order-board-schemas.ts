// The shapes of the orders board (issue 39): every order of the chain (a manager: of their
// restaurants) as a row of the live list, the list's filters, and one order with its timeline.
import { z } from '../zod-setup';
import { DELIVERY_TYPES, ORDER_STATUSES, PAY_TYPES, type RestoId } from '@nori/domain';
import { idSchema, MAX_ID, moneySchema, queryIntSchema } from '../primitives';
import { deskOrderSchema } from './desk-schemas';

const instant = z.iso.datetime({ offset: true });

export const BOARD_PAGE_DEFAULT = 50;
export const BOARD_PAGE_MAX = 100;

export const boardQuerySchema = z.strictObject({
  restoId: queryIntSchema
    .pipe(z.int().positive().max(MAX_ID))
    .optional()
    .describe('One restaurant; all allowed ones when left out'),
  status: z.enum(ORDER_STATUSES).optional(),
  deliveryType: z.enum(DELIVERY_TYPES).optional(),
  payType: z.enum(PAY_TYPES).optional(),
  from: instant.optional().describe('Placed at or after'),
  to: instant.optional().describe('Placed before'),
  q: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .optional()
    .describe("Part of the order's number, or of the customer's phone digits"),
  before: queryIntSchema
    .pipe(z.int().positive().max(MAX_ID))
    .optional()
    .describe('Orders older than this id (the next page)'),
  limit: queryIntSchema.pipe(z.int().min(1).max(BOARD_PAGE_MAX)).optional(),
});
export type BoardQuery = z.output<typeof boardQuerySchema>;

export const boardOrderSchema = z.object({
  id: z.int().positive(),
  number: z.string(),
  restoId: idSchema<RestoId>(),
  status: z.enum(ORDER_STATUSES),
  placedAt: instant,
  deliveryType: z.enum(DELIVERY_TYPES),
  payType: z.enum(PAY_TYPES),
  paid: z.boolean().describe('Paid online'),
  total: moneySchema,
  currency: z.string(),
  customer: z.object({ name: z.string(), phone: z.string() }),
  awaitingAnswer: z.boolean().describe('The restaurant has not accepted or rejected it yet'),
  alarm: z.boolean().describe("Unanswered past its restaurant's alarm minutes when this was read"),
});
export type BoardOrder = z.output<typeof boardOrderSchema>;

export const boardPageSchema = z.object({
  orders: z.array(boardOrderSchema).describe('Newest first'),
  nextBefore: z.int().positive().nullable().describe('Pass as `before` for the next page; null at the end'),
  serverTime: instant,
});

export const boardTimelineEntrySchema = z.object({
  at: instant,
  /** A status the order reached, and what moved it there. */
  status: z.enum(ORDER_STATUSES).nullable(),
  source: z.enum(['checkout', 'payment', 'resto', 'desk']).nullable(),
  /** A staff write on the order ('order.accept', 'order.reject' …) and who made it. */
  action: z.string().nullable(),
  staff: z.object({ email: z.string(), name: z.string() }).nullable(),
});
export type BoardTimelineEntry = z.output<typeof boardTimelineEntrySchema>;

export const boardOrderAnswerSchema = z.object({
  order: deskOrderSchema,
  timeline: z
    .array(boardTimelineEntrySchema)
    .describe('Oldest first: statuses and the staff writes that made them'),
});
export type BoardOrderAnswer = z.output<typeof boardOrderAnswerSchema>;
