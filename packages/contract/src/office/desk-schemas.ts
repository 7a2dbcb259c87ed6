// What the order desk reads (issue 37): one order as a kitchen ticket needs it, the desk's settings
// and busy mode. Times are ISO 8601 instants; money is minor units.
import { z } from '../zod-setup';
import { DELIVERY_TYPES, ORDER_STATUSES, PAY_TYPES, REJECT_REASONS, type RestoId } from '@nori/domain';
import { placeSchema } from '../order-draft-schemas';
import { orderLineSchema } from '../order-schemas';
import { idSchema, moneySchema } from '../primitives';

const instant = z.iso.datetime({ offset: true });

export const orderRejectionSchema = z.object({
  reason: z.enum(REJECT_REASONS),
  note: z.string().nullable(),
});

export const deskOrderSchema = z.object({
  id: z.int().positive(),
  number: z.string(),
  restoId: idSchema<RestoId>(),
  status: z.enum(ORDER_STATUSES),
  placedAt: instant,
  deliveryType: z.enum(DELIVERY_TYPES),
  requestedAt: instant.nullable().describe('The time the customer asked for; null: as soon as possible'),
  positions: z.array(orderLineSchema),
  comment: z.string().nullable(),
  personCount: z.int().positive(),
  payType: z.enum(PAY_TYPES),
  paid: z.boolean().describe('Paid online (the kitchen collects nothing)'),
  changeFrom: moneySchema.nullable(),
  customer: z.object({ name: z.string(), phone: z.string() }),
  place: placeSchema.nullable().describe('Delivery address with flat, entrance, floor, intercom'),
  discount: moneySchema,
  deliveryPrice: moneySchema,
  total: moneySchema,
  currency: z.string(),
  readyAt: instant.nullable().describe('Ready by (set when accepted), on the restaurant’s clock'),
  rejection: orderRejectionSchema.nullable(),
  awaitingAnswer: z.boolean().describe('New for the desk: rings until accepted or rejected'),
  waitingSince: instant.nullable().describe('Since when it waits for an answer (placed, or paid online)'),
  alarmAt: instant
    .nullable()
    .describe('When an unanswered order raises the alarm; the desk compares it with the server clock'),
  alarm: z.boolean().describe('Unanswered past alarmAt when this was read'),
  nextStatuses: z.array(z.enum(ORDER_STATUSES)).describe('Where the desk may move it next'),
});

const busyOfTypeSchema = z.object({
  pausedUntil: instant.nullable().describe("'As soon as possible' refused until then; null: not paused"),
  extraMinutes: z.int().min(0).max(240),
});

export const deskSettingsSchema = z.object({
  restoId: idSchema<RestoId>(),
  autoAcceptMinutes: z
    .int()
    .min(1)
    .max(240)
    .nullable()
    .describe('Accept new orders at once, ready this many minutes later; null: answer each'),
  alarmAfterMinutes: z.int().min(1).max(120),
  busy: z.object({ DELIVERY: busyOfTypeSchema, TAKE_AWAY: busyOfTypeSchema }),
});

export const deskViewSchema = z.object({
  orders: z.array(deskOrderSchema).describe('Open orders oldest first, then the latest finished ones'),
  settings: deskSettingsSchema,
  lastEventId: z.int().nonnegative().describe('Open the event stream after this id to miss nothing'),
  serverTime: instant,
});

export type DeskOrder = z.output<typeof deskOrderSchema>;
export type DeskSettings = z.output<typeof deskSettingsSchema>;
export type DeskView = z.output<typeof deskViewSchema>;
