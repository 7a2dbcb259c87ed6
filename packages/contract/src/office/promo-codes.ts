// The chain's promo codes in the office (issue 39), for owners and operators: the list with each
// code's uses, a new code, an edit, and a batch of single-use codes. A change is live at the next
// preflight (the pricing reads codes from the database, not from the catalog's cache).
import { endpoint } from '../endpoint';
import { z } from '../zod-setup';
import {
  promoCodeAnswerSchema,
  promoCodeBatchAnswerSchema,
  promoCodeBatchSchema,
  promoCodeCreateSchema,
  promoCodeListSchema,
  promoCodeSettingsSchema,
  promoCodeTextSchema,
} from './promo-code-schemas';

export * from './promo-code-schemas';

export const listPromoCodes = endpoint({
  method: 'GET',
  path: '/api/v1/office/promo-codes',
  operationId: 'listPromoCodes',
  summary: "The chain's promo codes with their uses, by code (owners and operators)",
  tag: 'office',
  auth: 'staff',
  responses: { 200: promoCodeListSchema },
  errors: [403],
});

export const createPromoCode = endpoint({
  method: 'POST',
  path: '/api/v1/office/promo-codes',
  operationId: 'createPromoCode',
  summary: 'Adds a promo code (owners and operators)',
  tag: 'office',
  auth: 'staff',
  body: promoCodeCreateSchema,
  responses: { 201: promoCodeAnswerSchema },
  // 409 promo.code-taken (ignoring case); 422 staff.resto-unknown.
  errors: [403, 409, 422],
});

export const updatePromoCode = endpoint({
  method: 'PUT',
  path: '/api/v1/office/promo-codes/{code}',
  operationId: 'updatePromoCode',
  summary: "Replaces a promo code's settings; its uses stay (owners and operators)",
  tag: 'office',
  auth: 'staff',
  params: z.strictObject({ code: promoCodeTextSchema }),
  body: promoCodeSettingsSchema,
  responses: { 200: promoCodeAnswerSchema },
  // 404 promo.not-found; 422 staff.resto-unknown.
  errors: [403, 404, 422],
});

export const generatePromoCodes = endpoint({
  method: 'POST',
  path: '/api/v1/office/promo-codes/batch',
  operationId: 'generatePromoCodes',
  summary: 'Makes N new single-use codes with one prefix and the same settings (owners and operators)',
  tag: 'office',
  auth: 'staff',
  body: promoCodeBatchSchema,
  responses: { 201: promoCodeBatchAnswerSchema },
  // 422 staff.resto-unknown.
  errors: [403, 422],
});

export const promoCodeEndpoints = [
  listPromoCodes,
  createPromoCode,
  updatePromoCode,
  generatePromoCodes,
] as const;
