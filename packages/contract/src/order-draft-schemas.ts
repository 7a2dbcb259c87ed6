// What the storefront sends about an order (spec §3): the cart lines, the delivery place and the
// contact person, with the field limits of spec §5. Prices sent by the client are what it showed;
// the server recomputes every amount from the catalog and never trusts them.
import { z } from './zod-setup';
import { DELIVERY_TYPES, PAY_TYPES, type ModifierId, type PositionId, type RestoId } from '@nori/domain';
import {
  idSchema,
  latLngSchema,
  moneySchema,
  phoneSchema,
  plainTextSchema,
  requiredTextSchema,
} from './primitives';

export const NAME_MAX_LENGTH = 50;
export const TEXT_MAX_LENGTH = 100;

const shortText = plainTextSchema().max(TEXT_MAX_LENGTH);

export const orderModifierInputSchema = z.object({
  id: idSchema<ModifierId>(),
  count: z.int().positive(),
  price: moneySchema.optional(),
});

export const orderPositionInputSchema = z.object({
  id: idSchema<PositionId>(),
  count: z.int().positive().max(999),
  name: z.string().max(200),
  price: moneySchema,
  sum: moneySchema,
  modifiers: z.array(orderModifierInputSchema).default([]),
});

export const placeSchema = z.object({
  address: requiredTextSchema(TEXT_MAX_LENGTH),
  apartment: shortText.optional(),
  comment: shortText.optional(),
  entrance: shortText.optional(),
  floor: shortText.optional(),
  intercom: shortText.optional(),
  location: latLngSchema,
});

export const contactPersonSchema = z.object({
  email: z.email().max(TEXT_MAX_LENGTH).nullish(),
  name: requiredTextSchema(NAME_MAX_LENGTH),
  phone: phoneSchema,
});

/** Fields shared by the preflight and the order: what is ordered, where from, how it is paid. */
export const orderBasicsShape = {
  deliveryType: z.enum(DELIVERY_TYPES),
  promoCode: z.string().trim().max(TEXT_MAX_LENGTH).nullish(),
  restoId: idSchema<RestoId>(),
  positions: z.array(orderPositionInputSchema).min(1).max(200),
  requestedAt: z.iso
    .datetime({ offset: true })
    .nullish()
    .describe("The slot asked for ('к 19:30'), one of the restaurant's slots; absent: as soon as possible"),
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
    comment: shortText.nullish(),
    person: contactPersonSchema,
    personCount: z.int().min(1).max(99).default(1),
    changeFrom: moneySchema
      .nullish()
      .describe('Cash on receipt: the amount the customer pays with, for change; not below the total'),
  })
  .refine((draft) => draft.deliveryType !== 'DELIVERY' || draft.place, {
    message: 'A delivery needs a place',
    path: ['place'],
  })
  // The refinement, said in the OpenAPI document too (issue 20: the document as strict as the server).
  .meta(requiredForDelivery('place'));

export type OrderModifierInput = z.input<typeof orderModifierInputSchema>;
export type OrderPositionInput = z.input<typeof orderPositionInputSchema>;
export type Place = z.output<typeof placeSchema>;
export type ContactPerson = z.output<typeof contactPersonSchema>;
export type OrderDraft = z.input<typeof orderDraftSchema>;
