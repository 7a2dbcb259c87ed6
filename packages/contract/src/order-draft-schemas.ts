// What the storefront sends about an order (spec §3): the cart lines, the delivery place and the
// contact person, with the field limits of spec §5. Prices sent by the client are what it showed;
// the server recomputes every amount from the catalog and never trusts them.
import { z } from './zod-setup';
import {
  CART_LINES_MAX,
  CHANGE_FROM_MAX,
  COMMENT_MAX,
  DELIVERY_TYPES,
  LINE_COUNT_MAX,
  PAY_TYPES,
  PERSON_COUNT_MAX,
  PERSON_COUNT_MIN,
  type ModifierId,
  type PositionId,
  type RestoId,
} from '@nori/domain';
import { offerChoiceSchema } from './loyalty';
import {
  ORDER_EMAIL_RULE_SCHEMA,
  orderEmailRule,
  orderEmailSchema,
  personNameSchema,
  promoCodeSchema,
  shortTextSchema,
} from './customer-fields';
import {
  idSchema,
  latLngSchema,
  moneySchema,
  moneyUpTo,
  phoneSchema,
  requiredTextSchema,
} from './primitives';

export const orderModifierInputSchema = z.object({
  id: idSchema<ModifierId>(),
  count: z.int().positive(),
  price: moneySchema.optional(),
});

export const orderPositionInputSchema = z.object({
  id: idSchema<PositionId>(),
  count: z.int().positive().max(LINE_COUNT_MAX),
  name: z.string().max(200),
  price: moneySchema,
  sum: moneySchema,
  modifiers: z.array(orderModifierInputSchema).default([]),
});

/** What the customer adds to an address; the delivery form asks for each of them. */
export const placeDetailsSchema = z.object({
  apartment: shortTextSchema,
  comment: shortTextSchema,
  entrance: shortTextSchema,
  floor: shortTextSchema,
  intercom: shortTextSchema,
});

export const placeSchema = placeDetailsSchema.partial().extend({
  address: requiredTextSchema(COMMENT_MAX),
  location: latLngSchema,
});

export const contactPersonSchema = z.object({
  email: orderEmailSchema.describe('Required when paid online: the receipt goes there; else may be empty'),
  name: personNameSchema,
  phone: phoneSchema,
});

/** Fields shared by the preflight and the order: what is ordered, where from, how it is paid. */
export const orderBasicsShape = {
  deliveryType: z.enum(DELIVERY_TYPES),
  promoCode: promoCodeSchema.nullish(),
  restoId: idSchema<RestoId>(),
  positions: z.array(orderPositionInputSchema).min(1).max(CART_LINES_MAX),
  requestedAt: z.iso
    .datetime({ offset: true })
    .nullish()
    .describe("The slot asked for ('к 19:30'), one of the restaurant's slots; absent: as soon as possible"),
  bonuses: offerChoiceSchema.optional(),
};

/** JSON Schema's way of saying what a refinement checks: a DELIVERY needs the property, as an object. */
export const requiredForDelivery = (property: string) => ({
  if: { properties: { deliveryType: { const: 'DELIVERY' } }, required: ['deliveryType'] },
  then: { properties: { [property]: { type: 'object' } }, required: [property] },
});

export const orderDraftSchema = z
  .object({
    ...orderBasicsShape,
    payType: z.enum(PAY_TYPES),
    place: placeSchema.nullish().describe('Where to deliver; required for DELIVERY'),
    comment: shortTextSchema.nullish(),
    person: contactPersonSchema,
    personCount: z.int().min(PERSON_COUNT_MIN).max(PERSON_COUNT_MAX).default(PERSON_COUNT_MIN),
    changeFrom: moneyUpTo(CHANGE_FROM_MAX)
      .nullish()
      .describe('Cash on receipt: the amount the customer pays with, for change; not below the total'),
  })
  .refine((draft) => draft.deliveryType !== 'DELIVERY' || draft.place, {
    message: 'A delivery needs a place',
    path: ['place'],
  })
  .superRefine(orderEmailRule)
  // The refinements, said in the OpenAPI document too (issue 20: the document as strict as the server).
  .meta({ allOf: [requiredForDelivery('place'), ORDER_EMAIL_RULE_SCHEMA] });

export type OrderModifierInput = z.input<typeof orderModifierInputSchema>;
export type OrderPositionInput = z.input<typeof orderPositionInputSchema>;
export type Place = z.output<typeof placeSchema>;
export type ContactPerson = z.output<typeof contactPersonSchema>;
export type OrderDraft = z.input<typeof orderDraftSchema>;
