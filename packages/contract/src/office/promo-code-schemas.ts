// The shapes of the office's promo codes (issue 39): the settings an owner or operator edits (the
// kinds the pricing understands: a percentage or a fixed amount off, with a minimum order, a cap,
// dates, hours, order types, restaurants and limits), and what the list shows of each code.
import { z } from '../zod-setup';
import {
  DELIVERY_TYPES,
  PROMO_CODE_BATCH_MAX,
  PROMO_CODE_PATTERN,
  promoCodeProblems,
  type RestoId,
} from '@nori/domain';
import { clockTimeSchema, idSchema, MAX_ID } from '../primitives';

const instant = z.iso.datetime({ offset: true });
const positiveCount = z.int().positive().max(MAX_ID);
/** Minor units, within the database's integer. */
const amount = z.int().nonnegative().max(MAX_ID);

export const promoCodeTextSchema = z
  .string()
  .regex(PROMO_CODE_PATTERN, 'Expected 1–40 characters: letters, digits, _ and -')
  .describe('Unique in the chain ignoring case');

/** What a promo code and an automatic discount share: what it takes off, for which orders, where, when. */
export const offerShape = z.strictObject({
  active: z.boolean(),
  restoIds: z
    .array(idSchema<RestoId>())
    .min(1)
    .max(1000)
    .nullable()
    .describe('The restaurants it works in; null: every restaurant of the chain'),
  deliveryTypes: z.array(z.enum(DELIVERY_TYPES)).min(1).max(DELIVERY_TYPES.length),
  kind: z.enum(['PERCENT', 'FIXED']),
  value: positiveCount.describe('PERCENT: 1–100; FIXED: minor units off'),
  hours: z
    .strictObject({ from: clockTimeSchema, to: clockTimeSchema })
    .nullable()
    .describe("The restaurant's local hours it works in"),
});

const settingsShape = offerShape.extend({
  minOrderAmount: amount.nullable(),
  maxDiscountAmount: amount.nullable(),
  startsAt: instant.nullable(),
  endsAt: instant.nullable().describe('After startsAt'),
  usageLimit: positiveCount.nullable().describe('Uses in all; null: no limit'),
  perPersonLimit: positiveCount.nullable(),
});

const withRules = <T extends z.ZodType<z.output<typeof settingsShape>>>(schema: T) =>
  schema.superRefine((settings, ctx) => {
    for (const problem of promoCodeProblems(settings))
      ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });

/** What a code does and when: the body of an edit. */
export const promoCodeSettingsSchema = withRules(settingsShape);
export type PromoCodeSettings = z.output<typeof promoCodeSettingsSchema>;

export const promoCodeCreateSchema = withRules(settingsShape.extend({ code: promoCodeTextSchema }));
export type PromoCodeCreate = z.output<typeof promoCodeCreateSchema>;

/** N new single-use codes with one prefix and the same settings (their usageLimit is 1). */
export const promoCodeBatchSchema = withRules(
  settingsShape.extend({
    prefix: z
      .string()
      .regex(/^[A-Za-z0-9_-]{0,20}$/, 'Expected at most 20 characters: letters, digits, _ and -'),
    count: z.int().min(1).max(PROMO_CODE_BATCH_MAX),
  }),
);
export type PromoCodeBatch = z.output<typeof promoCodeBatchSchema>;

export const officePromoCodeSchema = settingsShape.extend({
  code: z.string(),
  usedCount: z.int().nonnegative(),
  discountsGiven: z
    .array(z.object({ currency: z.string(), amount: z.int().nonnegative() }))
    .describe('The promo code discount of the orders that used it, cancelled ones left out, per currency'),
});
export type OfficePromoCode = z.output<typeof officePromoCodeSchema>;

export const promoCodeListSchema = z.object({ promoCodes: z.array(officePromoCodeSchema) });
export const promoCodeAnswerSchema = z.object({ promoCode: officePromoCodeSchema });
export const promoCodeBatchAnswerSchema = z.object({
  codes: z.array(z.string()).describe('The new codes, in the order they were made'),
});
