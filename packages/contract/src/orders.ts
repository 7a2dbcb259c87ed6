// Order calls of spec §7: the anonymous and the personal preflight, placing an order, and (designed
// here) reading a person's orders. Business refusals answer 422 with a coded error body (spec §8
// preflight and promo-code codes); a restaurant not taking orders answers 409
// 'resto.not-taking-orders' (the storefront's day-off dialog); a personId that is not the
// bearer's answers 403.
import { z } from './zod-setup';
import { PAY_TYPES, type PersonId } from '@nori/domain';
import { endpoint } from './endpoint';
import { pageQueryShape, pageSchema } from './page';
import { HEADER_TEXT, pathIdSchema } from './primitives';
import { orderDraftSchema } from './order-draft-schemas';
import { orderSchema, preflightRequestSchema, preflightResultSchema } from './order-schemas';

export * from './order-draft-schemas';
export * from './order-schemas';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

const personParams = z.strictObject({ personId: pathIdSchema<PersonId>() });

export const preflightOrder = endpoint({
  method: 'POST',
  path: '/1/persons/orders/preflight',
  operationId: 'preflightOrder',
  summary: "Price a guest's cart: discounts, promo code, delivery price",
  tag: 'orders',
  auth: 'none',
  body: preflightRequestSchema,
  responses: { 200: preflightResultSchema },
  errors: [404, 409, 422],
});

export const preflightPersonOrder = endpoint({
  method: 'POST',
  path: '/1/persons/{personId}/orders/preflight',
  operationId: 'preflightPersonOrder',
  summary: "Price a signed-in person's cart, with personal promo-code limits",
  tag: 'orders',
  auth: 'access',
  params: personParams,
  body: preflightRequestSchema,
  responses: { 200: preflightResultSchema },
  errors: [401, 403, 404, 409, 422],
});

export const createOrder = endpoint({
  method: 'POST',
  path: '/api/v1/persons/{personId}/orders',
  operationId: 'createOrder',
  summary: 'Place an order; a repeated Idempotency-Key answers the order it created',
  tag: 'orders',
  auth: 'access',
  params: personParams,
  headers: z.object({
    [IDEMPOTENCY_KEY_HEADER]: z
      .string()
      .min(8)
      .max(200)
      .regex(HEADER_TEXT, 'Expected visible ASCII characters, as a header carries them')
      .optional()
      .describe('A key unique to this checkout attempt; a retry with it never places a second order'),
  }),
  body: orderDraftSchema,
  responses: { 201: orderSchema },
  // 409: the first request with this Idempotency-Key is still running ('person-order.in-progress'),
  // or the restaurant is not taking orders; 422: the key was used with another body
  // ('person-order.idempotency-key-reused'), a contact phone no one can have ('person-order.phone-invalid'),
  // or a business refusal of spec §8; 409 also when too many
  // orders paid on receipt are open at the restaurant ('person-order.too-many-open'); 429 too many
  // orders from the person or the client address this hour ('common.too-many-requests', Retry-After).
  errors: [401, 403, 404, 409, 422, 429],
});

export const listPersonOrders = endpoint({
  method: 'GET',
  path: '/api/v1/persons/{personId}/orders',
  operationId: 'listPersonOrders',
  // The dishes' and options' names in the visitor's language where the catalog has them.
  localized: true,
  summary: "A person's orders, newest first, paged",
  tag: 'orders',
  auth: 'access',
  params: personParams,
  query: z.strictObject(pageQueryShape),
  responses: { 200: pageSchema(orderSchema) },
  errors: [401, 403],
});

export const getPersonOrder = endpoint({
  method: 'GET',
  path: '/api/v1/persons/{personId}/orders/{orderId}',
  operationId: 'getPersonOrder',
  // The dishes' and options' names in the visitor's language where the catalog has them.
  localized: true,
  summary: "One of the person's orders",
  tag: 'orders',
  auth: 'access',
  params: z.strictObject({ personId: pathIdSchema<PersonId>(), orderId: pathIdSchema<number>() }),
  responses: { 200: orderSchema },
  errors: [401, 403, 404],
});

export const payPersonOrderAgain = endpoint({
  method: 'POST',
  path: '/api/v1/persons/{personId}/orders/{orderId}/payment',
  operationId: 'payPersonOrderAgain',
  summary: 'Pay again for an order whose online payment failed: a new online payment, or on receipt',
  tag: 'orders',
  auth: 'access',
  params: z.strictObject({ personId: pathIdSchema<PersonId>(), orderId: pathIdSchema<number>() }),
  body: z.strictObject({ payType: z.enum(PAY_TYPES) }),
  responses: { 200: orderSchema },
  // 409 'order.invalid-transition': the order is not waiting for a new payment (paid, cancelled,
  // or its payment still open); 422: the restaurant does not take this pay type for the order's
  // type (spec §8 pay-mode codes); 503: the payment engine could not be reached.
  errors: [401, 403, 404, 409, 422, 503],
});

export const orderEndpoints = [
  preflightOrder,
  preflightPersonOrder,
  createOrder,
  listPersonOrders,
  getPersonOrder,
  payPersonOrderAgain,
] as const;
