// The chain's automatic discounts in the office (issue 39), for owners and operators: a percentage
// or an amount off every order that meets the conditions (order types, restaurants, hours), with
// no code to type. A save raises the catalog version, so every node prices with it at once.
import { z } from '../zod-setup';
import { DELIVERY_TYPES, promoCodeProblems, type RestoId } from '@nori/domain';
import { endpoint } from '../endpoint';
import { idSchema, pathIdSchema, requiredTextSchema } from '../primitives';
import { offerShape } from './promo-code-schemas';

export const discountSettingsSchema = offerShape
  .extend({ name: requiredTextSchema(120).describe('Shown to the customer beside the discount') })
  .superRefine((settings, ctx) => {
    // The promo codes' own rule for the value (a discount has no dates).
    for (const problem of promoCodeProblems({ ...settings, startsAt: null, endsAt: null }))
      ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type DiscountSettings = z.output<typeof discountSettingsSchema>;

export const officeDiscountSchema = z.object({
  id: z.int().positive(),
  name: z.string(),
  active: z.boolean(),
  kind: z.enum(['PERCENT', 'FIXED']),
  value: z.int().positive(),
  deliveryTypes: z.array(z.enum(DELIVERY_TYPES)),
  restoIds: z.array(idSchema<RestoId>()).nullable(),
  hours: z.object({ from: z.string(), to: z.string() }).nullable(),
});
export type OfficeDiscount = z.output<typeof officeDiscountSchema>;

const discountAnswerSchema = z.object({ discount: officeDiscountSchema });

export const listDiscounts = endpoint({
  method: 'GET',
  path: '/api/v1/office/discounts',
  operationId: 'listDiscounts',
  summary: "The chain's automatic discounts (owners and operators)",
  tag: 'office',
  auth: 'staff',
  responses: { 200: z.object({ discounts: z.array(officeDiscountSchema) }) },
  errors: [403],
});

export const createDiscount = endpoint({
  method: 'POST',
  path: '/api/v1/office/discounts',
  operationId: 'createDiscount',
  summary: 'Adds an automatic discount; live on every node at once (owners and operators)',
  tag: 'office',
  auth: 'staff',
  body: discountSettingsSchema,
  responses: { 201: discountAnswerSchema },
  // 422 staff.resto-unknown.
  errors: [403, 422],
});

export const updateDiscount = endpoint({
  method: 'PUT',
  path: '/api/v1/office/discounts/{discountId}',
  operationId: 'updateDiscount',
  summary: "Replaces an automatic discount's settings; live on every node at once (owners and operators)",
  tag: 'office',
  auth: 'staff',
  params: z.strictObject({ discountId: pathIdSchema<number>() }),
  body: discountSettingsSchema,
  responses: { 200: discountAnswerSchema },
  // 404 discount.not-found; 422 staff.resto-unknown.
  errors: [403, 404, 422],
});

export const discountEndpoints = [listDiscounts, createDiscount, updateDiscount] as const;
